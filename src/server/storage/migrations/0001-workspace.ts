import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The workspace's first tables (issue 32): users, their sessions, the audit trail, saved views.
 * Written once and never edited: a later change is a new migration beside this one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('issuer', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('display_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('role', 'text', (column) =>
      column
        .notNull()
        .defaultTo('viewer')
        .check(sql`role in ('viewer', 'editor', 'admin')`),
    )
    // Set by an admin: sign-ins keep it instead of mapping the provider's groups again.
    .addColumn('role_set_by_admin', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz')
    .addUniqueConstraint('users_issuer_subject_key', ['issuer', 'subject'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('actor_user_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('actor_label', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target', 'text')
    .addColumn('details', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('client_address', 'text')
    .execute();
  // The trail is read newest first and pruned by age.
  await db.schema.createIndex('audit_events_at_idx').on('audit_events').column('at').execute();

  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_user_id', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('scope', 'text', (column) => column.notNull().check(sql`scope in ('mine', 'team')`))
    .addColumn('page', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull().check(sql`char_length(name) between 1 and 200`))
    .addColumn('link', 'text', (column) => column.notNull().check(sql`char_length(link) <= 8192`))
    .addColumn('is_team_default', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('saved_views_default_is_team', sql`not is_team_default or scope = 'team'`)
    .execute();
  await db.schema.createIndex('saved_views_owner_idx').on('saved_views').column('owner_user_id').execute();
  // One team default per page, enforced by the database even when two editors race.
  await db.schema
    .createIndex('saved_views_one_default_per_page')
    .on('saved_views')
    .column('page')
    .unique()
    .where(sql.ref('is_team_default'), '=', true)
    .execute();

  // Keys every instance must share (the CSRF tokens' HMAC key), made once by whichever instance gets there first.
  await db.schema
    .createTable('workspace_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['workspace_secrets', 'saved_views', 'audit_events', 'sessions', 'users']) await db.schema.dropTable(table).execute();
}
