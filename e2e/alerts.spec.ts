import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { alertPaths, alertRuleSchema, deliveryPageSchema } from '../src/core/alerts/contract.ts';
import { meSchema, workspacePaths } from '../src/core/workspace/contract.ts';
import { E2E_TODAY } from '../playwright.config.ts';
import { findPostgresBinDir, startTestPostgres } from '../src/server/testing/postgres-server.ts';
import type { TestPostgres } from '../src/server/testing/postgres-server.ts';
import { freePort } from '../src/server/testing/redis-server.ts';
import { headerText, mimePart, smtpEnv, startTestSmtp } from '../src/server/testing/smtp-server.ts';
import type { ReceivedMail, TestSmtpServer } from '../src/server/testing/smtp-server.ts';
import { listeningUrl, spawnServer } from '../src/server/testing/spawn-server.ts';
import type { SpawnedServer } from '../src/server/testing/spawn-server.ts';

/**
 * Alerts as `npm start` runs them, in Chromium: a dashboard of its own on the demo with a real
 * SMTP server, a webhook receiver that fails on purpose, a real PostgreSQL (so the test can make
 * a schedule fall due) and Debian's Chromium printing the board pack. Figures are compared with
 * the API's own answers, fetched through the dashboard's /api apart from the page.
 */
const REPO = resolve(import.meta.dirname, '..');
const binDir = findPostgresBinDir();

let smtp: TestSmtpServer;
let receiver: Server;
let receiverOrigin: string;
const hooks: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let postgres: TestPostgres;
let dashboard: SpawnedServer;
let origin: string;

test.describe.configure({ mode: 'serial' });
test.skip(
  binDir === null,
  'needs PostgreSQL (apt-get install postgresql): the board pack test makes its schedule fall due in the database',
);

test.beforeAll(async () => {
  smtp = await startTestSmtp();
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      hooks.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(request.url === '/fail' ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolvePromise) => receiver.listen(0, '127.0.0.1', resolvePromise));
  receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  postgres = await startTestPostgres(binDir ?? '');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dashboard = spawnServer(REPO, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_TODAY: E2E_TODAY,
    DEMO_SEED: '42',
    DEMO_RATE_LIMIT: '100000',
    UPSTREAM_MAX_RATE_LIMIT: '100000',
    DATABASE_URL: postgres.url,
    ...smtpEnv(smtp),
    ALERT_WEBHOOKS_ALLOW_PRIVATE: '1',
    WORKSPACE_TIME_ZONE: 'Europe/Paris',
    PDF_CHROMIUM_PATH: '/usr/bin/chromium',
  });
  await listeningUrl(dashboard, 120_000);
});

test.afterAll(async () => {
  dashboard?.child.kill('SIGTERM');
  await dashboard?.exited;
  await postgres?.stop();
  await smtp?.close();
  await new Promise((resolvePromise) => receiver?.close(resolvePromise));
});

/** The workspace's closing balance on a day, as the API's summary totals it. */
async function closingBalance(request: APIRequestContext, from: string, to: string): Promise<{ amount: string; currency: string }> {
  const answer = await request.get(`${origin}/api/transactions/summary?from=${from}&to=${to}&interval=month`);
  expect(answer.status()).toBe(200);
  const summary = (await answer.json()) as { currency: string; totals: { final_balance: string } };
  return { amount: summary.totals.final_balance, currency: summary.currency };
}

/** €5,848,021.01: how the dashboard and its messages write an amount. */
function written({ amount, currency }: { amount: string; currency: string }): string {
  const [units = '', cents = ''] = amount.replace('-', '').split('.');
  const sign = amount.startsWith('-') ? '-' : '';
  return `${sign}${currency === 'EUR' ? '€' : `${currency} `}${units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const me = meSchema.parse(await (await request.get(`${origin}${workspacePaths.me}`)).json());
  return { 'Content-Type': 'application/json', 'X-CSRF-Token': me.csrfToken, Origin: origin };
}

function mailTo(address: string, subject: RegExp): ReceivedMail | undefined {
  return smtp.mails.find((mail) => mail.to.includes(address) && subject.test(headerText(mail.raw, 'Subject')));
}

test('an editor creates a rule on the page; it fires within seconds, with the figure the API gives, in the e-mail and on the page', async ({
  page,
}) => {
  const cash = await closingBalance(page.request, E2E_TODAY, E2E_TODAY);
  const [units = '0'] = cash.amount.split('.');
  const level = `${BigInt(units) + 1000n}.00`;

  await page.goto(`${origin}/alerts`);
  await page.getByRole('button', { name: 'New alert' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Total cash under the floor');
  await dialog.getByLabel('Kind').selectOption({ label: 'Balance of an account, a group or the total' });
  await dialog.getByLabel('Fires when the balance is').selectOption('under');
  await dialog.getByLabel('Amount').fill(level);
  await dialog.getByRole('button', { name: 'Add a destination' }).click();
  await dialog.getByLabel('Address').fill('cfo@example.com');
  await dialog.getByRole('button', { name: 'Create alert' }).click();

  const row = page.getByRole('region', { name: 'Alert rules' }).getByRole('row', { name: /Total cash under the floor/ });
  await expect(row).toContainText('Firing since', { timeout: 20_000 });
  await expect(row).toContainText(written(cash));
  const history = page.getByRole('region', { name: 'Deliveries' });
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole('row', { name: /Total cash under the floor/ })).toContainText(/E-mail: cfo@example\.com.*Sent/s, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });

  const mail = mailTo('cfo@example.com', /^Alert: /);
  expect(mail).toBeDefined();
  const text = mimePart(mail?.raw ?? '', 'text/plain');
  expect(text).toContain(written(cash));
  expect(text).toMatch(new RegExp(`Open the overview: ${origin.replace(/[.]/g, '\\.')}/\\r?\\n`));

  // The footer's unsubscribe link is the header's (RFC 8058): its page asks, and its button takes the address off the rule.
  const unsubscribe = /^Unsubscribe: (\S+)$/m.exec(text)?.[1] ?? '';
  expect(mail?.raw).toContain(`List-Unsubscribe:\r\n <${unsubscribe}>`);
  await page.goto(unsubscribe);
  await expect(page.getByText('Stop receiving “Total cash under the floor” at cfo@example.com?')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You no longer receive “Total cash under the floor” at cfo@example.com.')).toBeVisible();
});

test('a webhook that fails is shown pending with its error, while another rule is checked and its signed webhook sent', async ({
  page,
}) => {
  const headers = await csrfHeaders(page.request);
  const failing = await page.request.post(`${origin}${alertPaths.rules}`, {
    headers,
    data: {
      name: 'Bank connections to the broken hook',
      condition: { kind: 'bank_data', staleAfterDays: 3, consentWithinDays: 14 },
      destinations: [{ kind: 'webhook', url: `${receiverOrigin}/fail` }],
    },
  });
  expect(failing.status()).toBe(201);
  const failingRule = alertRuleSchema.parse(await failing.json());
  await expect
    .poll(
      async () =>
        deliveryPageSchema.parse(await (await page.request.get(`${origin}${alertPaths.deliveries}?rule=${failingRule.id}`)).json())
          .deliveries[0]?.lastError ?? null,
      { timeout: 20_000 },
    )
    .toContain('500');

  const working = await page.request.post(`${origin}${alertPaths.rules}`, {
    headers,
    data: {
      name: 'Late customers to the good hook',
      condition: { kind: 'late_items', direction: 'inflow', lateByDays: 30, above: '1000.00', per: 'total' },
      destinations: [{ kind: 'webhook', url: `${receiverOrigin}/ok` }],
    },
  });
  const workingRule = alertRuleSchema.parse(await working.json());
  await expect
    .poll(
      async () =>
        deliveryPageSchema
          .parse(await (await page.request.get(`${origin}${alertPaths.deliveries}?rule=${workingRule.id}`)).json())
          .deliveries.map((delivery) => delivery.status),
      { timeout: 20_000 },
    )
    .toEqual(['sent']);
  // The generic webhook is signed with the secret its editor sees: checked here as a receiver would.
  const secret = workingRule.destinations[0]?.signingSecret ?? '';
  const hook = hooks.find((received) => received.path === '/ok');
  const timestamp = String(hook?.headers['x-dashboard-timestamp']);
  const expected = Buffer.from(
    `v1=${createHmac('sha256', secret)
      .update(`${timestamp}.${hook?.body ?? ''}`)
      .digest('hex')}`,
  );
  const given = Buffer.from(String(hook?.headers['x-dashboard-signature']));
  expect(given.length === expected.length && timingSafeEqual(given, expected)).toBe(true);
  expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({ type: 'dashboard.alert', version: 1, event: 'fired' });

  await page.goto(`${origin}/alerts`);
  const failingRow = page.getByRole('region', { name: 'Deliveries' }).getByRole('row', { name: /Bank connections to the broken hook/ });
  await expect(failingRow).toContainText(/Pending: retry at .+; the last try failed: The webhook answered 500/);
  await expect(
    page.getByRole('region', { name: 'Alert rules' }).getByRole('row', { name: /Bank connections to the broken hook/ }),
  ).toContainText('answered 500');
});

test('the board pack arrives on its working day with its workbook and the printed pack, whose closing cash is the API’s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const headers = await csrfHeaders(page.request);
  const created = await page.request.post(`${origin}${alertPaths.rules}`, {
    headers,
    data: {
      name: 'Board pack for the board',
      condition: { kind: 'board_pack', workingDay: 2, hour: 8 },
      destinations: [{ kind: 'email', address: 'board@example.com' }],
    },
  });
  const rule = alertRuleSchema.parse(await created.json());
  // The schedule falls due now; renaming the rule wakes the engine without touching its schedule.
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query('update alert_rules set next_run_at = now() - interval $$1 minute$$ where id = $1', [rule.id]);
  await client.end();
  expect(
    (
      await page.request.patch(`${origin}${alertPaths.rule(rule.id)}`, { headers, data: { name: 'Board pack for the board members' } })
    ).status(),
  ).toBe(200);

  await expect.poll(() => mailTo('board@example.com', /Board pack|board pack/) !== undefined, { timeout: 90_000 }).toBe(true);
  const mail = mailTo('board@example.com', /Board pack|board pack/);
  const raw = mail?.raw ?? '';
  expect(raw).toMatch(/filename="?board-pack-2026-10\.xlsx"?/);
  expect(raw).toMatch(/filename="?board-pack-2026-10\.pdf"?/);
  const pdf = Buffer.from(/Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(raw)?.[1] ?? '', 'base64');
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const folder = mkdtempSync(join(tmpdir(), 'board-pack-e2e-'));
  try {
    writeFileSync(join(folder, 'pack.pdf'), pdf);
    const printed = execFileSync('pdftotext', ['-layout', join(folder, 'pack.pdf'), '-'], { encoding: 'utf8' });
    const october = await closingBalance(page.request, '2026-10-01', '2026-10-31');
    expect(printed).toContain('October 2026');
    expect(printed).toContain(written(october));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
