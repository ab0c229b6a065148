import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { Recipient, UnsubscribeGrant } from './unsubscribe-tokens.ts';

/** What an unsubscribe link is about, as it stands: the rule's name, where its e-mail goes, and whether it still does. */
export type UnsubscribeTarget = {
  ruleName: string;
  /** The address the e-mail goes to, or went to: null for a subscriber without one any more. */
  address: string | null;
  /** Who to write in the audit trail: the subscriber's id and name, or the listed address (no user). */
  actor: { id: string | null; label: string };
  receiving: boolean;
};

/** The link's rule and recipient now; null when the rule is gone (nothing more is sent for it). */
export async function unsubscribeTarget(db: Kysely<Database>, { ruleId, recipient }: UnsubscribeGrant): Promise<UnsubscribeTarget | null> {
  const rule = await db.selectFrom('alert_rules').select('name').where('id', '=', ruleId).executeTakeFirst();
  if (rule === undefined) return null;
  if (recipient.kind === 'destination') {
    const destination = await db
      .selectFrom('alert_destinations')
      .select('target')
      .where('id', '=', recipient.id)
      .where('rule_id', '=', ruleId)
      .where('kind', '=', 'email')
      .executeTakeFirst();
    const address = destination?.target ?? null;
    return {
      ruleName: rule.name,
      address,
      actor: { id: null, label: address ?? 'A removed address' },
      receiving: destination !== undefined,
    };
  }
  const user = await db.selectFrom('users').select(['display_name', 'email']).where('id', '=', recipient.id).executeTakeFirst();
  const subscribed = await db
    .selectFrom('alert_subscriptions')
    .select('user_id')
    .where('rule_id', '=', ruleId)
    .where('user_id', '=', recipient.id)
    .executeTakeFirst();
  const label = user?.display_name ?? user?.email ?? 'A removed user';
  return {
    ruleName: rule.name,
    address: user?.email ?? null,
    actor: { id: user === undefined ? null : recipient.id, label },
    receiving: subscribed !== undefined,
  };
}

/**
 * The recipient stops receiving the rule: a subscriber's subscription ends, a listed address leaves the rule, and
 * what still waits to leave for them fails saying why. False when there was nothing to stop (a second use of a link).
 */
export async function stopSending(db: Kysely<Database>, ruleId: string, recipient: Recipient, reason: string): Promise<boolean> {
  const removed =
    recipient.kind === 'user'
      ? await db.deleteFrom('alert_subscriptions').where('rule_id', '=', ruleId).where('user_id', '=', recipient.id).executeTakeFirst()
      : await db
          .deleteFrom('alert_destinations')
          .where('rule_id', '=', ruleId)
          .where('id', '=', recipient.id)
          .where('kind', '=', 'email')
          .executeTakeFirst();
  await db
    .updateTable('alert_deliveries')
    .set({ status: 'failed', last_error: reason, claimed_until: null })
    .where('rule_id', '=', ruleId)
    .where('recipient_key', '=', `${recipient.kind}:${recipient.id}`)
    .where('status', '=', 'pending')
    .execute();
  return Number(removed.numDeletedRows) > 0;
}
