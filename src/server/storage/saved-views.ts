import type { Kysely, Selectable } from 'kysely';
import type { Database, SavedViewsTable, ViewScope } from './schema.ts';

export type SavedView = Selectable<SavedViewsTable>;

export type NewView = { ownerId: string; scope: ViewScope; page: string; name: string; link: string; teamDefault?: boolean };

/**
 * Saves a view as its owner's. A new team default takes the page's place from the old one in the
 * same transaction: a failed save leaves the old default, never a page with none or two.
 */
export async function saveView(db: Kysely<Database>, view: NewView): Promise<SavedView> {
  const teamDefault = view.teamDefault ?? false;
  return db.transaction().execute(async (tx) => {
    if (teamDefault) await tx.updateTable('saved_views').set({ is_team_default: false }).where('page', '=', view.page).where('is_team_default', '=', true).execute();
    return tx
      .insertInto('saved_views')
      .values({
        owner_user_id: view.ownerId,
        scope: view.scope,
        page: view.page,
        name: view.name,
        link: view.link,
        is_team_default: teamDefault,
        created_by: view.ownerId,
        updated_by: view.ownerId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** What a user may open: their own views and the team's, by page then name. */
export async function listViews(db: Kysely<Database>, userId: string): Promise<SavedView[]> {
  return db
    .selectFrom('saved_views')
    .selectAll()
    .where((where) => where.or([where('scope', '=', 'team'), where('owner_user_id', '=', userId)]))
    .orderBy('page')
    .orderBy('name')
    .orderBy('id')
    .execute();
}
