import type { Kysely } from 'kysely';
import type { AlertMessage } from '../../core/alerts/alert-message.ts';
import type { AlertCondition } from '../../core/alerts/contract.ts';
import type { ConditionReading, EvaluateCondition } from '../../core/alerts/evaluation.ts';
import type { Channel, OutgoingMessage, SendOutcome, Sender } from '../delivery/delivery-port.ts';
import type { Database } from '../storage/schema.ts';

export const BALANCE_UNDER: AlertCondition = { kind: 'balance', scope: { kind: 'total' }, when: 'under', amount: '50000.00' };

export function messageSaying(subject: string): AlertMessage {
  return { subject, summary: subject, figures: [], table: null, assumptions: [], link: '/overview', linkLabel: 'Open the overview' };
}

export function readingOf(holds: boolean): ConditionReading {
  return {
    holds,
    reading: holds ? 'Cash €40,000.00' : 'Cash €60,000.00',
    message: messageSaying(holds ? 'Cash under €50,000.00' : 'Cash back over €50,000.00'),
  };
}

/** An evaluation answering what the test scripts next (a reading, or an error to throw), counting calls and overlap. */
export function scriptedEvaluation() {
  const script: (boolean | Error)[] = [];
  const stats = { calls: 0, running: 0, mostAtOnce: 0 };
  const evaluate: EvaluateCondition = async () => {
    stats.calls++;
    stats.running++;
    stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
    try {
      await new Promise((resolve) => setImmediate(resolve));
      const next = script.shift();
      if (next === undefined) throw new Error('The test scripted no reading for this check.');
      if (next instanceof Error) throw next;
      return readingOf(next);
    } finally {
      stats.running--;
    }
  };
  return { script, stats, evaluate };
}

export type SentMessage = { channel: Channel; message: OutgoingMessage };

/** A Sender keeping what it was given, answering what the test scripts next, else what `answer` says (ok by default). */
export function recordingSender(answer: (channel: Channel) => SendOutcome = () => ({ ok: true })) {
  const sent: SentMessage[] = [];
  const outcomes: SendOutcome[] = [];
  const send: Sender = (channel, message) => {
    sent.push({ channel, message });
    return Promise.resolve(outcomes.shift() ?? answer(channel));
  };
  return { sent, outcomes, send };
}

/** A rule as the routes would have written it, due at `due`. */
export async function insertRule(
  db: Kysely<Database>,
  fields: { name?: string; condition?: AlertCondition; repeatEveryHours?: number | null; due: Date },
): Promise<string> {
  const row = await db
    .insertInto('alert_rules')
    .values({
      name: fields.name ?? 'Cash under 50k',
      condition: JSON.stringify(fields.condition ?? BALANCE_UNDER),
      repeat_every_hours: fields.repeatEveryHours ?? null,
      created_by_label: 'eddie',
      next_run_at: fields.due,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A subscriber with an e-mail, and a Slack destination: two recipients. */
export async function addRecipients(db: Kysely<Database>, ruleId: string, userId: string): Promise<void> {
  await db.insertInto('alert_subscriptions').values({ rule_id: ruleId, user_id: userId }).execute();
  await db
    .insertInto('alert_destinations')
    .values({ rule_id: ruleId, position: 0, kind: 'slack', target: 'https://hooks.slack.com/services/T/B/sekret', signing_secret: null })
    .execute();
}
