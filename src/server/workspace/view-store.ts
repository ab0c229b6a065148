import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { NewView, SavedView, ViewChange, ViewPage, ViewScope } from '../../core/workspace/contract.ts';
import { roleAtLeast, VIEW_PAGES } from '../../core/workspace/contract.ts';
import type { Person } from '../identity/person.ts';
import type { Database, SavedViewsTable } from '../storage/schema.ts';

type ViewRow = Selectable<SavedViewsTable> & { owner_name: string; updated_by_name: string };

/** The views rows with their owner's and last editor's names, as the contract shows them. */
function viewsWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('saved_views')
    .innerJoin('users as owner', 'owner.id', 'saved_views.owner_user_id')
    .innerJoin('users as editor', 'editor.id', 'saved_views.updated_by')
    .selectAll('saved_views')
    .select(['owner.display_name as owner_name', 'editor.display_name as updated_by_name']);
}

/** Own views whoever you are; team views for editors. */
export function mayEdit(person: Person, view: { scope: ViewScope; owner_user_id: string }): boolean {
  return view.scope === 'team' ? roleAtLeast(person.role, 'editor') : view.owner_user_id === person.id;
}

export function toSavedView(row: ViewRow, person: Person): SavedView {
  return {
    id: row.id,
    page: row.page as SavedView['page'],
    name: row.name,
    link: row.link,
    scope: row.scope,
    teamDefault: row.is_team_default,
    owner: { id: row.owner_user_id, name: row.owner_name },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by_name,
    canEdit: mayEdit(person, row),
  };
}

/** Mine and the team's, by page (in the menu's order) then name. */
export async function listVisibleViews(db: Kysely<Database>, person: Person): Promise<SavedView[]> {
  const rows = await viewsWithNames(db)
    .where((where) => where.or([where('saved_views.scope', '=', 'team'), where('saved_views.owner_user_id', '=', person.id)]))
    .orderBy('saved_views.name')
    .orderBy('saved_views.id')
    .execute();
  const pageOrder = (page: string) => VIEW_PAGES.indexOf(page as SavedView['page']);
  return rows.sort((a, b) => pageOrder(a.page) - pageOrder(b.page)).map((row) => toSavedView(row, person));
}

/**
 * A view the person may see, locked for the rest of the transaction; null for one they may not
 * (another user's own view), exactly as for one that does not exist.
 */
export async function visibleViewForUpdate(tx: Kysely<Database>, person: Person, id: string): Promise<ViewRow | null> {
  const row = await viewsWithNames(tx).where('saved_views.id', '=', id).forUpdate('saved_views').executeTakeFirst();
  if (row === undefined) return null;
  return row.scope === 'team' || row.owner_user_id === person.id ? row : null;
}

/**
 * The page's default gives way before a new one takes its place (one per page: a partial unique
 * index). Editors setting a page's default at once take turns on a lock held to the end of their
 * transaction, so each clears the default the one before committed instead of colliding with it.
 */
async function clearTeamDefault(tx: Kysely<Database>, page: string): Promise<string | null> {
  await sql`select pg_advisory_xact_lock(hashtext(${`saved_views.team_default:${page}`}))`.execute(tx);
  const cleared = await tx
    .updateTable('saved_views')
    .set({ is_team_default: false })
    .where('page', '=', page)
    .where('is_team_default', '=', true)
    .returning('name')
    .executeTakeFirst();
  return cleared?.name ?? null;
}

export async function insertView(
  tx: Kysely<Database>,
  person: Person,
  view: NewView,
): Promise<{ row: ViewRow; replacedDefault: string | null }> {
  const teamDefault = view.teamDefault ?? false;
  const replacedDefault = teamDefault ? await clearTeamDefault(tx, view.page) : null;
  const { id } = await tx
    .insertInto('saved_views')
    .values({
      owner_user_id: person.id,
      scope: view.scope,
      page: view.page,
      name: view.name,
      link: view.link,
      is_team_default: teamDefault,
      created_by: person.id,
      updated_by: person.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await viewsWithNames(tx).where('saved_views.id', '=', id).executeTakeFirstOrThrow();
  return { row, replacedDefault };
}

export async function updateView(
  tx: Kysely<Database>,
  person: Person,
  before: ViewRow,
  change: ViewChange,
): Promise<{ row: ViewRow; replacedDefault: string | null }> {
  const becomesDefault = change.teamDefault === true && !before.is_team_default;
  const replacedDefault = becomesDefault ? await clearTeamDefault(tx, before.page) : null;
  await tx
    .updateTable('saved_views')
    .set({
      ...(change.name !== undefined && { name: change.name }),
      ...(change.link !== undefined && { link: change.link }),
      ...(change.teamDefault !== undefined && { is_team_default: change.teamDefault }),
      updated_by: person.id,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', before.id)
    .execute();
  const row = await viewsWithNames(tx).where('saved_views.id', '=', before.id).executeTakeFirstOrThrow();
  return { row, replacedDefault };
}

/** How many views `ownerId` keeps as their own, how many team views there are, and how many in all. */
export async function viewCounts(db: Kysely<Database>, ownerId: string): Promise<{ own: number; team: number; all: number }> {
  const row = await db
    .selectFrom('saved_views')
    .select((eb) => [
      eb.fn
        .countAll<string>()
        .filterWhere((w) => w.and([w('scope', '=', 'mine'), w('owner_user_id', '=', ownerId)]))
        .as('own'),
      eb.fn.countAll<string>().filterWhere('scope', '=', 'team').as('team'),
      eb.fn.countAll<string>().as('all'),
    ])
    .executeTakeFirstOrThrow();
  return { own: Number(row.own), team: Number(row.team), all: Number(row.all) };
}

export async function deleteView(tx: Kysely<Database>, id: string): Promise<void> {
  await tx.deleteFrom('saved_views').where('id', '=', id).execute();
}

/** Every team default link the database holds, by page (pages the app no longer has among them). */
export function teamDefaultLinks(db: Kysely<Database>): Promise<{ page: string; link: string }[]> {
  return db.selectFrom('saved_views').select(['page', 'link']).where('is_team_default', '=', true).where('scope', '=', 'team').execute();
}

/** The team default link of one page; undefined when the page has none. */
export async function teamDefaultLink(db: Kysely<Database>, page: ViewPage): Promise<string | undefined> {
  const view = await db
    .selectFrom('saved_views')
    .select('link')
    .where('page', '=', page)
    .where('is_team_default', '=', true)
    .where('scope', '=', 'team')
    .executeTakeFirst();
  return view?.link;
}
