import { z } from 'zod';
import { ROLES } from '../../core/workspace/contract.ts';
import type { Role } from '../../core/workspace/contract.ts';
import { commaList, optionalText, wholeNumber, withDefault } from './env-fields.ts';

/** Groups (from the provider's claim or the proxy's header) to a role: the highest listed wins, else the default. */
export type RoleMapping = { adminGroups: readonly string[]; editorGroups: readonly string[]; defaultRole: Role };

/** Who the provider may sign in: anyone when both lists are empty, else a verified e-mail in a listed domain or a listed group. */
export type Admission = { emailDomains: readonly string[]; groups: readonly string[] };

/** Who is who, in every access mode (issue 32). */
export type IdentityConfig = {
  roles: RoleMapping;
  admission: Admission;
  /** The role of the shared password's one "Team" identity. */
  passwordRole: Role;
  /** The trusted proxy's header listing the user's groups, comma-separated; null: none, everyone gets the default role. */
  proxyGroupsHeader: string | null;
  /** A session unused this long ends; a session ends this long after sign-in, however used. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /**
   * ADMIN_EMAILS, lower case: the people with these e-mails (verified, with OIDC) are admin
   * whatever their groups or stored role: the operator's way to name a first or rescue admin.
   */
  adminEmails: readonly string[];
};

export const identitySchema = z.object({
  ROLE_ADMIN_GROUPS: commaList(z.string()),
  ROLE_EDITOR_GROUPS: commaList(z.string()),
  DEFAULT_ROLE: withDefault(z.enum(ROLES), 'viewer'),
  ALLOWED_EMAIL_DOMAINS: commaList(
    z
      .string()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, 'must list domain names (example.com, without @)'),
  ),
  ALLOWED_GROUPS: commaList(z.string()),
  PASSWORD_ROLE: withDefault(z.enum(ROLES), 'editor'),
  AUTH_PROXY_GROUPS_HEADER: optionalText.refine((name) => name === undefined || /^[A-Za-z0-9-]+$/.test(name), 'must be a header name'),
  // A working day: a tab left open over lunch still works, one left overnight asks again
  // (one redirect where the provider remembers the user).
  SESSION_IDLE_MINUTES: withDefault(wholeNumber('must be a whole number of minutes from 5 to 43200', 5, 43_200), 480),
  // Our session is not re-checked with the provider: someone removed there keeps it at most this long.
  SESSION_MAX_HOURS: withDefault(wholeNumber('must be a whole number of hours from 1 to 8760', 1, 8760), 168),
  ADMIN_EMAILS: commaList(
    z
      .string()
      .toLowerCase()
      .regex(/^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/, 'must list e-mail addresses (ana@example.com), separated by commas'),
  ),
});

export function identityOf(settings: z.output<typeof identitySchema>): IdentityConfig {
  return {
    roles: { adminGroups: settings.ROLE_ADMIN_GROUPS, editorGroups: settings.ROLE_EDITOR_GROUPS, defaultRole: settings.DEFAULT_ROLE },
    admission: { emailDomains: settings.ALLOWED_EMAIL_DOMAINS, groups: settings.ALLOWED_GROUPS },
    passwordRole: settings.PASSWORD_ROLE,
    proxyGroupsHeader: settings.AUTH_PROXY_GROUPS_HEADER ?? null,
    sessionIdleMs: settings.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: settings.SESSION_MAX_HOURS * 3_600_000,
    adminEmails: settings.ADMIN_EMAILS,
  };
}
