import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComposeScheduled } from '../../core/alerts/evaluation.ts';
import type { Storage } from '../storage/open-storage.ts';
import {
  addRecipients,
  BALANCE_UNDER,
  insertRule,
  messageSaying,
  recordingSender,
  scriptedEvaluation,
} from '../testing/alert-engine-fixture.ts';
import { addPerson, clearAlerts, memoryStorage } from '../testing/workspace-fixture.ts';
import { createAlertEngine, NUDGE_MS } from './alert-engine.ts';
import type { AlertEngineOptions } from './alert-engine.ts';
import { ApiReadError } from '../api-reader/api-reader.ts';
import { teamMinimum } from './team-minimum.ts';

const T0 = new Date('2026-03-02T09:00:00Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const NEXT_RUN = new Date('2026-04-02T07:00:00Z');
const EVENT_ORDER = ['fired', 'repeated', 'resolved'];
const byEvent = (a: string, b: string) =>
  EVENT_ORDER.indexOf(a.split(':')[0] ?? '') - EVENT_ORDER.indexOf(b.split(':')[0] ?? '') || a.localeCompare(b);

describe('the alert engine on PGlite', () => {
  let storage: Storage;
  let userId: string;

  beforeAll(async () => {
    storage = await memoryStorage();
    userId = (await addPerson(storage.db, 'vera', 'viewer')).id;
    await storage.db.updateTable('users').set({ email: 'vera@example.com' }).where('id', '=', userId).execute();
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  beforeEach(async () => {
    await clearAlerts(storage.db);
  });

  const unused: ComposeScheduled = () => Promise.reject(new Error('not scheduled'));

  function engine(overrides: Partial<AlertEngineOptions> & Pick<AlertEngineOptions, 'evaluateCondition' | 'send'>) {
    return createAlertEngine({
      db: () => storage.db,
      composeScheduled: unused,
      nextRun: () => NEXT_RUN,
      read: { get: () => Promise.reject(new Error('no API')), list: () => Promise.reject(new Error('no API')) },
      today: () => '2026-03-02',
      teamMinimum: () => Promise.resolve(null),
      timeZone: 'Europe/Berlin',
      locale: 'en-GB',
      dashboardUrl: () => 'https://cash.example.com',
      pauseBetweenChecksMs: 0,
      log: () => {},
      // No time passes within a tick unless a test says so: each is stamped with the tick's own time.
      clock: () => T0,
      ...overrides,
    });
  }

  const ruleRow = (id: string) => storage.db.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const deliveries = () => storage.db.selectFrom('alert_deliveries').selectAll().orderBy('created_at').orderBy('channel').execute();

  it('goes ok → firing → repeated → resolved, each change announced once to each recipient', async () => {
    const { script, evaluate } = scriptedEvaluation();
    const { sent, send } = recordingSender();
    const id = await insertRule(storage.db, { repeatEveryHours: 2, due: T0 });
    await addRecipients(storage.db, id, userId);
    const alerts = engine({ evaluateCondition: evaluate, send });
    // Recipients of one change leave in no particular order among themselves.
    const events = () => sent.map((s) => `${s.message.event}:${s.channel.kind}`).sort(byEvent);

    script.push(false);
    expect(await alerts.tick(at(0))).toMatchObject({ checked: 1, queued: 0, sent: 0 });
    expect(await ruleRow(id)).toMatchObject({
      status: 'ok',
      holds: false,
      reading: 'Cash €60,000.00',
      last_checked_at: at(0),
      next_run_at: at(15),
    });

    expect(await alerts.tick(at(10))).toMatchObject({ checked: 0 });
    script.push(true);
    expect(await alerts.tick(at(15))).toMatchObject({ checked: 1, queued: 2, sent: 2 });
    expect(events()).toEqual(['fired:email', 'fired:slack']);
    expect(await ruleRow(id)).toMatchObject({ status: 'firing', since: at(15), last_sent_at: at(15) });
    const email = sent.find((s) => s.channel.kind === 'email');
    const slack = sent.find((s) => s.channel.kind === 'slack');
    expect(email).toMatchObject({
      channel: { kind: 'email', address: 'vera@example.com' },
      message: {
        event: 'fired',
        ruleName: 'Cash under 50k',
        occurredAt: at(15),
        dashboardUrl: 'https://cash.example.com',
        message: { subject: 'Cash under €50,000.00' },
      },
    });
    expect(slack?.channel).toEqual({ kind: 'slack', url: 'https://hooks.slack.com/services/T/B/sekret' });
    expect(email?.message.deliveryId).not.toBe(slack?.message.deliveryId);

    script.push(true, true);
    await alerts.tick(at(30));
    await alerts.tick(at(135)); // 2 h after the notice
    expect(events().slice(2)).toEqual(['repeated:email', 'repeated:slack']);
    expect(await ruleRow(id)).toMatchObject({ status: 'firing', since: at(15), last_notified_at: at(135) });

    script.push(false, false);
    await alerts.tick(at(150));
    await alerts.tick(at(165));
    expect(events().slice(4)).toEqual(['resolved:email', 'resolved:slack']);
    expect(await ruleRow(id)).toMatchObject({ status: 'ok', since: null, reading: 'Cash €60,000.00' });
    expect((await deliveries()).map((d) => [d.event, d.status])).toEqual([
      ['fired', 'sent'],
      ['fired', 'sent'],
      ['repeated', 'sent'],
      ['repeated', 'sent'],
      ['resolved', 'sent'],
      ['resolved', 'sent'],
    ]);
  });

  it('fires on the first check of a rule that already holds', async () => {
    const { script, evaluate } = scriptedEvaluation();
    const { sent, send } = recordingSender();
    const id = await insertRule(storage.db, { due: T0 });
    await addRecipients(storage.db, id, userId);
    script.push(true);
    await engine({ evaluateCondition: evaluate, send }).tick(at(0));
    expect(sent.map((s) => s.message.event)).toEqual(['fired', 'fired']);
  });

  it('shows an evaluation error without changing firing: the next good check neither fires again nor resolves', async () => {
    const { script, evaluate } = scriptedEvaluation();
    const { sent, send } = recordingSender();
    const id = await insertRule(storage.db, { due: T0 });
    await addRecipients(storage.db, id, userId);
    const alerts = engine({ evaluateCondition: evaluate, send });
    script.push(true, new Error('The API answered 502 to /accounts.'), true);
    await alerts.tick(at(0));
    await alerts.tick(at(15));
    expect(await ruleRow(id)).toMatchObject({
      status: 'error',
      holds: true,
      since: at(0),
      last_failure_at: at(15),
      last_failure: 'Could not be checked: The API answered 502 to /accounts.',
      next_run_at: at(30),
    });
    await alerts.tick(at(30));
    // The good check ends the failure the page showed.
    expect(await ruleRow(id)).toMatchObject({ status: 'firing', holds: true, since: at(0), last_failure: null, last_failure_at: null });
    expect(sent.map((s) => s.message.event)).toEqual(['fired', 'fired']);
  });

  it('under a 429 postpones the rule by its Retry-After and checks no other rule in that tick', async () => {
    const { script, stats, evaluate } = scriptedEvaluation();
    const { send } = recordingSender();
    const first = await insertRule(storage.db, { due: at(-2) });
    const second = await insertRule(storage.db, { due: at(-1) });
    script.push(new ApiReadError('The API answered 429 to /accounts.', 429, 120));
    const report = await engine({ evaluateCondition: evaluate, send }).tick(at(0));
    expect(report).toMatchObject({ checked: 1, postponed: true });
    expect(stats.calls).toBe(1);
    expect(await ruleRow(first)).toMatchObject({
      status: 'never_checked',
      next_run_at: new Date(at(0).getTime() + 120_000),
      last_failure: "The API's request budget was spent; checked again in 120 s.",
      checking_until: null,
    });
    expect(await ruleRow(second)).toMatchObject({ status: 'never_checked', next_run_at: at(-1), last_checked_at: null });
  });

  it('checks due rules one after another, never two at once', async () => {
    const { script, stats, evaluate } = scriptedEvaluation();
    const { send } = recordingSender();
    for (let i = 0; i < 5; i++) await insertRule(storage.db, { due: at(-i) });
    script.push(false, false, false, false, false);
    expect(await engine({ evaluateCondition: evaluate, send }).tick(at(0))).toMatchObject({ checked: 5 });
    expect(stats.mostAtOnce).toBe(1);
  });

  it('retries a failing send after 1, 5, 15, 60, 60 minutes, gives up after the sixth, and the rule shows it', async () => {
    const { script, evaluate } = scriptedEvaluation();
    const { sent, outcomes, send } = recordingSender();
    const id = await insertRule(storage.db, { due: T0 });
    await storage.db.insertInto('alert_subscriptions').values({ rule_id: id, user_id: userId }).execute();
    const alerts = engine({ evaluateCondition: evaluate, send, checkEveryMs: 24 * 60 * MINUTE });
    for (let i = 0; i < 6; i++) outcomes.push({ ok: false, retryable: true, error: '421 Try again later' });
    script.push(true);
    const attempts: [number, string, Date | null][] = [];
    for (const minute of [0, 1, 6, 21, 81, 141, 500]) {
      await alerts.tick(at(minute));
      const [row] = await deliveries();
      attempts.push([row?.attempts ?? -1, row?.status ?? '', row?.next_attempt_at ?? null]);
    }
    expect(attempts).toEqual([
      [1, 'pending', at(1)],
      [2, 'pending', at(6)],
      [3, 'pending', at(21)],
      [4, 'pending', at(81)],
      [5, 'pending', at(141)],
      [6, 'failed', null],
      [6, 'failed', null],
    ]);
    expect(sent).toHaveLength(6);
    expect(await ruleRow(id)).toMatchObject({ status: 'firing', last_failure_at: null, last_sent_at: null });
    expect(await storage.db.selectFrom('alert_channel_failures').select(['channel', 'failed_at', 'message']).execute()).toEqual([
      { channel: 'email', failed_at: at(141), message: 'Sending to vera@example.com failed (given up): 421 Try again later' },
    ]);
  });

  it(
    'fails a delivery at once when a retry cannot mend it, its error without the webhook URL,' + ' and still checks the next rule',
    async () => {
      const { script, evaluate } = scriptedEvaluation();
      const id = await insertRule(storage.db, { due: T0 });
      await addRecipients(storage.db, id, userId);
      const send: AlertEngineOptions['send'] = async (channel) =>
        channel.kind === 'email'
          ? { ok: true }
          : { ok: false, retryable: false, error: 'https://hooks.slack.com/services/T/B/sekret answered 404' };
      script.push(true, true);
      const alerts = engine({ evaluateCondition: evaluate, send });
      await alerts.tick(at(0));
      expect((await deliveries()).map((d) => [d.channel, d.status, d.attempts, d.last_error])).toEqual([
        ['email', 'sent', 1, null],
        ['slack', 'failed', 1, 'hooks.slack.com answered 404'],
      ]);
      expect(await alerts.tick(at(15))).toMatchObject({ checked: 1 });
    },
  );

  it('takes a send that throws or never answers as a failed attempt', async () => {
    const { script, evaluate } = scriptedEvaluation();
    const id = await insertRule(storage.db, { due: T0 });
    await addRecipients(storage.db, id, userId);
    script.push(true);
    const send: AlertEngineOptions['send'] = (channel) =>
      channel.kind === 'email' ? Promise.reject(new Error('ECONNRESET')) : new Promise(() => {});
    await engine({ evaluateCondition: evaluate, send, sendTimeoutMs: 50 }).tick(at(0));
    expect((await deliveries()).map((d) => [d.status, d.last_error])).toEqual([
      ['pending', 'ECONNRESET'],
      ['pending', 'No answer within 0.05 s.'],
    ]);
  });

  it('sends a transition once when two engines tick together on one database', async () => {
    const first = scriptedEvaluation();
    const second = scriptedEvaluation();
    const { sent, send } = recordingSender();
    for (let i = 0; i < 4; i++) await addRecipients(storage.db, await insertRule(storage.db, { due: T0 }), userId);
    first.script.push(true, true, true, true);
    second.script.push(true, true, true, true);
    const one = engine({ evaluateCondition: first.evaluate, send });
    const other = engine({ evaluateCondition: second.evaluate, send });
    await Promise.all([one.tick(at(0)), other.tick(at(0))]);
    await Promise.all([one.tick(at(5)), other.tick(at(5))]);
    expect(first.stats.calls + second.stats.calls).toBe(4);
    expect(sent).toHaveLength(8);
    expect(new Set(sent.map((s) => s.message.deliveryId)).size).toBe(8);
  });

  it('applies a transition once when a check outlives its lease and another engine decided it meanwhile', async () => {
    const { sent, send } = recordingSender();
    const id = await insertRule(storage.db, { due: T0 });
    await addRecipients(storage.db, id, userId);
    const slow = scriptedEvaluation();
    const { evaluating, release, evaluate: slowEvaluate } = held(slow.evaluate);
    const fast = scriptedEvaluation();
    slow.script.push(true);
    fast.script.push(true);
    const stuck = engine({ evaluateCondition: slowEvaluate, send, leaseMs: MINUTE }).tick(at(0));
    await evaluating;
    await engine({ evaluateCondition: fast.evaluate, send, leaseMs: MINUTE }).tick(at(2));
    release();
    await stuck;
    expect(sent.map((s) => s.message.event)).toEqual(['fired', 'fired']);
    expect(await ruleRow(id)).toMatchObject({ status: 'firing', since: at(2), state_version: 1 });
  });

  it('after a restart sends nothing already sent and everything still pending', async () => {
    const { script, evaluate } = scriptedEvaluation();
    const before = recordingSender((channel) => (channel.kind === 'email' ? { ok: true } : { ok: false, retryable: true, error: '503' }));
    const id = await insertRule(storage.db, { due: T0 });
    await addRecipients(storage.db, id, userId);
    script.push(true);
    const old = engine({ evaluateCondition: evaluate, send: before.send });
    await old.tick(at(0));
    await old.stop();
    const after = recordingSender();
    script.push(true);
    await engine({ evaluateCondition: evaluate, send: after.send }).tick(at(15));
    expect(before.sent.map((s) => s.channel.kind).sort()).toEqual(['email', 'slack']);
    expect(after.sent.map((s) => [s.message.event, s.channel.kind])).toEqual([['fired', 'slack']]);
    expect((await deliveries()).map((d) => d.status)).toEqual(['sent', 'sent']);
  });

  it('sends a scheduled rule when due, with its attachments, and sets its next run', async () => {
    const { send, sent } = recordingSender();
    const id = await insertRule(storage.db, { name: 'Board pack', condition: { kind: 'board_pack', workingDay: 2, hour: 8 }, due: T0 });
    await addRecipients(storage.db, id, userId);
    const compose: ComposeScheduled = async () => ({
      message: messageSaying('Board pack for February 2026'),
      workbook: [],
      month: '2026-02',
    });
    const alerts = engine({
      evaluateCondition: () => Promise.reject(new Error('not a condition')),
      composeScheduled: compose,
      send,
      scheduledAttachments: async () => ({
        attachments: [
          {
            filename: 'board-pack-2026-02.xlsx',
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            content: new Uint8Array([80, 75, 3, 4]),
          },
        ],
        notes: ['The PDF is not attached.'],
      }),
    });
    await alerts.tick(at(0));
    await alerts.tick(at(30));
    expect(sent.map((s) => [s.message.event, s.message.message.subject, [...(s.message.attachments[0]?.content ?? [])]])).toEqual([
      ['scheduled', 'Board pack for February 2026', [80, 75, 3, 4]],
      ['scheduled', 'Board pack for February 2026', [80, 75, 3, 4]],
    ]);
    expect(sent[0]?.message.message.assumptions.at(-1)).toBe('The PDF is not attached.');
    expect(await ruleRow(id)).toMatchObject({ status: 'scheduled', next_run_at: NEXT_RUN, reading: 'Board pack for February 2026' });
  });

  it('sends a test queued by the routes with the last message, and skips a destination removed since', async () => {
    const { script, evaluate } = scriptedEvaluation();
    const { sent, send } = recordingSender();
    const id = await insertRule(storage.db, { condition: BALANCE_UNDER, due: T0 });
    await addRecipients(storage.db, id, userId);
    script.push(false);
    const alerts = engine({ evaluateCondition: evaluate, send });
    await alerts.tick(at(0));
    const { queueDeliveries } = await import('./outbox.ts');
    const rule = await ruleRow(id);
    await queueDeliveries(storage.db, {
      rule,
      event: 'test',
      key: 'test:1',
      occurredAt: at(1),
      message: rule.last_message ?? messageSaying('none'),
      attachments: [],
    });
    await storage.db.deleteFrom('alert_destinations').where('rule_id', '=', id).execute();
    await alerts.tick(at(1));
    expect(sent.map((s) => [s.message.event, s.channel.kind, s.message.message.subject])).toEqual([
      ['test', 'email', 'Cash back over €50,000.00'],
    ]);
    expect((await deliveries()).map((d) => [d.channel, d.status, d.last_error])).toEqual([
      ['email', 'sent', null],
      ['slack', 'failed', 'The recipient was removed before this could be sent.'],
    ]);
  });

  it('forgets sent and failed deliveries after the days kept, never a pending one', async () => {
    const { script, evaluate } = scriptedEvaluation();
    const id = await insertRule(storage.db, { due: T0 });
    await addRecipients(storage.db, id, userId);
    script.push(true);
    const alerts = engine({
      evaluateCondition: evaluate,
      send: recordingSender((channel) => (channel.kind === 'email' ? { ok: true } : { ok: false, retryable: true, error: '503' })).send,
      deliveriesKeptDays: 1,
      checkEveryMs: 10 * 24 * 60 * MINUTE,
    });
    await alerts.tick(at(0));
    await storage.db
      .updateTable('alert_deliveries')
      .set({ next_attempt_at: at(10 * 24 * 60) })
      .where('status', '=', 'pending')
      .execute();
    await alerts.tick(at(24 * 60 - 1));
    expect(await deliveries()).toHaveLength(2);
    await alerts.tick(at(24 * 60 + 1));
    expect((await deliveries()).map((d) => [d.channel, d.status])).toEqual([['slack', 'pending']]);
  });

  it("reads the team's minimum from the min_cash of the team default on /forecasts", async () => {
    expect(await teamMinimum(storage.db, '2026-11-20')).toBeNull();
    await storage.db
      .insertInto('saved_views')
      .values({
        owner_user_id: userId,
        scope: 'team',
        page: '/forecasts',
        name: 'Runway',
        link: '?view=list&min_cash=25000.00',
        is_team_default: true,
        created_by: userId,
        updated_by: userId,
      })
      .execute();
    expect(await teamMinimum(storage.db, '2026-11-20')).toBe(2_500_000n);
    await storage.db.deleteFrom('saved_views').execute();
  });

  it('stops: waits for the tick under way, which checks no further rule, and starts no other', async () => {
    const { script, stats, evaluate } = scriptedEvaluation();
    const { send } = recordingSender();
    for (let i = 0; i < 3; i++) await insertRule(storage.db, { due: new Date(Date.now() - (i + 1) * MINUTE) });
    script.push(false, false, false);
    const check = held(evaluate);
    // The engine's clock only: the database and the scripted check run as they do.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const alerts = engine({ evaluateCondition: check.evaluate, send, tickEveryMs: 10, clock: () => new Date() });
      alerts.start();
      await vi.advanceTimersByTimeAsync(12); // the first tick, due within 10 ms ± a fifth
      await check.evaluating;
      let stopped = false;
      const stopping = alerts.stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(1_000);
      expect(stopped).toBe(false);
      check.release();
      await stopping;
      await vi.advanceTimersByTimeAsync(1_000); // a hundred periods: any tick started after the stop would have run
      expect(stats.calls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await storage.db.selectFrom('alert_rules').select('status').where('status', '=', 'ok').execute()).toHaveLength(1);
  });

  it('checks within a second of a nudge (a rule created or changed), not at the next minute', async () => {
    const { script, stats, evaluate } = scriptedEvaluation();
    const { send } = recordingSender();
    await insertRule(storage.db, { due: new Date(Date.now() - MINUTE) });
    script.push(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const alerts = engine({ evaluateCondition: evaluate, send, tickEveryMs: 60 * MINUTE, clock: () => new Date() });
    try {
      alerts.start();
      alerts.nudge();
      await vi.advanceTimersByTimeAsync(NUDGE_MS - 1);
      expect(stats.calls).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      // stop() waits for the tick the nudge started.
      await alerts.stop();
      expect(stats.calls).toBe(1);
    } finally {
      await alerts.stop();
      vi.useRealTimers();
    }
  });
});

/** `evaluate` held at its start until released: `evaluating` tells the test a check is under way. */
function held(evaluate: AlertEngineOptions['evaluateCondition']) {
  let entered = (): void => undefined;
  let release = (): void => undefined;
  const evaluating = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const heldEvaluate: AlertEngineOptions['evaluateCondition'] = async (condition, context) => {
    entered();
    await released;
    return evaluate(condition, context);
  };
  return { evaluating, release, evaluate: heldEvaluate };
}
