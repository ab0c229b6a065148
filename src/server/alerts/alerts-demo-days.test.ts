import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { composeScheduled, evaluateCondition } from '../../core/alerts/evaluate.ts';
import { nextRun } from '../../core/alerts/next-run.ts';
import { addDays } from '../../core/calendar-date.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import { summaryRequest } from '../../core/api/requests.ts';
import { summarySchema } from '../../core/api/schemas/summary.ts';
import { parseMoney, toMoneyString } from '../../core/money.ts';
import { addRecipients, insertRule, recordingSender } from '../testing/alert-engine-fixture.ts';
import { demoApp, readerOver } from '../testing/demo-reader.ts';
import { addPerson, memoryStorage } from '../testing/workspace-fixture.ts';
import type { Storage } from '../storage/open-storage.ts';
import { createAlertEngine } from './alert-engine.ts';

/**
 * The demo moved day by day, as `DEMO_TODAY` does: each morning a demo API generated for that
 * day, the real evaluation (src/core/alerts) and the engine on PGlite. A total-balance rule goes
 * from ok to firing to resolved, and the messages sent are exactly the changes the API's own
 * closing balances imply, one per change and recipient.
 */
const FIRST_DAY = '2026-10-01';
const DAYS = 10;

let storage: Storage;
beforeAll(async () => {
  storage = await memoryStorage();
}, 90_000);
afterAll(async () => {
  await storage.close();
});

/** The day's closing balance, as the API totals it for that DEMO_TODAY: computed apart from the rule, with a reader of its own. */
async function closingBalance(reader: ApiReader, today: IsoDate): Promise<bigint> {
  const summary = await reader.get(summaryRequest({ from: today, to: today, interval: 'day' }), summarySchema);
  const final = (summary.totals as { final_balance?: string }).final_balance;
  if (final === undefined) throw new Error('no final_balance in the summary totals');
  return parseMoney(final);
}

/** A level with a dip under it and a recovery after, in the days' balances. */
function levelWithDip(balances: readonly bigint[]): bigint {
  for (let low = 1; low < balances.length - 1; low++) {
    const before = balances.slice(0, low).some((balance) => balance > balances[low]!);
    const after = balances.slice(low + 1).some((balance) => balance > balances[low]!);
    if (before && after) return balances[low]! + 1n;
  }
  throw new Error('the demo has no dip in these days');
}

describe('a rule over the demo, DEMO_TODAY moved day by day', () => {
  it('fires when the balance goes under the level and resolves when it comes back, once each', async () => {
    const days = Array.from({ length: DAYS }, (_, index) => addDays(FIRST_DAY, index));
    // Each day's demo generated once, read by the test and by the engine.
    const apis = days.map((today) => demoApp({ today }));
    const balances = await Promise.all(days.map((today, index) => closingBalance(readerOver(apis[index]!).reader, today)));
    const level = levelWithDip(balances);
    const expected: string[] = [];
    let under = false;
    balances.forEach((balance, index) => {
      if (balance < level !== under) expected.push(`${balance < level ? 'fired' : 'resolved'} ${days[index]}`);
      under = balance < level;
    });

    let today = FIRST_DAY;
    let reader: ApiReader = readerOver(apis[0]!).reader;
    const { sent, send } = recordingSender();
    const engine = createAlertEngine({
      db: () => storage.db,
      evaluateCondition,
      composeScheduled,
      nextRun,
      read: { get: (request, schema) => reader.get(request, schema), list: (request, schema) => reader.list(request, schema) },
      today: () => today,
      teamMinimum: () => Promise.resolve(null),
      timeZone: 'Europe/Paris',
      locale: 'en-GB',
      dashboardUrl: () => 'https://cash.example.com',
      pauseBetweenChecksMs: 0,
      log: () => {},
      send,
    });
    const user = await addPerson(storage.db, 'cfo', 'viewer');
    await storage.db.updateTable('users').set({ email: 'cfo@example.com' }).where('id', '=', user.id).execute();
    const id = await insertRule(storage.db, {
      name: 'Total cash under the floor',
      condition: { kind: 'balance', scope: { kind: 'total' }, when: 'under', amount: toMoneyString(level) },
      due: new Date(`${FIRST_DAY}T07:00:00Z`),
    });
    await addRecipients(storage.db, id, user.id);

    for (const [index, day] of days.entries()) {
      today = day;
      reader = readerOver(apis[index]!).reader;
      await engine.tick(new Date(`${day}T08:00:00Z`));
    }

    const announced = sent
      .filter((message) => message.channel.kind === 'email')
      .map((message) => `${message.message.event} ${message.message.occurredAt.toISOString().slice(0, 10)}`);
    expect(announced).toEqual(expected);
    expect(expected[0]).toMatch(/^fired/);
    expect(expected).toContainEqual(expect.stringMatching(/^resolved/));
    expect(sent.filter((message) => message.channel.kind === 'slack')).toHaveLength(expected.length);
  }, 60_000);
});
