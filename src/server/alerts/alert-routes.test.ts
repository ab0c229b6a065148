import type { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertPaths, MAX_DESTINATIONS, RULE_LIMITS } from '../../core/alerts/contract.ts';
import type { AlertRule, DeliveryCapabilities } from '../../core/alerts/contract.ts';
import { MAX_BODY_BYTES } from '../../core/workspace/contract.ts';
import type { Person } from '../identity/person.ts';
import type { Storage } from '../storage/open-storage.ts';
import { alertsApp } from '../testing/alerts-fixture.ts';
import { addPerson, clearAlerts, memoryStorage, PERSON_HEADER } from '../testing/workspace-fixture.ts';

type ErrorBody = { error: { type: string; code: string; message: string; param: string | null } };

const NOW = new Date('2026-03-02T09:00:00Z');
const NEXT_RUN = new Date('2026-03-04T08:00:00Z');
const capabilities: DeliveryCapabilities = { email: true, pdf: false, privateWebhooks: false, timeZone: 'Europe/Berlin' };
const SLACK = 'https://hooks.slack.com/services/T000/B000/sekret';
const balanceRule = { name: 'Cash under 50k', condition: { kind: 'balance', scope: { kind: 'total' }, when: 'under', amount: '50000.00' } };

describe('the alert routes on PGlite', () => {
  let storage: Storage;
  let app: Hono;
  let tokenOf: (person: Person) => Promise<string>;
  const people = new Map<string, Person>();
  let changes = 0;

  beforeAll(async () => {
    storage = await memoryStorage();
    for (const [name, role] of [
      ['vera', 'viewer'],
      ['nomail', 'viewer'],
      ['eddie', 'editor'],
    ] as const)
      people.set(name, await addPerson(storage.db, name, role));
    await storage.db.updateTable('users').set({ email: `vera@example.com` }).where('subject', '=', 'vera').execute();
    await storage.db.updateTable('users').set({ email: `eddie@example.com` }).where('subject', '=', 'eddie').execute();
    ({ app, tokenOf } = alertsApp(storage.db, people, { capabilities, nextRun: () => NEXT_RUN, now: () => NOW, changed: () => changes++ }));
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  beforeEach(async () => {
    await clearAlerts(storage.db, { audit: true });
  });

  const person = (name: string) => people.get(name) ?? expect.unreachable(name);

  function get(name: string, path: string): Promise<Response> {
    return Promise.resolve(app.request(path, { headers: { [PERSON_HEADER]: name } }));
  }

  async function send(name: string, method: string, path: string, body?: unknown): Promise<Response> {
    return app.request(path, {
      method,
      headers: {
        [PERSON_HEADER]: name,
        'X-CSRF-Token': await tokenOf(person(name)),
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  }

  async function created(rule: Record<string, unknown> = balanceRule): Promise<AlertRule> {
    const response = await send('eddie', 'POST', alertPaths.rules, rule);
    expect(response.status).toBe(201);
    return (await response.json()) as AlertRule;
  }

  async function errorOf(response: Response) {
    const body = (await response.json()) as ErrorBody;
    return { status: response.status, code: body.error.code, param: body.error.param, message: body.error.message };
  }

  const rulesOf = async (name: string) =>
    (await (await get(name, alertPaths.rules)).json()) as { rules: AlertRule[]; capabilities: DeliveryCapabilities };
  const auditLines = () => storage.db.selectFrom('audit_events').selectAll().orderBy('at').execute();

  it('tells the engine of a created, changed or tested rule (it then checks within a second), not of a refused write', async () => {
    changes = 0;
    const rule = await created();
    expect(changes).toBe(1);
    expect((await send('eddie', 'PATCH', alertPaths.rule(rule.id), { name: 'Cash under 40k' })).status).toBe(200);
    expect((await send('eddie', 'POST', alertPaths.test(rule.id))).status).toBe(202);
    expect(changes).toBe(3);
    expect((await send('vera', 'POST', alertPaths.rules, balanceRule)).status).toBe(403);
    expect((await send('vera', 'PUT', alertPaths.subscription(rule.id), { subscribed: true })).status).toBe(200);
    expect(changes).toBe(3);
  });

  it('creates a rule for an editor: 201, due at once, audited without its webhook URL or secret', async () => {
    const rule = await created({
      ...balanceRule,
      repeatEveryHours: 24,
      destinations: [
        { kind: 'slack', url: SLACK },
        { kind: 'webhook', url: 'https://example.com/hook' },
        { kind: 'email', address: 'board@example.com' },
      ],
    });
    expect(rule).toMatchObject({
      name: 'Cash under 50k',
      repeatEveryHours: 24,
      enabled: true,
      subscriberCount: 0,
      subscribed: false,
      createdBy: 'eddie',
      canEdit: true,
      state: { status: 'never_checked', nextRunAt: null },
    });
    expect(rule.destinations.map((d) => [d.kind, d.target])).toEqual([
      ['slack', SLACK],
      ['webhook', 'https://example.com/hook'],
      ['email', 'board@example.com'],
    ]);
    expect(rule.destinations[1]?.signingSecret).toMatch(/^[\w-]{43}$/);
    const row = await storage.db.selectFrom('alert_rules').select('next_run_at').executeTakeFirstOrThrow();
    expect(row.next_run_at).toEqual(NOW);
    const [line] = await auditLines();
    expect(line).toMatchObject({
      action: 'alert_created',
      target: rule.id,
      details: { name: 'Cash under 50k', kind: 'balance', destinations: ['slack', 'webhook', 'email'] },
    });
    expect(JSON.stringify(line)).not.toMatch(/sekret|example\.com\/hook|hooks\.slack|signing/i);
  });

  it('schedules a board pack at its next run', async () => {
    const rule = await created({ name: 'Board pack', condition: { kind: 'board_pack', workingDay: 2, hour: 8 } });
    expect(rule.state).toMatchObject({ status: 'scheduled', nextRunAt: NEXT_RUN.toISOString() });
  });

  it('shows a viewer webhooks by host only and no signing secret; e-mail destinations whole', async () => {
    await created({
      ...balanceRule,
      destinations: [
        { kind: 'slack', url: SLACK },
        { kind: 'webhook', url: 'https://example.com/hook' },
        { kind: 'email', address: 'board@example.com' },
      ],
    });
    const { rules, capabilities: shown } = await rulesOf('vera');
    expect(shown).toEqual(capabilities);
    expect(rules[0]?.canEdit).toBe(false);
    expect(rules[0]?.destinations.map(({ kind, target, signingSecret }) => ({ kind, target, signingSecret }))).toEqual([
      { kind: 'slack', target: 'hooks.slack.com', signingSecret: undefined },
      { kind: 'webhook', target: 'example.com', signingSecret: undefined },
      { kind: 'email', target: 'board@example.com', signingSecret: undefined },
    ]);
  });

  it('refuses every write of a viewer with 403 forbidden_role and stores nothing', async () => {
    const rule = await created();
    await storage.db.deleteFrom('audit_events').execute();
    for (const [method, path, body] of [
      ['POST', alertPaths.rules, balanceRule],
      ['PATCH', alertPaths.rule(rule.id), { name: 'Mine now' }],
      ['DELETE', alertPaths.rule(rule.id), undefined],
      ['POST', alertPaths.test(rule.id), undefined],
    ] as const)
      expect(await errorOf(await send('vera', method, path, body))).toMatchObject({
        status: 403,
        code: 'forbidden_role',
        message: 'This needs the editor role.',
      });
    const rows = await storage.db.selectFrom('alert_rules').select('name').execute();
    expect(rows).toEqual([{ name: 'Cash under 50k' }]);
    expect(await storage.db.selectFrom('alert_deliveries').selectAll().execute()).toEqual([]);
    expect(await auditLines()).toEqual([]);
  });

  it('answers 401 to no one and refuses a write without the CSRF token (the write guard)', async () => {
    expect((await get('nobody', alertPaths.rules)).status).toBe(401);
    const forged = await app.request(alertPaths.rules, {
      method: 'POST',
      headers: { [PERSON_HEADER]: 'eddie', 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify(balanceRule),
    });
    expect(forged.status).toBe(403);
    expect(await storage.db.selectFrom('alert_rules').selectAll().execute()).toEqual([]);
  });

  it('refuses a body over the size limit and a name too long', async () => {
    const huge = await send('eddie', 'POST', alertPaths.rules, { ...balanceRule, name: 'x'.repeat(MAX_BODY_BYTES) });
    expect(huge.status).toBe(413);
    expect(await errorOf(await send('eddie', 'POST', alertPaths.rules, { ...balanceRule, name: 'x'.repeat(121) }))).toMatchObject({
      status: 400,
      code: 'invalid_body',
      param: 'name',
    });
    expect(await storage.db.selectFrom('alert_rules').selectAll().execute()).toEqual([]);
  });

  it('caps the rules (RULE_LIMITS): one editor’s 51st and the workspace’s 101st are 409 limit_reached; 11 destinations 400', async () => {
    const stored = (createdBy: string | null, count: number) =>
      sql`insert into alert_rules (name, condition, created_by, created_by_label, updated_by, next_run_at)
        select 'Rule ' || n, ${JSON.stringify(balanceRule.condition)}, ${createdBy}, 'someone', ${createdBy}, now()
        from generate_series(1, ${count}) as n`.execute(storage.db);
    await stored(person('eddie').id, RULE_LIMITS.perPerson);
    expect(await errorOf(await send('eddie', 'POST', alertPaths.rules, balanceRule))).toEqual({
      status: 409,
      code: 'limit_reached',
      param: null,
      message: 'You created 50 alert rules, the most one person may: delete one to add another.',
    });
    await storage.db.deleteFrom('alert_rules').execute();
    await stored(null, RULE_LIMITS.all);
    expect(await errorOf(await send('eddie', 'POST', alertPaths.rules, balanceRule))).toMatchObject({
      status: 409,
      code: 'limit_reached',
      message: 'The workspace keeps 100 alert rules, the most it may: delete one to add another.',
    });
    await storage.db.deleteFrom('alert_rules').execute();
    const destinations = Array.from({ length: MAX_DESTINATIONS + 1 }, (_, index) => ({ kind: 'email', address: `r${index}@example.com` }));
    expect(await errorOf(await send('eddie', 'POST', alertPaths.rules, { ...balanceRule, destinations }))).toEqual({
      status: 400,
      code: 'invalid_body',
      param: 'destinations',
      message: 'A rule has at most 10 destinations.',
    });
    expect(await storage.db.selectFrom('alert_rules').selectAll().execute()).toEqual([]);
    expect(await auditLines()).toEqual([]);
  });

  it('keeps a hostile name as plain text: markup as it was typed, controls and bidi marks dropped', async () => {
    const rule = await created({ ...balanceRule, name: '<img src=x onerror=alert(1)> \u202eAcme\u202c\r\nBcc: x@evil' });
    expect(rule.name).toBe('<img src=x onerror=alert(1)> Acme Bcc: x@evil');
  });

  it.each([
    ['http://127.0.0.1:9000/hook', 0],
    ['http://169.254.169.254/latest/meta-data/', 0],
    ['https://user:pw@example.com/hook', 0],
    ['http://[::1]/hook', 0],
  ])('refuses the webhook %s with 400 webhook_address_refused and stores nothing', async (url) => {
    const response = await send('eddie', 'POST', alertPaths.rules, {
      ...balanceRule,
      destinations: [
        { kind: 'email', address: 'a@example.com' },
        { kind: 'webhook', url },
      ],
    });
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'webhook_address_refused', param: 'destinations.1.url' });
    expect(await storage.db.selectFrom('alert_rules').selectAll().execute()).toEqual([]);
  });

  it('refuses a plain http:// webhook with 400, saying why, on creating and on changing a rule', async () => {
    const plain = { kind: 'webhook', url: 'http://93.184.216.34/hook' };
    const refused = {
      status: 400,
      code: 'webhook_address_refused',
      param: 'destinations.0.url',
      message:
        'A webhook address starts with https://: plain http:// would send the figures unencrypted.' +
        ' The server posts to http:// only when its operator allows internal receivers (ALERT_WEBHOOKS_ALLOW_PRIVATE).',
    };
    expect(await errorOf(await send('eddie', 'POST', alertPaths.rules, { ...balanceRule, destinations: [plain] }))).toEqual(refused);
    const rule = await created();
    expect(await errorOf(await send('eddie', 'PATCH', alertPaths.rule(rule.id), { destinations: [plain] }))).toEqual(refused);
    expect(await storage.db.selectFrom('alert_destinations').selectAll().execute()).toEqual([]);
  });

  it('takes a private webhook when the operator allows it', async () => {
    const allowed = alertsApp(storage.db, people, {
      capabilities: { ...capabilities, privateWebhooks: true },
      nextRun: () => NEXT_RUN,
      now: () => NOW,
    });
    const response = await allowed.app.request(alertPaths.rules, {
      method: 'POST',
      headers: { [PERSON_HEADER]: 'eddie', 'X-CSRF-Token': await allowed.tokenOf(person('eddie')), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...balanceRule, destinations: [{ kind: 'webhook', url: 'http://10.0.0.5/hook' }] }),
    });
    expect(response.status).toBe(201);
  });

  it('changes a rule: destinations kept by id, new ones added, others removed; the audit says what changed, never a URL', async () => {
    const rule = await created({
      ...balanceRule,
      destinations: [
        { kind: 'slack', url: SLACK },
        { kind: 'email', address: 'board@example.com' },
      ],
    });
    const keep = rule.destinations[0]?.id ?? '';
    const response = await send('eddie', 'PATCH', alertPaths.rule(rule.id), {
      name: 'Cash under 40k',
      enabled: false,
      destinations: [{ kind: 'teams', url: 'https://example.webhook.office.com/x/sekret2' }, { id: keep }],
    });
    expect(response.status).toBe(200);
    const changed = (await response.json()) as AlertRule;
    expect(changed).toMatchObject({ name: 'Cash under 40k', enabled: false, state: { status: 'paused' } });
    expect(changed.destinations.map((d) => d.kind)).toEqual(['teams', 'slack']);
    expect(changed.destinations[1]?.id).toBe(keep);
    const line = (await auditLines()).at(-1);
    expect(line).toMatchObject({
      action: 'alert_changed',
      details: {
        name: 'Cash under 40k',
        changes: { name: { from: 'Cash under 50k', to: 'Cash under 40k' }, enabled: { from: true, to: false } },
        destinations: { added: ['teams'], removed: ['email'] },
      },
    });
    expect(JSON.stringify(line)).not.toMatch(/sekret|hooks\.slack|office\.com/);
  });

  it('keeps the episode of a firing rule open over a new condition, for the next check (due now) to close; voids a check under way; a new name alone keeps the state', async () => {
    const rule = await created();
    await storage.db
      .updateTable('alert_rules')
      .set({ status: 'firing', holds: true, since: NOW, reading: 'Cash €40,000.00', next_run_at: new Date(NOW.getTime() + 900_000) })
      .execute();
    await send('eddie', 'PATCH', alertPaths.rule(rule.id), { name: 'Renamed' });
    expect(await storage.db.selectFrom('alert_rules').select(['status', 'state_version']).executeTakeFirstOrThrow()).toEqual({
      status: 'firing',
      state_version: 0,
    });
    const condition = { ...balanceRule.condition, amount: '40000.00' };
    const changed = (await (await send('eddie', 'PATCH', alertPaths.rule(rule.id), { condition })).json()) as AlertRule;
    expect(changed.state).toMatchObject({ status: 'firing', since: NOW.toISOString(), reading: null });
    expect(
      await storage.db
        .selectFrom('alert_rules')
        .select(['holds', 'condition_changed', 'state_version', 'next_run_at'])
        .executeTakeFirstOrThrow(),
    ).toEqual({ holds: true, condition_changed: true, state_version: 1, next_run_at: NOW });
    expect((await auditLines()).at(-1)?.details).toMatchObject({ changes: { condition: { from: balanceRule.condition, to: condition } } });
  });

  it("refuses keeping another rule's destination by id", async () => {
    const other = await created({ ...balanceRule, destinations: [{ kind: 'slack', url: SLACK }] });
    const rule = await created();
    const response = await send('eddie', 'PATCH', alertPaths.rule(rule.id), { destinations: [{ id: other.destinations[0]?.id }] });
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'invalid_body', param: 'destinations.0.id' });
  });

  it('answers 404 alert_not_found for an unknown or malformed id', async () => {
    expect(
      await errorOf(await send('eddie', 'PATCH', alertPaths.rule('00000000-0000-4000-8000-000000000000'), { name: 'x' })),
    ).toMatchObject({ status: 404, code: 'alert_not_found' });
    expect(await errorOf(await send('eddie', 'DELETE', alertPaths.rule('nope')))).toMatchObject({ status: 404, code: 'alert_not_found' });
    expect(await errorOf(await send('vera', 'PUT', alertPaths.subscription('nope'), { subscribed: true }))).toMatchObject({
      status: 404,
      code: 'alert_not_found',
    });
  });

  it('deletes a rule: 204, audited, its pending deliveries stopped and the sent ones kept in the history', async () => {
    const rule = await created({ ...balanceRule, destinations: [{ kind: 'email', address: 'board@example.com' }] });
    await send('eddie', 'POST', alertPaths.test(rule.id));
    expect((await send('eddie', 'DELETE', alertPaths.rule(rule.id))).status).toBe(204);
    expect(await storage.db.selectFrom('alert_deliveries').select(['rule_id', 'status', 'rule_name']).execute()).toEqual([
      { rule_id: null, status: 'failed', rule_name: 'Cash under 50k' },
    ]);
    expect((await auditLines()).at(-1)).toMatchObject({ action: 'alert_deleted', details: { name: 'Cash under 50k', kind: 'balance' } });
  });

  it('subscribes and unsubscribes the asking user only, each audited once', async () => {
    const rule = await created();
    expect(await (await send('vera', 'PUT', alertPaths.subscription(rule.id), { subscribed: true })).json()).toEqual({ subscribed: true });
    await send('vera', 'PUT', alertPaths.subscription(rule.id), { subscribed: true });
    expect((await rulesOf('vera')).rules[0]).toMatchObject({ subscribed: true, subscriberCount: 1 });
    expect((await rulesOf('eddie')).rules[0]).toMatchObject({ subscribed: false, subscriberCount: 1 });
    // Eddie's "unsubscribe" is his own: Vera stays subscribed.
    await send('eddie', 'PUT', alertPaths.subscription(rule.id), { subscribed: false });
    expect((await rulesOf('vera')).rules[0]).toMatchObject({ subscribed: true, subscriberCount: 1 });
    await send('vera', 'PUT', alertPaths.subscription(rule.id), { subscribed: false });
    expect((await rulesOf('vera')).rules[0]).toMatchObject({ subscribed: false, subscriberCount: 0 });
    expect((await auditLines()).map((line) => line.action).slice(1)).toEqual(['alert_subscribed', 'alert_unsubscribed']);
    expect(
      await errorOf(await send('vera', 'PUT', alertPaths.subscription(rule.id), { subscribed: true, user: person('eddie').id })),
    ).toMatchObject({ status: 400, code: 'invalid_body', param: 'user' });
  });

  it('refuses to subscribe a user without an e-mail: 400 no_email', async () => {
    const rule = await created();
    expect(await errorOf(await send('nomail', 'PUT', alertPaths.subscription(rule.id), { subscribed: true }))).toMatchObject({
      status: 400,
      code: 'no_email',
    });
    expect(await storage.db.selectFrom('alert_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('queues a test to each subscriber and destination: 202 {queued}, in the history newest first, webhooks by host', async () => {
    const rule = await created({ ...balanceRule, destinations: [{ kind: 'slack', url: SLACK }] });
    await send('vera', 'PUT', alertPaths.subscription(rule.id), { subscribed: true });
    const response = await send('eddie', 'POST', alertPaths.test(rule.id));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ queued: 2 });
    const page = (await (await get('vera', `${alertPaths.deliveries}?rule=${rule.id}`)).json()) as {
      deliveries: { recipient: string; event: string; status: string; subject: string }[];
      next: string | null;
    };
    // Queued together, they share a moment: their order among themselves is by id.
    expect(page.deliveries.map((d) => [d.event, d.recipient, d.status, d.subject]).sort()).toEqual([
      ['test', 'hooks.slack.com', 'pending', 'Cash under 50k'],
      ['test', 'vera@example.com', 'pending', 'Cash under 50k'],
    ]);
    expect(JSON.stringify(page)).not.toMatch(/sekret/);
    expect((await auditLines()).at(-1)).toMatchObject({ action: 'alert_test_sent', details: { queued: 2 } });
  });

  it('pages the history with a cursor and refuses one it did not give', async () => {
    const rule = await created({ ...balanceRule, destinations: [{ kind: 'email', address: 'a@example.com' }] });
    for (let i = 0; i < 3; i++) await send('eddie', 'POST', alertPaths.test(rule.id));
    const first = (await (await get('vera', `${alertPaths.deliveries}?limit=2`)).json()) as { deliveries: { id: string }[]; next: string };
    expect(first.deliveries).toHaveLength(2);
    const second = (await (await get('vera', `${alertPaths.deliveries}?limit=2&before=${first.next}`)).json()) as {
      deliveries: { id: string }[];
      next: string | null;
    };
    expect(second.deliveries).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(await errorOf(await get('vera', `${alertPaths.deliveries}?before=bogus`))).toMatchObject({ status: 400, param: 'before' });
  });
});
