import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Alerts and scheduled delivery (issue 33): rules with their state, where their messages go,
 * who subscribed, and the outbox of deliveries. Written once and never edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (column) => column.notNull().check(sql`char_length(name) between 1 and 120`))
    .addColumn('condition', 'jsonb', (column) => column.notNull())
    .addColumn('repeat_every_hours', 'integer', (column) => column.check(sql`repeat_every_hours between 1 and 720`))
    .addColumn('enabled', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    // Readable after the user is gone, as the audit trail's actor.
    .addColumn('created_by_label', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // The state the engine keeps. `holds` is the condition's last known truth; `status` what the page shows
    // (an evaluation error shows `error` and leaves `holds` as it was, so the next good check compares with it).
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('never_checked')
        .check(sql`status in ('never_checked', 'ok', 'firing', 'error', 'scheduled')`),
    )
    .addColumn('holds', 'boolean')
    .addColumn('since', 'timestamptz')
    .addColumn('last_checked_at', 'timestamptz')
    .addColumn('last_sent_at', 'timestamptz')
    .addColumn('last_notified_at', 'timestamptz')
    // When the engine next takes the rule: its next check (conditions) or next send (schedules).
    .addColumn('next_run_at', 'timestamptz')
    .addColumn('last_failure_at', 'timestamptz')
    .addColumn('last_failure', 'text')
    .addColumn('reading', 'text')
    // The last message the condition gave (firing or resolved wording): what "send a test now" sends.
    .addColumn('last_message', 'jsonb')
    // Bumped by every transition: a transition applies only over the version it was decided from.
    .addColumn('state_version', 'integer', (column) => column.notNull().defaultTo(0))
    // The lease of the instance checking the rule now; an expired lease is free to take.
    .addColumn('checking_until', 'timestamptz')
    .addColumn('checking_by', 'text')
    .execute();
  await db.schema.createIndex('alert_rules_due_idx').on('alert_rules').column('next_run_at').where(sql.ref('enabled'), '=', true).execute();

  await db.schema
    .createTable('alert_destinations')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('rule_id', 'uuid', (column) => column.notNull().references('alert_rules.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('email', 'slack', 'teams', 'webhook')`))
    // An e-mail address or a webhook URL (a credential: shown whole to editors only).
    .addColumn('target', 'text', (column) => column.notNull().check(sql`char_length(target) <= 2048`))
    // The generic webhook's HMAC key, made by the server.
    .addColumn('signing_secret', 'text')
    .addCheckConstraint('alert_destinations_secret_for_webhooks', sql`(kind = 'webhook') = (signing_secret is not null)`)
    .execute();
  await db.schema.createIndex('alert_destinations_rule_idx').on('alert_destinations').column('rule_id').execute();

  await db.schema
    .createTable('alert_subscriptions')
    .addColumn('rule_id', 'uuid', (column) => column.notNull().references('alert_rules.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('alert_subscriptions_pkey', ['rule_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('rule_id', 'uuid', (column) => column.references('alert_rules.id').onDelete('set null'))
    .addColumn('rule_name', 'text', (column) => column.notNull())
    .addColumn('event', 'text', (column) => column.notNull().check(sql`event in ('fired', 'repeated', 'resolved', 'scheduled', 'test')`))
    .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('email', 'slack', 'teams', 'webhook')`))
    // What the history shows: an e-mail address, or a webhook's host only.
    .addColumn('recipient', 'text', (column) => column.notNull())
    // Where it goes is looked up at send time, so a webhook URL and its secret live in one table only,
    // and a destination removed (or a user gone) stops what was still pending for it.
    .addColumn('destination_id', 'uuid', (column) => column.references('alert_destinations.id').onDelete('set null'))
    .addColumn('user_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    // The OutgoingMessage without its id and the dashboard's URL: event, ruleName, occurredAt, message, attachments (base64).
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('claimed_by', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    // One transition (rule, state version, event) and one recipient: two instances deciding it insert it once.
    .addColumn('occurrence_key', 'text', (column) => column.notNull())
    .addColumn('recipient_key', 'text', (column) => column.notNull())
    .addUniqueConstraint('alert_deliveries_occurrence_key', ['occurrence_key', 'recipient_key'])
    .execute();
  await db.schema
    .createIndex('alert_deliveries_due_idx')
    .on('alert_deliveries')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('alert_deliveries_history_idx').on('alert_deliveries').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('alert_deliveries_rule_idx').on('alert_deliveries').columns(['rule_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['alert_deliveries', 'alert_subscriptions', 'alert_destinations', 'alert_rules'])
    await db.schema.dropTable(table).execute();
}
