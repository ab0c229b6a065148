import type { Kysely } from 'kysely';
import type { AlertMessage } from '../../core/alerts/alert-message.ts';
import type { DeliveryEvent } from '../../core/alerts/contract.ts';
import type { Attachment } from '../delivery/delivery-port.ts';
import type { Database, StoredPayload } from '../storage/schema.ts';
import { shownRecipient } from './rule-store.ts';

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
    db
      .selectFrom('alert_subscriptions')
      .innerJoin('users', 'users.id', 'alert_subscriptions.user_id')
      .select(['users.id', 'users.email'])
      .where('alert_subscriptions.rule_id', '=', occurrence.rule.id)
      .where('users.email', 'is not', null)
      .orderBy('users.email')
      .execute(),
    db.selectFrom('alert_destinations').select(['id', 'kind', 'target']).where('rule_id', '=', occurrence.rule.id).orderBy('position').execute(),
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
  const rows = [
    ...subscribers.map((user) => ({ ...common, channel: 'email' as const, recipient: user.email ?? '', user_id: user.id, recipient_key: `user:${user.id}` })),
    ...destinations.map((destination) => ({ ...common, channel: destination.kind, recipient: shownRecipient(destination), destination_id: destination.id, recipient_key: `destination:${destination.id}` })),
  ];
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('alert_deliveries')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['occurrence_key', 'recipient_key']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

function storedPayload(occurrence: Occurrence): StoredPayload {
  return {
    event: occurrence.event,
    ruleName: occurrence.rule.name,
    occurredAt: occurrence.occurredAt.toISOString(),
    message: occurrence.message,
    attachments: occurrence.attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.content).toString('base64') })),
  };
}

export function attachmentsOf(payload: StoredPayload): Attachment[] {
  return payload.attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: new Uint8Array(Buffer.from(attachment.content, 'base64')) }));
}
