import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComposeScheduled, EvaluateCondition } from '../../core/alerts/evaluation.ts';
import type { Storage } from '../storage/open-storage.ts';
import { addRecipients, insertRule, readingOf, recordingSender } from '../testing/alert-engine-fixture.ts';
import { findPostgresBinDir } from '../testing/postgres-server.ts';
import { twoInstancesOnPostgres, type TwoInstances } from '../testing/postgres-instances.ts';
import { addPerson } from '../testing/workspace-fixture.ts';
import { createAlertEngine } from './alert-engine.ts';
import type { AlertEngine } from './alert-engine.ts';

const binDir = findPostgresBinDir();
const title =
  binDir === null
    ? 'two alert engines on one real PostgreSQL (SKIPPED: no initdb/pg_ctl found; apt-get install postgresql)'
    : 'two alert engines on one real PostgreSQL';

const T0 = new Date('2026-03-02T09:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const RULES = 20;

describe.skipIf(binDir === null)(title, () => {
  let instances: TwoInstances | undefined;
  let one: Storage;
  let other: Storage;

  beforeAll(async () => {
    instances = await twoInstancesOnPostgres(binDir ?? '');
    ({ one, other } = instances);
  }, 90_000);

  afterAll(() => instances?.stop(), 30_000);

  it('checks each rule once and sends each change once per recipient, the two ticking together', async () => {
    const user = await addPerson(one.db, 'vera', 'viewer');
    await one.db.updateTable('users').set({ email: 'vera@example.com' }).where('id', '=', user.id).execute();
    for (let i = 0; i < RULES; i++) await addRecipients(one.db, await insertRule(one.db, { name: `Rule ${i}`, due: at(-i) }), user.id);
    const holds = { now: true };
    const evaluations: string[] = [];
    // Each engine's first check waits until the other has begun one, so both take part however
    // the machine schedules them; the random pauses after only shuffle the interleavings.
    const begun = [false, false];
    let bothBegun = (): void => undefined;
    const bothHaveBegun = new Promise<void>((resolve) => (bothBegun = resolve));
    const evaluateOn =
      (engine: number): EvaluateCondition =>
      async (_condition, context) => {
        evaluations.push(context.now.toISOString());
        begun[engine] = true;
        if (begun.every(Boolean)) bothBegun();
        await bothHaveBegun;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        return readingOf(holds.now);
      };
    const { sent, send } = recordingSender();
    const engineOn = (storage: Storage, engine: number): AlertEngine =>
      createAlertEngine({
        db: () => storage.db,
        evaluateCondition: evaluateOn(engine),
        composeScheduled: (() => Promise.reject(new Error('none'))) satisfies ComposeScheduled,
        nextRun: () => at(60 * 24),
        send,
        read: { get: () => Promise.reject(new Error('no API')), list: () => Promise.reject(new Error('no API')) },
        today: () => '2026-03-02',
        teamMinimum: () => Promise.resolve(null),
        timeZone: 'UTC',
        locale: 'en-GB',
        dashboardUrl: () => 'https://cash.example.com',
        pauseBetweenChecksMs: 0,
        log: () => {},
      });
    const engines = [engineOn(one, 0), engineOn(other, 1)];
    const tickBoth = (now: Date) => Promise.all(engines.map((engine) => engine.tick(now)));

    const reports = await tickBoth(at(0));
    await tickBoth(at(1));
    expect(evaluations).toHaveLength(RULES);
    // Both took part: the claims shared the rules out rather than one engine doing everything.
    expect(reports.every((report) => report.checked > 0)).toBe(true);
    expect(sent).toHaveLength(RULES * 2);
    expect(new Set(sent.map((s) => `${s.message.ruleName}|${s.channel.kind}`)).size).toBe(RULES * 2);
    expect(new Set(sent.map((s) => s.message.event))).toEqual(new Set(['fired']));

    holds.now = false;
    await tickBoth(at(15));
    await tickBoth(at(16));
    expect(evaluations).toHaveLength(RULES * 2);
    const resolved = sent.filter((s) => s.message.event === 'resolved');
    expect(resolved).toHaveLength(RULES * 2);
    const rows = await one.db.selectFrom('alert_deliveries').select(['status']).execute();
    expect(rows).toHaveLength(RULES * 4);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    console.info(
      `Two engines, ${RULES} rules x 2 recipients, fired then resolved:` +
        ` ${evaluations.length} evaluations, ${sent.length} sends, ${rows.length} deliveries` +
        `; ticks at T0 checked ${reports.map((r) => r.checked).join(' + ')}.`,
    );
  }, 60_000);
});
