import type { Context } from 'hono';
import type { AccessKind, Role } from '../../core/workspace/contract.ts';

/**
 * Who is asking, once the workspace knows them: a row in `users`, with the role that applies now
 * (an admin's choice, else the one their groups map to). Access control establishes the person;
 * the workspace's routes only read it.
 */
export type Person = {
  id: string;
  name: string;
  email: string | null;
  role: Role;
  access: AccessKind;
  /**
   * What the CSRF token is bound to: the session (OIDC), or the identity where there is no
   * session of ours (the loopback user, the password's team identity, a proxy's user).
   */
  sessionKey: string;
};

/**
 * The person behind a request, or null when there is none (not signed in). Throws
 * `StorageUnavailable` when the database cannot say.
 */
export type PersonResolver = (c: Context) => Promise<Person | null>;
