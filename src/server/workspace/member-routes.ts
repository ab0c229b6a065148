import { Hono } from 'hono';
import { z } from 'zod';
import { roleChangeSchema } from '../../core/workspace/contract.ts';
import { inTransaction } from '../storage/audit-trail-store.ts';
import { listMembers, lockedAdminCount, memberForUpdate, setRole, toMember } from './member-store.ts';
import { validBody } from './route-guards.ts';
import { conflict, notFound } from './workspace-errors.ts';
import { audit } from './workspace-env.ts';
import type { WorkspaceDeps, WorkspaceEnv } from './workspace-env.ts';

const memberIdSchema = z.uuid();

/** `/members`: who the workspace knows and their roles; the caller checks the admin role. */
export function memberRoutes(deps: WorkspaceDeps): Hono<WorkspaceEnv> {
  const app = new Hono<WorkspaceEnv>();

  app.get('/members', async (c) => c.json({ members: await listMembers(deps.db()) }, 200));

  /**
   * A role, which sign-ins then keep; or null, which hands the role back to the mapping of the
   * provider's groups at the member's next sign-in (until then it stays as it is).
   */
  app.put('/members/:id/role', validBody(roleChangeSchema), async (c) => {
    const { role } = c.req.valid('json');
    const id = c.req.param('id');
    if (!memberIdSchema.safeParse(id).success) return noSuchMember();
    return inTransaction(deps.db(), async (tx) => {
      const admins = await lockedAdminCount(tx);
      const member = await memberForUpdate(tx, id);
      if (member === undefined) return noSuchMember();
      const newRole = role ?? member.role;
      if (member.role === 'admin' && newRole !== 'admin' && admins <= 1) {
        return conflict('last_admin', 'This is the last admin: make someone else admin first.');
      }
      const changed = await setRole(tx, id, newRole, role !== null);
      await audit(tx, c, deps, {
        action: 'role_changed',
        target: id,
        details: { member: member.display_name, from: member.role, to: role, setByAdmin: role !== null },
      });
      return c.json(toMember(changed), 200);
    });
  });

  return app;
}

function noSuchMember(): Response {
  return notFound('member_not_found', 'There is no such member.');
}
