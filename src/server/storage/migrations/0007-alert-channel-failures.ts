import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * What the Alerts page says of failures (issue 44): a rule's last failed send per channel, kept
 * until that channel sends for the rule again, beside the rule's last failed check. Written once
 * and never edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_channel_failures')
    .addColumn('rule_id', 'uuid', (column) => column.notNull().references('alert_rules.id').onDelete('cascade'))
    .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('email', 'slack', 'teams', 'webhook')`))
    .addColumn('failed_at', 'timestamptz', (column) => column.notNull())
    // Its words as the page shows them: who it went to, whether it is tried again, what the receiver said.
    .addColumn('message', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('alert_channel_failures_pkey', ['rule_id', 'channel'])
    .execute();
  // Until now a failed send was written as the rule's last failure ("Sending to <recipient> failed …"): it moves to its channel.
  await sql`
    insert into alert_channel_failures (rule_id, channel, failed_at, message)
    select distinct on (r.id) r.id, d.channel, r.last_failure_at, r.last_failure
    from alert_rules r join alert_deliveries d on d.rule_id = r.id
    where r.last_failure_at is not null and starts_with(r.last_failure, 'Sending to ' || d.recipient || ' failed')
    order by r.id, d.created_at desc`.execute(db);
  await sql`update alert_rules set last_failure = null, last_failure_at = null where starts_with(last_failure, 'Sending to ')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_channel_failures').execute();
}
