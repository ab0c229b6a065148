import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Selectable } from 'kysely';
import type { Channel, OutgoingMessage, SendOutcome, Sender } from '../delivery/delivery-port.ts';
import type { AlertDeliveriesTable, Database } from '../storage/schema.ts';
import { attachmentsOf } from './outbox.ts';
import { webhookHost } from './webhook-address.ts';

type DeliveryRow = Selectable<AlertDeliveriesTable>;

export type SenderSettings = {
  send: Sender;
  /** PUBLIC_URL, or the listening address once known: each message's link is resolved against it. */
  dashboardUrl: () => string;
  owner: string;
  leaseMs: number;
  maxSendsPerTick: number;
  sendTimeoutMs: number;
};

/** After the 1st, 2nd … 5th failed attempt; the 6th failure is final. */
export const RETRY_AFTER_MINUTES = [1, 5, 15, 60, 60] as const;
export const MAX_ATTEMPTS = RETRY_AFTER_MINUTES.length + 1;
const ERROR_MAX = 500;

/**
 * Sends the deliveries that are due, one claim at a time (a lease, `FOR UPDATE SKIP LOCKED`), so
 * each leaves from one instance. A crash between a send and its mark sends it again after the
 * lease: at least once, never silently lost; the delivery's id lets a receiver drop the repeat.
 */
export async function sendDueDeliveries(db: Kysely<Database>, settings: SenderSettings, now: Date): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  for (let count = 0; count < settings.maxSendsPerTick; count++) {
    const delivery = await claimDueDelivery(db, settings, now);
    if (delivery === undefined) break;
    const outcome = await attempt(db, settings, delivery);
    if (outcome.ok) {
      await markSent(db, settings, delivery, now);
      counts.sent++;
    } else {
      await markFailedAttempt(db, settings, delivery, now, outcome);
      counts.failed++;
    }
  }
  return counts;
}

function claimDueDelivery(db: Kysely<Database>, settings: SenderSettings, now: Date): Promise<DeliveryRow | undefined> {
  return db
    .updateTable('alert_deliveries')
    .set({ claimed_until: new Date(now.getTime() + settings.leaseMs), claimed_by: settings.owner })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('alert_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

async function attempt(db: Kysely<Database>, settings: SenderSettings, delivery: DeliveryRow): Promise<SendOutcome> {
  const channel = await channelOf(db, delivery);
  if (channel === null) return { ok: false, retryable: false, error: delivery.user_id === null && delivery.destination_id === null ? 'The recipient was removed before this could be sent.' : 'The recipient has no e-mail address any more.' };
  const message: OutgoingMessage = {
    deliveryId: delivery.id,
    event: delivery.event,
    ruleName: delivery.rule_name,
    occurredAt: new Date(delivery.payload.occurredAt),
    message: delivery.payload.message,
    dashboardUrl: settings.dashboardUrl(),
    attachments: attachmentsOf(delivery.payload),
  };
  const outcome = await withinTime(settings.send(channel, message), settings.sendTimeoutMs);
  return outcome.ok ? outcome : { ...outcome, error: withoutCredentials(outcome.error, channel) };
}

/** Where it goes, looked up now: the destination as it is (a removed one gets nothing), the subscriber's current e-mail. */
async function channelOf(db: Kysely<Database>, delivery: DeliveryRow): Promise<Channel | null> {
  if (delivery.destination_id !== null) {
    const row = await db.selectFrom('alert_destinations').selectAll().where('id', '=', delivery.destination_id).executeTakeFirst();
    if (row === undefined) return null;
    if (row.kind === 'email') return { kind: 'email', address: row.target };
    if (row.kind === 'webhook') return { kind: 'webhook', url: row.target, signingSecret: row.signing_secret ?? '' };
    return { kind: row.kind, url: row.target };
  }
  if (delivery.user_id === null) return null;
  const user = await db.selectFrom('users').select('email').where('id', '=', delivery.user_id).executeTakeFirst();
  return user?.email ? { kind: 'email', address: user.email } : null;
}

async function withinTime(sending: Promise<SendOutcome>, timeoutMs: number): Promise<SendOutcome> {
  const controller = new AbortController();
  const timeout = sleep(timeoutMs, { ok: false, retryable: true, error: `No answer within ${timeoutMs / 1000} s.` } as const, { signal: controller.signal }).catch(() => null);
  try {
    const outcome = await Promise.race([sending, timeout]);
    return outcome ?? { ok: false, retryable: true, error: 'The send was abandoned.' };
  } catch (error) {
    return { ok: false, retryable: true, error: error instanceof Error ? error.message : String(error) };
  } finally {
    controller.abort();
  }
}

/** A transport's error may quote the URL it posted to: the history shows everyone its host only. */
function withoutCredentials(error: string, channel: Channel): string {
  const cleaned = 'url' in channel ? error.replaceAll(channel.url, webhookHost(channel.url)) : error;
  return cleaned.slice(0, ERROR_MAX);
}

async function markSent(db: Kysely<Database>, settings: SenderSettings, delivery: DeliveryRow, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('alert_deliveries')
      .set({ status: 'sent', sent_at: now, attempts: delivery.attempts + 1, next_attempt_at: null, claimed_until: null, claimed_by: null, last_error: null })
      .where('id', '=', delivery.id)
      .where('claimed_by', '=', settings.owner)
      .execute();
    if (delivery.rule_id !== null) await tx.updateTable('alert_rules').set({ last_sent_at: now }).where('id', '=', delivery.rule_id).execute();
  });
}

/** Another try after 1, 5, 15, 60, 60 minutes; given up after the sixth, or at once when a retry cannot mend it. The rule shows the failure. */
async function markFailedAttempt(db: Kysely<Database>, settings: SenderSettings, delivery: DeliveryRow, now: Date, outcome: { retryable: boolean; error: string }): Promise<void> {
  const attempts = delivery.attempts + 1;
  const final = !outcome.retryable || attempts >= MAX_ATTEMPTS;
  const waitMinutes = RETRY_AFTER_MINUTES[attempts - 1] ?? 0;
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('alert_deliveries')
      .set({
        status: final ? 'failed' : 'pending',
        attempts,
        next_attempt_at: final ? null : new Date(now.getTime() + waitMinutes * 60_000),
        claimed_until: null,
        claimed_by: null,
        last_error: outcome.error,
      })
      .where('id', '=', delivery.id)
      .where('claimed_by', '=', settings.owner)
      .execute();
    if (delivery.rule_id === null) return;
    const what = final ? 'given up' : `tried again in ${waitMinutes} min`;
    await tx.updateTable('alert_rules').set({ last_failure_at: now, last_failure: `Sending to ${delivery.recipient} failed (${what}): ${outcome.error}`.slice(0, ERROR_MAX) }).where('id', '=', delivery.rule_id).execute();
  });
}
