import { z } from 'zod/mini';
import { plainText } from '../plain-text.ts';
import { viewLinkSchema, viewPageSchema } from './team-defaults.ts';

/**
 * The team workspace's endpoints (issue 32), as the server answers them and the browser reads
 * them. They live under their own prefix: `/api` stays a read-only proxy of the upstream.
 * Every write is JSON, carries the CSRF token from `GET /workspace/me` in `X-CSRF-Token`, and is
 * refused cross-site; every refusal is the project's error envelope.
 */
export const WORKSPACE_PREFIX = '/workspace';
export const AUTH_PREFIX = '/auth';
export const CSRF_HEADER = 'X-CSRF-Token';
/** No body the workspace accepts comes near this: a saved view's link is at most 8,192 characters. */
export const MAX_BODY_BYTES = 16 * 1024;

export const workspacePaths = {
  me: `${WORKSPACE_PREFIX}/me`,
  views: `${WORKSPACE_PREFIX}/views`,
  view: (id: string) => `${WORKSPACE_PREFIX}/views/${encodeURIComponent(id)}`,
  members: `${WORKSPACE_PREFIX}/members`,
  memberRole: (id: string) => `${WORKSPACE_PREFIX}/members/${encodeURIComponent(id)}/role`,
  audit: `${WORKSPACE_PREFIX}/audit`,
  auditCsv: `${WORKSPACE_PREFIX}/audit.csv`,
  signIn: `${AUTH_PREFIX}/sign-in`,
  callback: `${AUTH_PREFIX}/callback`,
  signOut: `${AUTH_PREFIX}/sign-out`,
} as const;

/** viewer reads; editor also keeps team views (later notes and alert rules); admin also manages roles and reads the audit trail. */
export const ROLES = ['viewer', 'editor', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Whether `role` includes everything `needed` may do. */
export function roleAtLeast(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/**
 * How the server knows who is asking: nobody on loopback, the shared password, an authenticating proxy, or the
 * company's identity provider.
 */
export const accessKindSchema = z.enum(['local', 'password', 'proxy', 'oidc']);
export type AccessKind = z.infer<typeof accessKindSchema>;

const idSchema = z.uuid();
const timestampSchema = z.iso.datetime({ offset: true });

export { VIEW_LINK_MAX, VIEW_PAGES, viewLinkSchema, viewPageSchema, type ViewPage } from './team-defaults.ts';

export const VIEW_NAME_MAX = 200;
/** A name as typed, its controls and bidi marks dropped (so a name cannot reorder the menu it is shown in), then trimmed. */
export const viewNameSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(VIEW_NAME_MAX * 2)),
    z.transform((name: string) => plainText(name).trim()),
  ),
  z.string().check(z.minLength(1), z.maxLength(VIEW_NAME_MAX)),
);

/**
 * The most saved views the workspace keeps (issue 44): each person's own, the team's, and all of them.
 * A view is at most VIEW_NAME_MAX and VIEW_LINK_MAX long, so the list one person reads (their own and
 * the team's) stays under a megabyte; a save past a cap is 409 `limit_reached`.
 */
export const VIEW_LIMITS = { ownPerPerson: 50, team: 50, all: 5_000 } as const;

export const viewScopeSchema = z.enum(['mine', 'team']);
export type ViewScope = z.infer<typeof viewScopeSchema>;

export const savedViewSchema = z.object({
  id: idSchema,
  page: viewPageSchema,
  name: z.string(),
  link: viewLinkSchema,
  scope: viewScopeSchema,
  teamDefault: z.boolean(),
  owner: z.object({ id: idSchema, name: z.string() }),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  updatedBy: z.string(),
  /** What the asking user may do with it: the server decides, the browser only hides what it would refuse. */
  canEdit: z.boolean(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const viewListSchema = z.object({ views: z.array(savedViewSchema) });

/** `POST /workspace/views`: anyone saves their own; team views and the team default need an editor. */
export const newViewSchema = z.strictObject({
  page: viewPageSchema,
  name: viewNameSchema,
  link: viewLinkSchema,
  scope: viewScopeSchema,
  teamDefault: z.optional(z.boolean()),
});
export type NewView = z.infer<typeof newViewSchema>;

/** `PATCH /workspace/views/:id`: rename, update to the current link, or (team views) mark the team default. */
export const viewChangeSchema = z
  .strictObject({ name: z.optional(viewNameSchema), link: z.optional(viewLinkSchema), teamDefault: z.optional(z.boolean()) })
  .check(z.refine((change) => Object.keys(change).length > 0, 'Say what to change: name, link or teamDefault.'));
export type ViewChange = z.infer<typeof viewChangeSchema>;

export const meSchema = z.object({
  user: z.object({ id: idSchema, name: z.string(), email: z.nullable(z.string()), role: roleSchema }),
  access: accessKindSchema,
  /** Sent back in `X-CSRF-Token` on every write. */
  csrfToken: z.string(),
  /** Whether the user can sign out here (an OIDC session); a proxy or the password has no sign-out of ours. */
  canSignOut: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const memberSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.nullable(z.string()),
  role: roleSchema,
  /** Set by an admin, which sign-ins then keep, rather than mapped from the provider's groups. */
  roleSetByAdmin: z.boolean(),
  lastSeenAt: z.nullable(timestampSchema),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.object({ members: z.array(memberSchema), next: z.nullable(z.string()) });
export type MemberList = z.infer<typeof memberListSchema>;

/** A page of `GET /workspace/members` holds at most this many, by name: the team's size is the identity provider's. */
export const MEMBERS_PER_PAGE = 100;

/** `PUT /workspace/members/:id/role`: a role, or null to go back to the one the provider's groups map to. */
export const roleChangeSchema = z.strictObject({ role: z.nullable(roleSchema) });

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'role_changed',
  'view_created',
  'view_changed',
  'view_deleted',
  'alert_created',
  'alert_changed',
  'alert_deleted',
  'alert_subscribed',
  'alert_unsubscribed',
  'alert_test_sent',
  'note_created',
  'note_changed',
  'note_deleted',
  'forecast_version_saved',
  'forecast_version_schedule_changed',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEventSchema = z.object({
  id: idSchema,
  at: timestampSchema,
  actor: z.string(),
  action: z.string(),
  target: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  from: z.nullable(z.string()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** `GET /workspace/audit` (and `.csv`): newest first, filtered, a page at a time. */
export const auditQuerySchema = z.strictObject({
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  actor: z.optional(z.string().check(z.maxLength(200))),
  action: z.optional(auditActionSchema),
  before: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = z.object({ events: z.array(auditEventSchema), next: z.nullable(z.string()), keptForDays: z.int() });

export { TEAM_DEFAULTS_META, teamDefaultsSchema, type TeamDefaults } from './team-defaults.ts';
