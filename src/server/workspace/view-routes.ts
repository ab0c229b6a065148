import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { newViewSchema, roleAtLeast, VIEW_LIMITS, viewChangeSchema } from '../../core/workspace/contract.ts';
import type { NewView } from '../../core/workspace/contract.ts';
import type { Person } from '../identity/person.ts';
import { inTransaction } from '../storage/audit-trail-store.ts';
import { lockForCount } from '../storage/cap-lock-store.ts';
import type { Database } from '../storage/schema.ts';
import {
  deleteView,
  insertView,
  listVisibleViews,
  mayEdit,
  toSavedView,
  updateView,
  viewCounts,
  visibleViewForUpdate,
} from './view-store.ts';
import { validBody } from './route-guards.ts';
import { forbiddenRole, invalidField, limitReached, notFound } from './workspace-errors.ts';
import { audit } from './workspace-env.ts';
import type { WorkspaceDeps, WorkspaceEnv } from './workspace-env.ts';

const viewIdSchema = z.uuid();

/** `/views`: anyone keeps their own; team views and the team default need an editor. */
export function viewRoutes(deps: WorkspaceDeps): Hono<WorkspaceEnv> {
  const app = new Hono<WorkspaceEnv>();

  app.get('/views', async (c) => c.json({ views: await listVisibleViews(deps.db(), c.get('person')) }, 200));

  app.post('/views', validBody(newViewSchema), async (c) => {
    const view = c.req.valid('json');
    const person = c.get('person');
    if ((view.scope === 'team' || view.teamDefault === true) && !roleAtLeast(person.role, 'editor')) return forbiddenRole('editor');
    if (view.teamDefault === true && view.scope !== 'team') return onlyTeamDefault();
    const saved = await inTransaction(deps.db(), async (tx) => {
      const full = await viewCapReached(tx, person, view);
      if (full !== null) return full;
      const { row, replacedDefault } = await insertView(tx, person, view);
      await audit(tx, c, deps, {
        action: 'view_created',
        target: row.id,
        details: { name: row.name, page: row.page, scope: row.scope, teamDefault: row.is_team_default, replacedDefault },
      });
      return row;
    });
    if (saved instanceof Response) return saved;
    if (saved.is_team_default) deps.teamDefaultsChanged();
    return c.json(toSavedView(saved, person), 201);
  });

  app.patch('/views/:id', validBody(viewChangeSchema), async (c) => {
    const change = c.req.valid('json');
    const person = c.get('person');
    const outcome = await inTransaction(deps.db(), async (tx) => {
      const before = await visibleView(c, (id) => visibleViewForUpdate(tx, person, id));
      if (before instanceof Response) return before;
      if (change.teamDefault !== undefined && before.scope !== 'team') return onlyTeamDefault();
      const { row, replacedDefault } = await updateView(tx, person, before, change);
      await audit(tx, c, deps, {
        action: 'view_changed',
        target: row.id,
        details: { name: row.name, page: row.page, scope: row.scope, changes: changedFields(before, row), replacedDefault },
      });
      return { before, row };
    });
    if (outcome instanceof Response) return outcome;
    if (outcome.before.is_team_default || outcome.row.is_team_default) deps.teamDefaultsChanged();
    return c.json(toSavedView(outcome.row, person), 200);
  });

  app.delete('/views/:id', async (c) => {
    const person = c.get('person');
    const outcome = await inTransaction(deps.db(), async (tx) => {
      const view = await visibleView(c, (id) => visibleViewForUpdate(tx, person, id));
      if (view instanceof Response) return view;
      await deleteView(tx, view.id);
      await audit(tx, c, deps, {
        action: 'view_deleted',
        target: view.id,
        details: { name: view.name, page: view.page, scope: view.scope, teamDefault: view.is_team_default },
      });
      return view;
    });
    if (outcome instanceof Response) return outcome;
    if (outcome.is_team_default) deps.teamDefaultsChanged();
    return c.body(null, 204);
  });

  return app;
}

type Row = NonNullable<Awaited<ReturnType<typeof visibleViewForUpdate>>>;

/** The view named in the path if this person may change it; another user's own view is "not found", never "forbidden". */
async function visibleView(c: Context<WorkspaceEnv>, find: (id: string) => Promise<Row | null>): Promise<Row | Response> {
  const id = c.req.param('id') ?? '';
  const row = viewIdSchema.safeParse(id).success ? await find(id) : null;
  if (row === null) return notFound('view_not_found', 'There is no such saved view.');
  return mayEdit(c.get('person'), row) ? row : forbiddenRole('editor');
}

/** The 409 of a save past one of VIEW_LIMITS, or null while there is room; saves take turns from here to their commit. */
async function viewCapReached(tx: Kysely<Database>, person: Person, view: NewView): Promise<Response | null> {
  await lockForCount(tx, 'saved_views');
  const counts = await viewCounts(tx, person.id);
  if (view.scope === 'mine' && counts.own >= VIEW_LIMITS.ownPerPerson)
    return limitReached(
      `You keep ${VIEW_LIMITS.ownPerPerson} saved views of your own, the most one person may: delete one to save another.`,
    );
  if (view.scope === 'team' && counts.team >= VIEW_LIMITS.team)
    return limitReached(`The team keeps ${VIEW_LIMITS.team} team views, the most a workspace may: delete one to save another.`);
  if (counts.all >= VIEW_LIMITS.all)
    return limitReached(
      `The workspace keeps ${VIEW_LIMITS.all.toLocaleString('en-US')} saved views, the most it may: delete some to save more.`,
    );
  return null;
}

function onlyTeamDefault(): Response {
  return invalidField('teamDefault', 'Only a team view can be the team default.');
}

/** From and to of each field that changed, for the audit trail. */
function changedFields(before: Row, after: Row): Record<string, { from: unknown; to: unknown }> {
  const columns = { name: 'name', link: 'link', teamDefault: 'is_team_default' } as const;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, column] of Object.entries(columns)) {
    if (before[column] !== after[column]) changes[field] = { from: before[column], to: after[column] };
  }
  return changes;
}
