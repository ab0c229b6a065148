import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertPaths } from '../../core/alerts/contract.ts';
import type { AlertRule, DeliveryCapabilities } from '../../core/alerts/contract.ts';
import { composeScheduled, evaluateCondition } from '../../core/alerts/evaluate.ts';
import type { Person } from '../identity/person.ts';
import type { Storage } from '../storage/open-storage.ts';
import { boardPackWorkbook } from '../delivery/board-pack-attachments.ts';
import { headline } from '../delivery/formats/message-parts.ts';
import { alertsApp } from '../testing/alerts-fixture.ts';
import { recordingSender } from '../testing/alert-engine-fixture.ts';
import { demoReader } from '../testing/demo-reader.ts';
import { addPerson, memoryStorage, PERSON_HEADER } from '../testing/workspace-fixture.ts';
import { createAlertEngine } from './alert-engine.ts';

/** Issue 44, item 14: "Send a test now" of a board pack sends the real last pack, its workbook attached, titled once "Test: ". */
const NOW = new Date('2026-11-20T09:00:00Z');
const capabilities: DeliveryCapabilities = { email: true, pdf: false, privateWebhooks: false, timeZone: 'Europe/Paris' };

describe('a test send over HTTP', () => {
  let storage: Storage;
  let app: Hono;
  let tokenOf: (person: Person) => Promise<string>;
  let eddie: Person;
  const { sent, send } = recordingSender();
  let engine: ReturnType<typeof createAlertEngine>;

  beforeAll(async () => {
    storage = await memoryStorage();
    eddie = await addPerson(storage.db, 'eddie', 'editor');
    engine = createAlertEngine({
      db: () => storage.db,
      evaluateCondition,
      composeScheduled,
      nextRun: () => new Date('2026-12-01T07:00:00Z'),
      send,
      read: demoReader({ today: '2026-11-20' }).reader,
      today: () => '2026-11-20',
      teamMinimum: () => Promise.resolve(null),
      timeZone: 'Europe/Paris',
      locale: 'en-GB',
      dashboardUrl: () => 'https://cash.example.com',
      scheduledAttachments: async (content) => ({
        attachments: content.workbook && content.month ? [await boardPackWorkbook(content.workbook, content.month)] : [],
        notes: ['The PDF is not attached: this server has no headless Chromium to print it (PDF_CHROMIUM_PATH).'],
      }),
      pauseBetweenChecksMs: 0,
      log: () => {},
    });
    ({ app, tokenOf } = alertsApp(storage.db, new Map([['eddie', eddie]]), {
      capabilities,
      nextRun: () => new Date('2026-12-01T07:00:00Z'),
      now: () => NOW,
      composeNow: async (condition) => {
        const { content, attachments } = await engine.composeNow(condition, NOW);
        return { message: content.message, attachments };
      },
    }));
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  async function post(path: string, body?: unknown): Promise<Response> {
    return app.request(path, {
      method: 'POST',
      headers: {
        [PERSON_HEADER]: 'eddie',
        'X-CSRF-Token': await tokenOf(eddie),
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  }

  it('of a board pack never sent yet is last month\'s pack with its workbook, under one "Test: "', async () => {
    const created = await post(alertPaths.rules, {
      name: 'Monthly board pack',
      condition: { kind: 'board_pack', workingDay: 1, hour: 8 },
      destinations: [{ kind: 'email', address: 'board@example.com' }],
    });
    const rule = (await created.json()) as AlertRule;
    const tested = await post(alertPaths.test(rule.id));
    expect(tested.status).toBe(202);
    expect(await tested.json()).toEqual({ queued: 1 });

    await engine.tick(NOW);
    expect(sent).toHaveLength(1);
    const [outgoing] = sent.map((each) => each.message);
    expect(outgoing?.event).toBe('test');
    expect(headline(outgoing!)).toMatch(/^Test: Board pack, October 2026: closing cash €[\d,]+\.\d\d$/);
    expect(outgoing?.message.figures[0]).toMatchObject({ label: 'Closing cash', date: '2026-10-31' });
    expect(outgoing?.message.assumptions.at(-1)).toMatch(/^The PDF is not attached/);
    expect(outgoing?.attachments.map((file) => [file.filename, file.content.byteLength > 1000])).toEqual([
      ['board-pack-2026-10.xlsx', true],
    ]);
  });

  it('of a rule never checked says what it is, "Test: " once', async () => {
    const created = await post(alertPaths.rules, {
      name: 'Cash under 50k',
      condition: { kind: 'balance', scope: { kind: 'total' }, when: 'under', amount: '50000.00' },
      destinations: [{ kind: 'email', address: 'cfo@example.com' }],
      enabled: false,
    });
    const rule = (await created.json()) as AlertRule;
    expect((await post(alertPaths.test(rule.id))).status).toBe(202);
    sent.length = 0;
    await engine.tick(NOW);
    expect(sent.map((each) => headline(each.message))).toEqual(['Test: Cash under 50k']);
  });
});
