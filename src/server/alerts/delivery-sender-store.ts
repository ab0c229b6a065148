import type { Kysely, Selectable } from 'kysely';
import { failureText, leaseOn } from '../jobs/lease-store.ts';
import type { Lease } from '../jobs/lease-store.ts';
import type { AlertDeliveriesTable, Database } from '../storage/schema.ts';
import type { DestinationRow } from './rule-store.ts';

export type DeliveryRow = Selectable<AlertDeliveriesTable>;

/** A delivery's send, held by one instance at a time. */
export type DeliverySends = Lease<Database, 'alert_deliveries'>;

export function deliverySends(leaseMs: number): DeliverySends {
  return leaseOn<Database, 'alert_deliveries'>(
    { table: 'alert_deliveries', key: 'id', until: 'claimed_until', by: 'claimed_by', dueAt: 'next_attempt_at', failure: 'last_error' },
    { leaseMs },
  );
}

/** The most overdue pending delivery nobody holds, now held by this instance. */
export function claimDueDelivery(db: Kysely<Database>, sends: DeliverySends, now: Date): Promise<DeliveryRow | undefined> {
  return sends.claim(db, now, (eb) => eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]));
}

/** The destination as it is now (undefined once removed). */
export function destinationOf(db: Kysely<Database>, id: string): Promise<DestinationRow | undefined> {
  return db.selectFrom('alert_destinations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The subscriber's e-mail as it is now (null without one, undefined once removed). */
export async function emailOf(db: Kysely<Database>, userId: string): Promise<string | null | undefined> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return user?.email;
}

/**
 * Sent: the delivery done at `sentAt`; its channel's failure for the rule, if older, is over. A
 * test is not the rule's last send: "Last sent" says when the rule last told anyone something.
 */
export async function markSent(db: Kysely<Database>, sends: DeliverySends, delivery: DeliveryRow, sentAt: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const sent = { status: 'sent' as const, sent_at: sentAt, attempts: delivery.attempts + 1 };
    await sends.release(tx, delivery.id, { set: sent, dueAt: null, failure: null });
    if (delivery.rule_id === null) return;
    await tx
      .deleteFrom('alert_channel_failures')
      .where('rule_id', '=', delivery.rule_id)
      .where('channel', '=', delivery.channel)
      .where('failed_at', '<=', sentAt)
      .execute();
    if (delivery.event === 'test') return;
    await tx.updateTable('alert_rules').set({ last_sent_at: sentAt }).where('id', '=', delivery.rule_id).execute();
  });
}

export type FailedAttempt = {
  attempts: number;
  /** When to try again; null when given up. */
  retryAt: Date | null;
  error: string;
  /** What the rule shows of it, as its channel's last failure. */
  ruleFailure: { at: Date; text: string };
};

/** A failed attempt: tried again at `retryAt`, or given up; the rule shows it as its channel's last failure (a later one stays). */
export async function markFailedAttempt(
  db: Kysely<Database>,
  sends: DeliverySends,
  delivery: DeliveryRow,
  attempt: FailedAttempt,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const status = attempt.retryAt === null ? 'failed' : 'pending';
    await sends.release(tx, delivery.id, { set: { status, attempts: attempt.attempts }, dueAt: attempt.retryAt, failure: attempt.error });
    if (delivery.rule_id === null) return;
    const failure = { failed_at: attempt.ruleFailure.at, message: failureText(attempt.ruleFailure.text) };
    await tx
      .insertInto('alert_channel_failures')
      .values({ rule_id: delivery.rule_id, channel: delivery.channel, ...failure })
      .onConflict((conflict) =>
        conflict
          .columns(['rule_id', 'channel'])
          .doUpdateSet(failure)
          .where('alert_channel_failures.failed_at', '<=', attempt.ruleFailure.at),
      )
      .execute();
  });
}

/** Sent and given-up deliveries created before `before` are forgotten; what is pending stays until it leaves. */
export async function forgetDeliveriesBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('alert_deliveries').where('status', '<>', 'pending').where('created_at', '<', before).execute();
}
