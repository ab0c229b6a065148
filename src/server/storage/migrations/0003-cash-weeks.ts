import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The 13-week view's memory (issue 34): forecast versions, the weekly schedule that takes them,
 * and the team's notes. Written once and never edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('forecast_versions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('taken_at', 'timestamptz', (column) => column.notNull())
    // Readable after the user is gone; the schedule's versions are taken by no one.
    .addColumn('taken_by', 'text', (column) => column.notNull())
    .addColumn('taken_by_user_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('scheduled', 'saved', 'reconstructed')`))
    .addColumn('first_week', 'date', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    // Money as the API writes it ("-1234.50"): never a float.
    .addColumn('opening', 'text', (column) => column.notNull())
    .addColumn('cells', 'jsonb', (column) => column.notNull())
    .addColumn('items', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('forecast_versions_taken_at_idx').on('forecast_versions').column('taken_at').execute();
  // One scheduled (and one reconstructed) version per week, whichever instance builds it: the second insert is a no-op.
  await db.schema
    .createIndex('forecast_versions_one_per_week')
    .unique()
    .on('forecast_versions')
    .columns(['kind', 'first_week'])
    .where(sql.ref('kind'), 'in', sql`('scheduled', 'reconstructed')`)
    .execute();

  // One row (id 1): the team's weekday and hour, when it next falls due, and the lease of the instance building it.
  await db.schema
    .createTable('version_schedule')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('weekday', 'integer', (column) => column.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('hour', 'integer', (column) => column.notNull().check(sql`hour between 0 and 23`))
    .addColumn('next_run_at', 'timestamptz', (column) => column.notNull())
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('claimed_by', 'text')
    // The demo's past versions are rebuilt once; this says they were (or are being) by whom.
    .addColumn('reconstructed_at', 'timestamptz')
    .addColumn('last_failure', 'text')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('notes')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('target_kind', 'text', (column) => column.notNull().check(sql`target_kind in ('week', 'month', 'category', 'forecast')`))
    // The target as the contract writes it; the dates below let a window query use an index.
    .addColumn('target', 'jsonb', (column) => column.notNull())
    .addColumn('starts_on', 'date')
    .addColumn('ends_on', 'date')
    .addColumn('text', 'text', (column) => column.notNull().check(sql`char_length(text) between 1 and 2000`))
    .addColumn('author', 'text', (column) => column.notNull())
    .addColumn('author_user_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('notes_window_idx').on('notes').columns(['starts_on', 'ends_on']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notes', 'version_schedule', 'forecast_versions']) await db.schema.dropTable(table).execute();
}
