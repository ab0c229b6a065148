import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Alerts that always close (issue 44): a rule whose condition changes while it fires keeps its
 * episode open until the next check closes it ("resolved") or says the new level ("changed").
 * Written once and never edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Set when an editor changes the condition of a firing rule; the next check announces the change and clears it.
  await db.schema
    .alterTable('alert_rules')
    .addColumn('condition_changed', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await sql`alter table alert_deliveries drop constraint alert_deliveries_event_check`.execute(db);
  await sql`alter table alert_deliveries add constraint alert_deliveries_event_check
    check (event in ('fired', 'repeated', 'changed', 'resolved', 'scheduled', 'test'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from alert_deliveries where event = 'changed'`.execute(db);
  await sql`alter table alert_deliveries drop constraint alert_deliveries_event_check`.execute(db);
  await sql`alter table alert_deliveries add constraint alert_deliveries_event_check
    check (event in ('fired', 'repeated', 'resolved', 'scheduled', 'test'))`.execute(db);
  await db.schema.alterTable('alert_rules').dropColumn('condition_changed').execute();
}
