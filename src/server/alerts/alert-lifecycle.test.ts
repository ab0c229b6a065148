import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertPaths } from '../../core/alerts/contract.ts';
import type { AlertCondition, AlertRule, Delivery } from '../../core/alerts/contract.ts';
import type { EvaluateCondition } from '../../core/alerts/evaluation.ts';
import type { Person } from '../identity/person.ts';
import type { Storage } from '../storage/open-storage.ts';
import { messageSaying, recordingSender } from '../testing/alert-engine-fixture.ts';
import { alertsApp } from '../testing/alerts-fixture.ts';
import { addPerson, clearAlerts, memoryStorage, PERSON_HEADER } from '../testing/workspace-fixture.ts';
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
 * The routes an editor uses and the engine that checks and sends, on one PGlite: rules are
 * created and changed over HTTP, checked and announced by the engine's ticks, read back over HTTP.
 * Time is the test's clock: it moves only when a test moves it.
 */
let storage: Storage;
let app: Hono;
let tokenOf: (person: Person) => Promise<string>;
let eddie: Person;
let clock = T0;
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
  await clearAlerts(storage.db);
  clock = T0;
  sender = recordingSender();
});

function engineReading(evaluateCondition: EvaluateCondition = evaluateBalance): AlertEngine {
  return createAlertEngine({
    db: () => storage.db,
    evaluateCondition,
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
    clock: () => clock,
  });
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  return app.request(path, {
    method,
    headers: {
      [PERSON_HEADER]: 'eddie',
      'X-CSRF-Token': await tokenOf(eddie),
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/json',
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

async function read<T>(path: string): Promise<T> {
  const response = await app.request(path, { headers: { [PERSON_HEADER]: 'eddie' } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function createdRule(fields: Record<string, unknown>): Promise<AlertRule> {
  const response = await send('POST', alertPaths.rules, { name: 'Cash under 50k', condition: underCents('50000.00'), ...fields });
  expect(response.status).toBe(201);
  return (await response.json()) as AlertRule;
}

const told = () => sender.sent.map((sent) => [sent.message.event, sent.message.message.subject]);

describe('a rule changed while it fires', () => {
  let alerts: AlertEngine;

  beforeEach(() => {
    alerts = engineReading();
  });

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

describe('what the Alerts page is told of checks and sends', () => {
  const WEBHOOK = 'https://93.184.215.14/hook';
  const refusedMail = { ok: false, retryable: true, error: 'The mail server refused the message (EENVELOPE 451): 451 Greylisted' } as const;
  const webhook500 = { ok: false, retryable: true, error: 'The webhook answered 500: answer 500' } as const;
  const rules = async () => (await read<{ rules: AlertRule[] }>(alertPaths.rules)).rules;
  const history = async () => (await read<{ deliveries: Delivery[] }>(alertPaths.deliveries)).deliveries;

  it("keeps each channel's last failure, and clears it once that channel sends for the rule again", async () => {
    await createdRule({
      destinations: [
        { kind: 'email', address: 'board@example.com' },
        { kind: 'webhook', url: WEBHOOK },
      ],
    });
    const answers = { email: [refusedMail, { ok: true } as const], webhook: [webhook500, webhook500] };
    sender = recordingSender((channel) => (channel.kind === 'email' ? answers.email.shift() : answers.webhook.shift()) ?? { ok: true });
    const engine = engineReading();
    await engine.tick(T0);
    const [failing] = await rules();
    expect(failing?.state.lastFailure).toBeNull();
    expect(failing?.state.channelFailures).toEqual([
      {
        channel: 'email',
        at: T0.toISOString(),
        message: 'Sending to board@example.com failed (tried again in 1 min): ' + refusedMail.error,
      },
      { channel: 'webhook', at: T0.toISOString(), message: 'Sending to 93.184.215.14 failed (tried again in 1 min): ' + webhook500.error },
    ]);
    // Pending, each with why and when it is tried again.
    expect(
      (await history()).map(({ channel, status, nextAttemptAt, lastError }) => ({ channel, status, nextAttemptAt, lastError })),
    ).toEqual(
      expect.arrayContaining([
        { channel: 'email', status: 'pending', nextAttemptAt: at(1).toISOString(), lastError: refusedMail.error },
        { channel: 'webhook', status: 'pending', nextAttemptAt: at(1).toISOString(), lastError: webhook500.error },
      ]),
    );
    clock = at(1);
    await engine.tick(clock);
    const [recovered] = await rules();
    expect(recovered?.state.channelFailures).toEqual([
      {
        channel: 'webhook',
        at: at(1).toISOString(),
        message: 'Sending to 93.184.215.14 failed (tried again in 5 min): ' + webhook500.error,
      },
    ]);
    expect(recovered?.state.lastSentAt).toBe(at(1).toISOString());
  });

  it('counts no test as the last send', async () => {
    const rule = await createdRule({ condition: underCents('40000.00'), destinations: [{ kind: 'email', address: 'board@example.com' }] });
    const engine = engineReading();
    await engine.tick(T0);
    clock = at(2);
    expect((await send('POST', alertPaths.test(rule.id))).status).toBe(202);
    await engine.tick(clock);
    expect(told()).toEqual([['test', 'Cash no longer under €40000.00']]);
    expect((await rules())[0]?.state).toMatchObject({ lastSentAt: null, lastCheckedAt: T0.toISOString() });
  });

  it('stamps each rule with its own check time and each delivery with the time it was sent', async () => {
    await createdRule({ name: 'First', destinations: [{ kind: 'email', address: 'board@example.com' }] });
    await createdRule({ name: 'Second', destinations: [{ kind: 'email', address: 'board@example.com' }] });
    // Each check reads the API for 2 minutes, each send takes one.
    const slowly: EvaluateCondition = async (condition, context) => {
      clock = new Date(clock.getTime() + 2 * MINUTE);
      return evaluateBalance(condition, context);
    };
    const sends = recordingSender(() => {
      clock = new Date(clock.getTime() + MINUTE);
      return { ok: true };
    });
    sender = sends;
    await engineReading(slowly).tick(T0);
    expect((await rules()).map((rule) => [rule.name, rule.state.lastCheckedAt, rule.state.since])).toEqual([
      ['First', T0.toISOString(), T0.toISOString()],
      ['Second', at(2).toISOString(), at(2).toISOString()],
    ]);
    const sent = (await history()).map((delivery) => [delivery.ruleName, delivery.createdAt, delivery.sentAt]);
    expect(sent.sort()).toEqual([
      ['First', T0.toISOString(), at(5).toISOString()],
      ['Second', at(2).toISOString(), at(6).toISOString()],
    ]);
  });
});
