import type { Kysely } from 'kysely';
import type { AlertMessage } from '../../core/alerts/alert-message.ts';
import type { DeliveryEvent } from '../../core/alerts/contract.ts';
import type { Attachment } from '../delivery/delivery-port.ts';
import type { Database, StoredPayload } from '../storage/schema.ts';
import { insertDeliveries } from './outbox-store.ts';
import { destinationsOf, shownRecipient } from './rule-store.ts';
import { subscribersWithEmail } from './subscription-store.ts';

export type Occurrence = {
  rule: { id: string; name: string };
  event: DeliveryEvent;
  /** The same for every instance deciding the same transition: its rows are inserted once. */
  key: string;
  occurredAt: Date;
  message: AlertMessage;
  attachments: Attachment[];
};

/**
 * One pending delivery per subscriber with an e-mail and per destination of the rule, in the
 * caller's transaction (the transition that causes them commits with them, or neither does).
 * Returns how many were queued; a repeat of an occurrence already queued adds none.
 */
export async function queueDeliveries(db: Kysely<Database>, occurrence: Occurrence): Promise<number> {
  const [subscribers, destinations] = await Promise.all([
    subscribersWithEmail(db, occurrence.rule.id),
    destinationsOf(db, occurrence.rule.id),
  ]);
  const payload = JSON.stringify(storedPayload(occurrence));
  const common = {
    rule_id: occurrence.rule.id,
    rule_name: occurrence.rule.name,
    event: occurrence.event,
    payload,
    next_attempt_at: occurrence.occurredAt,
    created_at: occurrence.occurredAt,
    occurrence_key: occurrence.key,
  };
  return insertDeliveries(db, [
    ...subscribers.map((user) => ({
      ...common,
      channel: 'email' as const,
      recipient: user.email ?? '',
      user_id: user.id,
      recipient_key: `user:${user.id}`,
    })),
    ...destinations.map((destination) => ({
      ...common,
      channel: destination.kind,
      recipient: shownRecipient(destination),
      destination_id: destination.id,
      recipient_key: `destination:${destination.id}`,
    })),
  ]);
}

function storedPayload(occurrence: Occurrence): StoredPayload {
  return {
    event: occurrence.event,
    ruleName: occurrence.rule.name,
    occurredAt: occurrence.occurredAt.toISOString(),
    message: occurrence.message,
    attachments: occurrence.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content).toString('base64'),
    })),
  };
}

export function attachmentsOf(payload: StoredPayload): Attachment[] {
  return payload.attachments.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: new Uint8Array(Buffer.from(attachment.content, 'base64')),
  }));
}
