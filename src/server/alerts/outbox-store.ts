import type { Insertable, Kysely } from 'kysely';
import type { AlertDeliveriesTable, Database } from '../storage/schema.ts';

/** Queues the deliveries; one whose occurrence was already queued for its recipient is left out. Returns how many were queued. */
export async function insertDeliveries(db: Kysely<Database>, rows: Insertable<AlertDeliveriesTable>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('alert_deliveries')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['occurrence_key', 'recipient_key']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Fails what is still waiting to leave for the rule, saying why. */
export async function failPendingDeliveries(db: Kysely<Database>, ruleId: string, reason: string): Promise<void> {
  await db
    .updateTable('alert_deliveries')
    .set({ status: 'failed', last_error: reason, claimed_until: null })
    .where('rule_id', '=', ruleId)
    .where('status', '=', 'pending')
    .execute();
}
