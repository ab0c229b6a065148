import { Hono } from 'hono';
import { z } from 'zod';
import { MEMBERS_PER_PAGE, roleChangeSchema } from '../../core/workspace/contract.ts';
import { memberQuerySchema } from '../../core/workspace/list-queries.ts';
import type { Role } from '../../core/workspace/contract.ts';
import { inTransaction } from '../storage/audit-trail-store.ts';
import { lockedAdminCount, memberForUpdate, memberPage, parseMemberCursor, setRole, toMember } from './member-store.ts';
import { validBody, validQuery } from './route-guards.ts';
import { conflict, invalidField, notFound } from './workspace-errors.ts';
import { audit } from './workspace-env.ts';
import type { WorkspaceDeps, WorkspaceEnv } from './workspace-env.ts';

const memberIdSchema = z.uuid();

/**
 * `/members`: who the workspace knows and their roles; the caller checks the admin role.
 * `adminEmails` (ADMIN_EMAILS, lower case) are admin whatever is set here.
 */
export function memberRoutes(deps: WorkspaceDeps, adminEmails: readonly string[] = []): Hono<WorkspaceEnv> {
  const app = new Hono<WorkspaceEnv>();

  app.get('/members', validQuery(memberQuerySchema), async (c) => {
    const { after, limit } = c.req.valid('query');
    const cursor = after === undefined ? undefined : parseMemberCursor(after);
    if (cursor === null) return invalidField('after', 'Not a cursor this server gave.');
    const page = await memberPage(deps.db(), cursor, limit ?? MEMBERS_PER_PAGE);
    return c.json({ members: page.rows, next: page.next }, 200);
  });

  /**
   * A role, which sign-ins then keep; or null, which hands the role back to the mapping of the
   * provider's groups at once: the one they mapped to at the member's last sign-in (viewer for
   * someone not seen since that was kept), which their next sign-in brings up to date. The
   * guards judge that role, the one the member will have: never the last admin away, never a
   * named admin (ADMIN_EMAILS) below admin.
   */
  app.put('/members/:id/role', validBody(roleChangeSchema), async (c) => {
    const { role } = c.req.valid('json');
    const id = c.req.param('id');
    if (!memberIdSchema.safeParse(id).success) return noSuchMember();
    return inTransaction(deps.db(), async (tx) => {
      const admins = await lockedAdminCount(tx);
      const member = await memberForUpdate(tx, id);
      if (member === undefined) return noSuchMember();
      const newRole = role ?? member.mapped_role ?? 'viewer';
      if (newRole !== 'admin' && member.email !== null && adminEmails.includes(member.email.toLowerCase())) return namedAdmin(member.email);
      if (member.role === 'admin' && newRole !== 'admin' && admins <= 1) return lastAdmin(role === null ? newRole : null);
      const changed = await setRole(tx, id, newRole, role !== null);
      await audit(tx, c, deps, {
        action: 'role_changed',
        target: id,
        details: {
          member: member.display_name,
          from: member.role,
          to: role,
          setByAdmin: role !== null,
          ...(role === null && { mappedTo: newRole }),
        },
      });
      return c.json(toMember(changed), 200);
    });
  });

  return app;
}

/** `mappedTo`: the role a hand-back to the groups would give (null for a role chosen outright). */
function lastAdmin(mappedTo: Role | null): Response {
  const change = mappedTo === null ? '' : `, and their groups would make them ${mappedTo}`;
  return conflict('last_admin', `This is the last admin${change}: make someone else admin first.`);
}

function namedAdmin(email: string): Response {
  return conflict(
    'named_admin',
    `${email} is named in ADMIN_EMAILS: the server's configuration keeps them admin. Take them off that list first.`,
  );
}

function noSuchMember(): Response {
  return notFound('member_not_found', 'There is no such member.');
}
