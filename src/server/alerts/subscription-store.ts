import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';

/** Subscribes the user to the rule; false when they already were. */
export async function subscribe(db: Kysely<Database>, ruleId: string, userId: string): Promise<boolean> {
  const added = await db
    .insertInto('alert_subscriptions')
    .values({ rule_id: ruleId, user_id: userId })
    .onConflict((conflict) => conflict.doNothing())
    .returning('rule_id')
    .execute();
  return added.length > 0;
}

/** Ends the user's subscription to the rule; false when there was none. */
export async function unsubscribe(db: Kysely<Database>, ruleId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('alert_subscriptions').where('rule_id', '=', ruleId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the user has an e-mail address an alert can go to. */
export async function hasEmail(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email !== null && row?.email !== undefined && row.email !== '';
}

/** The rule's subscribers who have an e-mail address, by address. */
export function subscribersWithEmail(db: Kysely<Database>, ruleId: string): Promise<{ id: string; email: string | null }[]> {
  return db
    .selectFrom('alert_subscriptions')
    .innerJoin('users', 'users.id', 'alert_subscriptions.user_id')
    .select(['users.id', 'users.email'])
    .where('alert_subscriptions.rule_id', '=', ruleId)
    .where('users.email', 'is not', null)
    .orderBy('users.email')
    .execute();
}
