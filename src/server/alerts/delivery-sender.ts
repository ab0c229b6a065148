import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Channel, OutgoingMessage, SendOutcome, Sender } from '../delivery/delivery-port.ts';
import type { Database } from '../storage/schema.ts';
import { claimDueDelivery, destinationOf, emailOf, markFailedAttempt, markSent } from './delivery-sender-store.ts';
import type { DeliveryRow, DeliverySends, FailedAttempt } from './delivery-sender-store.ts';
import { attachmentsOf } from './outbox.ts';
import { webhookHost } from './webhook-address.ts';
import { createUnsubscribeTokens, UNSUBSCRIBE_PATH } from './unsubscribe-tokens.ts';

export type SenderSettings = {
  send: Sender;
  /** PUBLIC_URL, or the listening address once known: each message's link is resolved against it. */
  dashboardUrl: () => string;
  /** This instance's hold on the deliveries it sends. */
  sends: DeliverySends;
  maxSendsPerTick: number;
  sendTimeoutMs: number;
};

/** After the 1st, 2nd … 5th failed attempt; the 6th failure is final. */
export const RETRY_AFTER_MINUTES = [1, 5, 15, 60, 60] as const;
export const MAX_ATTEMPTS = RETRY_AFTER_MINUTES.length + 1;

/**
 * Sends the deliveries that are due at `timeOf()`, one claim at a time (a lease, jobs/lease-store.ts), so
 * each leaves from one instance. A crash between a send and its mark sends it again after the
 * lease: at least once, never silently lost; the delivery's id lets a receiver drop the repeat.
 */
export async function sendDueDeliveries(
  db: Kysely<Database>,
  settings: SenderSettings,
  timeOf: () => Date,
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  for (let count = 0; count < settings.maxSendsPerTick; count++) {
    const delivery = await claimDueDelivery(db, settings.sends, timeOf());
    if (delivery === undefined) break;
    const outcome = await attempt(db, settings, delivery);
    // Stamped as the receiver answered: when it was sent, and what a retry waits from.
    const answeredAt = timeOf();
    if (outcome.ok) {
      await markSent(db, settings.sends, delivery, answeredAt);
      counts.sent++;
    } else {
      await markFailedAttempt(db, settings.sends, delivery, failedAttempt(delivery, answeredAt, outcome));
      counts.failed++;
    }
  }
  return counts;
}

async function attempt(db: Kysely<Database>, settings: SenderSettings, delivery: DeliveryRow): Promise<SendOutcome> {
  const channel = await channelOf(db, delivery);
  if (channel === null)
    return {
      ok: false,
      retryable: false,
      error:
        delivery.user_id === null && delivery.destination_id === null
          ? 'The recipient was removed before this could be sent.'
          : 'The recipient has no e-mail address any more.',
    };
  const message: OutgoingMessage = {
    deliveryId: delivery.id,
    event: delivery.event,
    ruleName: delivery.rule_name,
    occurredAt: new Date(delivery.payload.occurredAt),
    message: delivery.payload.message,
    dashboardUrl: settings.dashboardUrl(),
    attachments: attachmentsOf(delivery.payload),
    ...(channel.kind === 'email' && (await unsubscribeUrlOf(db, delivery, settings.dashboardUrl()))),
  };
  const outcome = await withinTime(settings.send(channel, message), settings.sendTimeoutMs);
  return outcome.ok ? outcome : { ...outcome, error: withoutCredentials(outcome.error, channel) };
}

const unsubscribeTokens = createUnsubscribeTokens();

/** The e-mail's one-click unsubscribe for its recipient, a subscriber or a listed address, from its rule. */
async function unsubscribeUrlOf(db: Kysely<Database>, delivery: DeliveryRow, dashboardUrl: string): Promise<{ unsubscribeUrl?: string }> {
  const recipient =
    delivery.user_id !== null
      ? { kind: 'user' as const, id: delivery.user_id }
      : delivery.destination_id !== null
        ? { kind: 'destination' as const, id: delivery.destination_id }
        : null;
  if (delivery.rule_id === null || recipient === null) return {};
  const url = new URL(UNSUBSCRIBE_PATH, dashboardUrl);
  url.searchParams.set('token', await unsubscribeTokens.mint(db, { ruleId: delivery.rule_id, recipient }));
  return { unsubscribeUrl: url.href };
}

/** Where it goes, looked up now: the destination as it is (a removed one gets nothing), the subscriber's current e-mail. */
async function channelOf(db: Kysely<Database>, delivery: DeliveryRow): Promise<Channel | null> {
  if (delivery.destination_id !== null) {
    const row = await destinationOf(db, delivery.destination_id);
    if (row === undefined) return null;
    if (row.kind === 'email') return { kind: 'email', address: row.target };
    if (row.kind === 'webhook') return { kind: 'webhook', url: row.target, signingSecret: row.signing_secret ?? '' };
    return { kind: row.kind, url: row.target };
  }
  if (delivery.user_id === null) return null;
  const email = await emailOf(db, delivery.user_id);
  return email ? { kind: 'email', address: email } : null;
}

async function withinTime(sending: Promise<SendOutcome>, timeoutMs: number): Promise<SendOutcome> {
  const controller = new AbortController();
  const timeout = sleep(timeoutMs, { ok: false, retryable: true, error: `No answer within ${timeoutMs / 1000} s.` } as const, {
    signal: controller.signal,
  }).catch(() => null);
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
  return 'url' in channel ? error.replaceAll(channel.url, webhookHost(channel.url)) : error;
}

/**
 * Another try after 1, 5, 15, 60, 60 minutes; given up after the sixth, or at once when a retry cannot mend it. The
 * rule shows the failure.
 */
function failedAttempt(delivery: DeliveryRow, now: Date, outcome: { retryable: boolean; error: string }): FailedAttempt {
  const attempts = delivery.attempts + 1;
  const final = !outcome.retryable || attempts >= MAX_ATTEMPTS;
  const waitMinutes = RETRY_AFTER_MINUTES[attempts - 1] ?? 0;
  const what = final ? 'given up' : `tried again in ${waitMinutes} min`;
  return {
    attempts,
    retryAt: final ? null : new Date(now.getTime() + waitMinutes * 60_000),
    error: outcome.error,
    ruleFailure: { at: now, text: `Sending to ${delivery.recipient} failed (${what}): ${outcome.error}` },
  };
}
