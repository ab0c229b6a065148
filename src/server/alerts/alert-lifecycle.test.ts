import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertPaths } from '../../core/alerts/contract.ts';
import type { AlertCondition, AlertRule } from '../../core/alerts/contract.ts';
import type { EvaluateCondition } from '../../core/alerts/evaluation.ts';
import type { Person } from '../identity/person.ts';
import type { Storage } from '../storage/open-storage.ts';
import { messageSaying, recordingSender } from '../testing/alert-engine-fixture.ts';
import { alertsApp } from '../testing/alerts-fixture.ts';
import { addPerson, memoryStorage, PERSON_HEADER } from '../testing/workspace-fixture.ts';
import { createAlertEngine } from './alert-engine.ts';
import type { AlertEngine } from './alert-engine.ts';

const T0 = new Date('2026-03-02T09:00:00Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const underCents = (amount: string): AlertCondition => ({ kind: 'balance', scope: { kind: 'total' }, when: 'under', amount });

/** Total cash is €45,000.00 throughout: a rule under 50,000 holds, under 40,000 does not, under 48,000 does. */
const CASH = 45_000;
const evaluateBalance: EvaluateCondition = async (condition) => {
  if (condition.kind !== 'balance') throw new Error('The test reads balances only.');
  const holds = CASH < Number(condition.amount);
  return {
    holds,
    reading: `Cash €45,000.00, ${holds ? '' : 'not '}under €${condition.amount}`,
    message: messageSaying(holds ? `Cash under €${condition.amount}` : `Cash no longer under €${condition.amount}`),
  };
};

/**
 * The routes an editor uses and the engine that checks and sends, on one PGlite: a rule is
 * created and changed over HTTP, checked and announced by the engine's ticks.
 */
describe('a rule changed while it fires', () => {
  let storage: Storage;
  let app: Hono;
  let tokenOf: (person: Person) => Promise<string>;
  let eddie: Person;
  let clock = T0;
  let alerts: AlertEngine;
  let sender: ReturnType<typeof recordingSender>;

  beforeAll(async () => {
    storage = await memoryStorage();
    eddie = await addPerson(storage.db, 'eddie', 'editor');
    ({ app, tokenOf } = alertsApp(storage.db, new Map([['eddie', eddie]]), {
      capabilities: { email: true, pdf: false, privateWebhooks: false, timeZone: 'Europe/Berlin' },
      nextRun: () => new Date('2026-04-02T07:00:00Z'),
      now: () => clock,
    }));
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  beforeEach(async () => {
    await storage.db.deleteFrom('alert_deliveries').execute();
    await storage.db.deleteFrom('alert_rules').execute();
    clock = T0;
    sender = recordingSender();
    alerts = createAlertEngine({
      db: () => storage.db,
      evaluateCondition: evaluateBalance,
      composeScheduled: () => Promise.reject(new Error('not scheduled')),
      nextRun: () => new Date('2026-04-02T07:00:00Z'),
      send: sender.send,
      read: { get: () => Promise.reject(new Error('no API')), list: () => Promise.reject(new Error('no API')) },
      today: () => '2026-03-02',
      teamMinimum: () => Promise.resolve(null),
      timeZone: 'Europe/Berlin',
      locale: 'en-GB',
      dashboardUrl: () => 'https://cash.example.com',
      pauseBetweenChecksMs: 0,
      log: () => {},
    });
  });

  async function send(method: string, path: string, body: unknown): Promise<Response> {
    return app.request(path, {
      method,
      headers: {
        [PERSON_HEADER]: 'eddie',
        'X-CSRF-Token': await tokenOf(eddie),
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  }

  /** A rule under €50,000.00 to one outside address, fired by its first check at T0. */
  async function firingRule(): Promise<AlertRule> {
    const response = await send('POST', alertPaths.rules, {
      name: 'Cash under 50k',
      condition: underCents('50000.00'),
      destinations: [{ kind: 'email', address: 'board@example.com' }],
    });
    expect(response.status).toBe(201);
    await alerts.tick(clock);
    expect(told()).toEqual([['fired', 'Cash under €50000.00']]);
    return (await response.json()) as AlertRule;
  }

  async function change(rule: AlertRule, minutes: number, body: Record<string, unknown>): Promise<void> {
    clock = at(minutes);
    expect((await send('PATCH', alertPaths.rule(rule.id), body)).status).toBe(200);
  }

  const told = () => sender.sent.map((sent) => [sent.message.event, sent.message.message.subject]);
  const outbox = () => storage.db.selectFrom('alert_deliveries').select(['event', 'status']).orderBy('created_at').execute();
  const state = () =>
    storage.db.selectFrom('alert_rules').select(['status', 'holds', 'since', 'condition_changed']).executeTakeFirstOrThrow();

  it('sends one "resolved" when the new condition no longer holds', async () => {
    const rule = await firingRule();
    await change(rule, 5, { condition: underCents('40000.00') });
    expect(await state()).toMatchObject({ status: 'firing', holds: true, since: T0, condition_changed: true });
    await alerts.tick(clock);
    await alerts.tick(at(30));
    expect(told()).toEqual([
      ['fired', 'Cash under €50000.00'],
      ['resolved', 'Cash no longer under €40000.00'],
    ]);
    expect(sender.sent[1]?.message.message.summary).toMatch(
      /^The alert's condition was changed, and the new one does not hold: this alert has ended\./,
    );
    expect(await outbox()).toEqual([
      { event: 'fired', status: 'sent' },
      { event: 'resolved', status: 'sent' },
    ]);
    expect(await state()).toMatchObject({ status: 'ok', holds: false, since: null, condition_changed: false });
  });

  it('sends one "changed" saying the new level, never a second "fired", when the new condition still holds', async () => {
    const rule = await firingRule();
    await change(rule, 5, { condition: underCents('48000.00') });
    await alerts.tick(clock);
    await alerts.tick(at(30));
    expect(told()).toEqual([
      ['fired', 'Cash under €50000.00'],
      ['changed', 'Cash under €48000.00'],
    ]);
    expect(sender.sent[1]?.message.message.summary).toMatch(/^The alert's condition was changed, and the new one holds too\./);
    // The episode goes on from its start: a later end is one "resolved".
    expect(await state()).toMatchObject({ status: 'firing', holds: true, since: T0, condition_changed: false });
    await change(rule, 45, { condition: underCents('30000.00') });
    await alerts.tick(clock);
    expect(told().map(([event]) => event)).toEqual(['fired', 'changed', 'resolved']);
  });

  it('closes at once a firing rule changed into a schedule, which no check will close', async () => {
    const rule = await firingRule();
    await change(rule, 5, { condition: { kind: 'board_pack', workingDay: 2, hour: 8 } });
    await alerts.tick(clock);
    expect(told()).toEqual([
      ['fired', 'Cash under €50000.00'],
      ['resolved', 'Cash under 50k'],
    ]);
    expect(sender.sent[1]?.message.message.summary).toBe(
      'The alert "Cash under 50k" was changed into a scheduled message: it no longer watches its condition, so this alert has ended.',
    );
    expect(await state()).toMatchObject({ status: 'scheduled', holds: null, since: null });
  });

  it('starts afresh a rule that did not fire: a new condition that holds fires', async () => {
    const response = await send('POST', alertPaths.rules, {
      name: 'Cash under 40k',
      condition: underCents('40000.00'),
      destinations: [{ kind: 'email', address: 'board@example.com' }],
    });
    const rule = (await response.json()) as AlertRule;
    await alerts.tick(clock);
    await change(rule, 5, { condition: underCents('50000.00') });
    await alerts.tick(clock);
    expect(told()).toEqual([['fired', 'Cash under €50000.00']]);
  });
});
