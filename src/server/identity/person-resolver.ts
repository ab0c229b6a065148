import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AccessKind, Role } from '../../core/workspace/contract.ts';
import { proxyUser } from '../http/client-identity.ts';
import type { AccessControl } from '../config/access-config.ts';
import type { IdentityConfig } from '../config/identity-config.ts';
import type { Database } from '../storage/schema.ts';
import { StorageUnavailable } from '../storage/storage-unavailable.ts';
import { sessionToken } from './cookies.ts';
import type { OverHttps } from './cookies.ts';
import { personSeen } from './named-admins.ts';
import type { UserRow, Vouched } from './people-store.ts';
import type { Person, PersonResolver } from './person.ts';
import { groupsOf, mappedRole, namedAdmin } from './roles.ts';
import type { SessionStore } from './session-store.ts';

export type PersonResolverOptions = {
  access: AccessControl;
  identity: IdentityConfig;
  /** The workspace's database once open; null while it is not. */
  /** The database, opened on first need; null while it cannot be. */
  db: () => Promise<Kysely<Database> | null>;
  /** OIDC: whether the browser came over HTTPS, which names the session cookie. */
  overHttps: OverHttps;
  /** OIDC: the sessions, shared with the sign-out so it takes effect at once. */
  sessions: SessionStore;
  /** The browser's address past trusted proxies, for the audit line of a named admin (ADMIN_EMAILS). */
  clientAddress?: (c: Context) => string;
  /** Where a named admin's promotion is said. */
  log?: (line: string) => void;
  now?: () => number;
};

/** Who signed in with the provider, by request: access control finds them, the workspace's routes read them without a second lookup. */
const signedInPeople = new WeakMap<Request, Person>();

/**
 * The person behind a request in each access mode: "This computer" (admin) on loopback without
 * access control, the shared password's one "Team" identity (PASSWORD_ROLE), the proxy's user
 * with the role their groups map to, or the provider's user from the session cookie. Throws
 * StorageUnavailable when the database cannot say; called only where a person is needed, so the
 * API's figures never wait for the database.
 */
export function createPersonResolver(options: PersonResolverOptions): PersonResolver {
  const { access, identity } = options;
  if (access.kind === 'oidc') {
    const fromSession = sessionReader(options);
    return async (c) => signedInPeople.get(c.req.raw) ?? fromSession(c);
  }
  if (access.kind === 'none')
    return fixed(options, { issuer: 'local', subject: 'this-computer', name: 'This computer', email: null, mappedRole: 'admin' }, 'local');
  if (access.kind === 'password')
    return fixed(
      options,
      { issuer: 'password', subject: 'team', name: 'Team', email: null, mappedRole: identity.passwordRole },
      'password',
    );
  const groupsHeader = identity.proxyGroupsHeader;
  return async (c) => {
    const user = proxyUser(c.req.header(access.userHeader));
    if (user === '') return null;
    const groups = groupsHeader === null ? [] : groupsOf(c.req.header(groupsHeader) ?? '');
    const email = /^[^@\s]+@[^@\s]+$/.test(user) ? user : null;
    const vouched = {
      issuer: 'proxy',
      subject: user,
      name: user,
      email,
      mappedRole: mappedRole(groups, identity.roles),
      // The proxy vouches for the address it names.
      namedAdmin: namedAdmin({ email, emailVerified: null }, identity.adminEmails),
    };
    return known(options, vouched, 'proxy', `proxy:${user}`, options.clientAddress?.(c) ?? null);
  };
}

/**
 * OIDC: the signed-in person from the session cookie, or null (no cookie; a tampered, revoked,
 * idle or expired session). Remembered for the request, so the person is looked up once.
 */
export function sessionReader(options: PersonResolverOptions): PersonResolver {
  return async (c) => {
    const token = sessionToken(c, options.overHttps(c));
    if (token === undefined) return null;
    // The sessions judge an outage themselves: one checked a moment ago is still served (OUTAGE_GRACE_MS).
    const live = await options.sessions.live(await options.db(), token);
    if (live === null) return null;
    const person = personOf(live.user, 'oidc', live.idHash);
    signedInPeople.set(c.req.raw, person);
    return person;
  };
}

function fixed(options: PersonResolverOptions, vouched: Vouched, access: AccessKind): PersonResolver {
  const sessionKey = `${vouched.issuer}:${vouched.subject}`;
  return () => known(options, vouched, access, sessionKey);
}

async function known(
  options: PersonResolverOptions,
  vouched: Vouched,
  access: AccessKind,
  sessionKey: string,
  from: string | null = null,
): Promise<Person> {
  const seen = { seenAt: new Date(options.now?.() ?? Date.now()), from, log: options.log ?? console.warn };
  const user = await withDatabase(options, (db) => personSeen(db, vouched, seen));
  return personOf(user, access, sessionKey);
}

async function withDatabase<T>(options: PersonResolverOptions, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = await options.db();
  if (db === null) throw new StorageUnavailable();
  try {
    return await work(db);
  } catch (error) {
    throw new StorageUnavailable({ cause: error });
  }
}

function personOf(user: UserRow, access: AccessKind, sessionKey: string): Person {
  const role: Role = user.role;
  return { id: user.id, name: user.display_name, email: user.email, role, access, sessionKey };
}
