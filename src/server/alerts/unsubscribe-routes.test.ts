import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { OutgoingMessage } from '../delivery/delivery-port.ts';
import type { Storage } from '../storage/open-storage.ts';
import { insertRule, messageSaying, recordingSender } from '../testing/alert-engine-fixture.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY, TEST_TUNING } from '../testing/fake-upstream.ts';
import { addPerson, clearAlerts, memoryStorage } from '../testing/workspace-fixture.ts';
import { deliverySends } from './delivery-sender-store.ts';
import { sendDueDeliveries } from './delivery-sender.ts';
import { queueDeliveries } from './outbox.ts';

/**
 * Issue 44, item 14: every e-mail carries a one-click unsubscribe (RFC 8058) for its recipient, answered before the
 * dashboard's password, over HTTP through the whole server: the token names one recipient of one rule, is signed with
 * the workspace's key, and a second use changes nothing.
 */
const ORIGIN = 'https://cash.example.com';
const NOW = new Date('2026-11-20T09:00:00Z');
const ONE_CLICK = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };

function distDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'dashboard-')), 'dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><p>dashboard</p>');
  return dir;
}

describe('one-click unsubscribe over HTTP', () => {
  let storage: Storage;
  let app: Hono;
  let veraId: string;

  beforeAll(async () => {
    storage = await memoryStorage();
    veraId = (await addPerson(storage.db, 'vera', 'viewer')).id;
    await storage.db.updateTable('users').set({ email: 'vera@example.com' }).where('id', '=', veraId).execute();
    app = createApp({
      proxy: { ...TEST_TUNING, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: createFakeUpstream().client },
      log: () => {},
      distDir: distDir(),
      pageMeta: { dataSource: 'upstream', today: null },
      access: { kind: 'password', password: 'hunter2-correct-horse' },
      hosts: { allowedHosts: ['cash.example.com'], listeningPort: () => 443 },
      storage: { db: () => storage.db, database: () => Promise.resolve(storage.db) },
    });
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  beforeEach(async () => {
    await clearAlerts(storage.db, { audit: true });
  });

  /** A rule e-mailing vera (a subscriber) and board@example.com (a listed address), sent once: what each e-mail carried. */
  async function sentRule(): Promise<{ ruleId: string; toVera: OutgoingMessage; toBoard: OutgoingMessage }> {
    const ruleId = await insertRule(storage.db, { name: 'Cash under 50k', due: NOW });
    await storage.db.insertInto('alert_subscriptions').values({ rule_id: ruleId, user_id: veraId }).execute();
    await storage.db
      .insertInto('alert_destinations')
      .values({ rule_id: ruleId, position: 0, kind: 'email', target: 'board@example.com', signing_secret: null })
      .execute();
    const rule = { id: ruleId, name: 'Cash under 50k' };
    const occurrence = { rule, event: 'fired' as const, occurredAt: NOW, message: messageSaying('Cash under €50,000.00'), attachments: [] };
    await queueDeliveries(storage.db, { ...occurrence, key: `${ruleId}:1:fired` });
    const { sent, send } = recordingSender();
    const settings = { send, dashboardUrl: () => ORIGIN, sends: deliverySends(60_000), maxSendsPerTick: 10, sendTimeoutMs: 10_000 };
    await sendDueDeliveries(storage.db, settings, () => NOW);
    const to = (address: string) => sent.find((each) => 'address' in each.channel && each.channel.address === address)!.message;
    return { ruleId, toVera: to('vera@example.com'), toBoard: to('board@example.com') };
  }

  const request = (url: string, init: RequestInit = {}) => app.request(url, init);
  const audits = () => storage.db.selectFrom('audit_events').selectAll().execute();
  const subscribed = async (ruleId: string) =>
    (await storage.db.selectFrom('alert_subscriptions').selectAll().where('rule_id', '=', ruleId).execute()).length > 0;
  const destinations = (ruleId: string) =>
    storage.db.selectFrom('alert_destinations').select('target').where('rule_id', '=', ruleId).execute();

  it("gives each e-mail an https link of the dashboard's own, one per recipient", async () => {
    const { toVera, toBoard } = await sentRule();
    expect(toVera.unsubscribeUrl).toMatch(/^https:\/\/cash\.example\.com\/unsubscribe\?token=[0-9a-f-]{36}\.u\.[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(toBoard.unsubscribeUrl).toMatch(/\?token=[0-9a-f-]{36}\.d\.[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(toVera.unsubscribeUrl).not.toBe(toBoard.unsubscribeUrl);
  });

  it('asks first on GET (a link scanner changes nothing), without the password', async () => {
    const { ruleId, toVera } = await sentRule();
    const page = await request(toVera.unsubscribeUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Stop receiving “Cash under 50k” at vera@example.com?');
    expect(html).toMatch(
      /<form method="post" action="\/unsubscribe\?token=[^"]+"><input type="hidden" name="List-Unsubscribe" value="One-Click">/,
    );
    expect(await subscribed(ruleId)).toBe(true);
    // Everything else still asks for the password.
    expect((await request(`${ORIGIN}/alerts`)).status).toBe(401);
  });

  it('unsubscribes a subscriber on the one-click POST, audited once; a replay changes nothing', async () => {
    const { ruleId, toVera } = await sentRule();
    const first = await request(toVera.unsubscribeUrl!, ONE_CLICK);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('You no longer receive “Cash under 50k” at vera@example.com.');
    expect(await subscribed(ruleId)).toBe(false);
    expect(await destinations(ruleId)).toEqual([{ target: 'board@example.com' }]);
    const lines = await audits();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: 'alert_unsubscribed',
      actor_user_id: veraId,
      actor_label: 'vera',
      target: ruleId,
      details: { name: 'Cash under 50k', address: 'vera@example.com', via: 'unsubscribe link' },
    });

    const replay = await request(toVera.unsubscribeUrl!, ONE_CLICK);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toContain('You no longer receive');
    expect(await audits()).toHaveLength(1);
  });

  it('takes a listed address off the rule, and fails what still waits to leave for it', async () => {
    const { ruleId, toBoard } = await sentRule();
    await queueDeliveries(storage.db, {
      rule: { id: ruleId, name: 'Cash under 50k' },
      event: 'repeated',
      key: `${ruleId}:2:repeated`,
      occurredAt: NOW,
      message: messageSaying('Still under'),
      attachments: [],
    });
    expect((await request(toBoard.unsubscribeUrl!, ONE_CLICK)).status).toBe(200);
    expect(await destinations(ruleId)).toEqual([]);
    expect(await subscribed(ruleId)).toBe(true);
    const waiting = await storage.db
      .selectFrom('alert_deliveries')
      .select(['recipient', 'status', 'last_error'])
      .where('event', '=', 'repeated')
      .execute();
    expect(waiting.sort((a, b) => a.recipient.localeCompare(b.recipient))).toEqual([
      { recipient: 'board@example.com', status: 'failed', last_error: 'The recipient unsubscribed before this could be sent.' },
      { recipient: 'vera@example.com', status: 'pending', last_error: null },
    ]);
    expect((await audits())[0]).toMatchObject({ actor_user_id: null, actor_label: 'board@example.com' });
  });

  it.each([
    ['a changed signature', (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    [
      'another recipient named under the same signature',
      (token: string) => token.replace(/\.u\.[0-9a-f-]{36}\./, `.u.${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.`),
    ],
    ['a cut token', (token: string) => token.slice(0, 60)],
    ['no token', () => ''],
  ])('refuses %s with 400, changing nothing', async (_, tamper) => {
    const { ruleId, toVera } = await sentRule();
    const token = new URL(toVera.unsubscribeUrl!).searchParams.get('token') ?? '';
    const url = `${ORIGIN}/unsubscribe?token=${encodeURIComponent(tamper(token))}`;
    for (const init of [{}, ONE_CLICK]) {
      const answer = await request(url, init);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('This unsubscribe link is not one this dashboard made');
    }
    expect(await subscribed(ruleId)).toBe(true);
    expect(await audits()).toEqual([]);
  });

  it.each([
    ['a body that is not the one-click form', 400, 'List-Unsubscribe=Yes'],
    ['no body', 400, ''],
    ['a body past 1 KiB', 413, `List-Unsubscribe=One-Click&padding=${'x'.repeat(2048)}`],
  ])('refuses %s with %i, changing nothing', async (_, status, body) => {
    const { ruleId, toVera } = await sentRule();
    const answer = await request(toVera.unsubscribeUrl!, { ...ONE_CLICK, body });
    expect(answer.status).toBe(status);
    expect(await answer.text()).toContain('List-Unsubscribe=One-Click (RFC 8058)');
    expect(await subscribed(ruleId)).toBe(true);
    expect(await audits()).toEqual([]);
  });

  it('takes the one-click form as multipart too, as some mail clients send it', async () => {
    const { ruleId, toVera } = await sentRule();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await request(toVera.unsubscribeUrl!, { method: 'POST', body: form })).status).toBe(200);
    expect(await subscribed(ruleId)).toBe(false);
  });

  it('says plainly that a deleted rule sends nothing more', async () => {
    const { ruleId, toVera } = await sentRule();
    await storage.db.deleteFrom('alert_rules').where('id', '=', ruleId).execute();
    const answer = await request(toVera.unsubscribeUrl!, ONE_CLICK);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('This alert no longer exists: nothing more will be sent for it.');
  });
});
