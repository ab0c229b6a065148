import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { roleChangeSchema } from '../../core/workspace/contract.ts';
import type { Member } from '../../core/workspace/contract.ts';
import type { UsersTable } from '../storage/schema.ts';
import { validBody } from './route-guards.ts';
import { conflict, notFound } from './workspace-errors.ts';
import { audit, inTransaction } from './workspace-env.ts';
import type { WorkspaceDeps, WorkspaceEnv } from './workspace-env.ts';

const memberIdSchema = z.uuid();

/** `/members`: who the workspace knows and their roles; the caller checks the admin role. */
export function memberRoutes(deps: WorkspaceDeps): Hono<WorkspaceEnv> {
  const app = new Hono<WorkspaceEnv>();

  app.get('/members', async (c) => {
    const rows = await deps.db().selectFrom('users').selectAll().orderBy('display_name').orderBy('id').execute();
    return c.json({ members: rows.map(toMember) }, 200);
  });

  /**
   * A role, which sign-ins then keep; or null, which hands the role back to the mapping of the
   * provider's groups at the member's next sign-in (until then it stays as it is).
   */
  app.put('/members/:id/role', validBody(roleChangeSchema), async (c) => {
    const { role } = c.req.valid('json');
    const id = c.req.param('id');
    if (!memberIdSchema.safeParse(id).success) return noSuchMember();
    return inTransaction(deps.db(), async (tx) => {
      // Every admin row locked: two admins demoting each other at once cannot both succeed.
      const admins = await tx.selectFrom('users').select('id').where('role', '=', 'admin').forUpdate().execute();
      const member = await tx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (member === undefined) return noSuchMember();
      const newRole = role ?? member.role;
      if (member.role === 'admin' && newRole !== 'admin' && admins.length <= 1) {
        return conflict('last_admin', 'This is the last admin: make someone else admin first.');
      }
      const changed = await tx.updateTable('users').set({ role: newRole, role_set_by_admin: role !== null }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      await audit(tx, c, deps, { action: 'role_changed', target: id, details: { member: member.display_name, from: member.role, to: role, setByAdmin: role !== null } });
      return c.json(toMember(changed), 200);
    });
  });

  return app;
}

function toMember(row: Selectable<UsersTable>): Member {
  return { id: row.id, name: row.display_name, email: row.email, role: row.role, roleSetByAdmin: row.role_set_by_admin, lastSeenAt: row.last_seen_at?.toISOString() ?? null };
}

function noSuchMember(): Response {
  return notFound('member_not_found', 'There is no such member.');
}
