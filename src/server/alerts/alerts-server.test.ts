import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertPaths, deliveryPageSchema, ruleListSchema } from '../../core/alerts/contract.ts';
import { formatMoney, parseMoney } from '../../core/money.ts';
import { workspacePaths } from '../../core/workspace/contract.ts';
import type { Me } from '../../core/workspace/contract.ts';
import { headerText, mimePart, smtpEnv, startTestSmtp } from '../testing/smtp-server.ts';
import type { TestSmtpServer } from '../testing/smtp-server.ts';
import { listeningUrl, sandboxRoot, spawnServer } from '../testing/spawn-server.ts';
import type { SpawnedServer } from '../testing/spawn-server.ts';

/**
 * The whole server as `npm start` runs it, on the demo, with a real SMTP server and a webhook
 * receiver on loopback: a rule created over HTTP is checked within seconds, its e-mail and its
 * signed webhook arrive once, and the delivery history says so. Figures are compared with the
 * API's own answer, fetched through the dashboard's /api apart from the rule.
 */
type Hook = { headers: IncomingHttpHeaders; body: string };

let smtp: TestSmtpServer;
let receiver: Server;
let hookUrl: string;
const hooks: Hook[] = [];
let dashboard: SpawnedServer;
let origin: string;
let writeHeaders: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      hooks.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/cash`;
  dashboard = spawnServer(sandboxRoot(), {
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_TODAY: '2026-11-20',
    DEMO_RATE_LIMIT: '100000',
    ...smtpEnv(smtp),
    ALERT_WEBHOOKS_ALLOW_PRIVATE: '1',
    WORKSPACE_TIME_ZONE: 'Europe/Paris',
  });
  origin = (await listeningUrl(dashboard, 60_000)).replace(/\/$/, '');
  const { csrfToken } = (await (await fetch(`${origin}${workspacePaths.me}`)).json()) as Me;
  writeHeaders = { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Origin: origin };
}, 90_000);

afterAll(async () => {
  dashboard?.child.kill('SIGTERM');
  await dashboard?.exited;
  await smtp?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Cash today in the workspace currency, as the API totals it (spec 4.5), through the dashboard's own /api. */
async function cashToday(): Promise<{ cents: bigint; currency: string }> {
  const summary = (await (await fetch(`${origin}/api/transactions/summary?from=2026-11-20&to=2026-11-20&interval=day`)).json()) as { currency: string; totals: { final_balance?: string; ending_balance?: string } & Record<string, unknown> };
  const final = Object.entries(summary.totals).find(([name]) => /final|ending|closing/.test(name))?.[1];
  if (typeof final !== 'string') throw new Error(`no closing balance in ${JSON.stringify(summary.totals)}`);
  return { cents: parseMoney(final), currency: summary.currency };
}

describe('alerts on the running server', () => {
  it('fires a balance rule within seconds: one e-mail and one signed webhook, the figure the API gives', async () => {
    const cash = await cashToday();
    const level = cash.cents + 100_000n;
    const amount = `${level / 100n}.${String(level % 100n).padStart(2, '0')}`;
    const created = await fetch(`${origin}${alertPaths.rules}`, {
      method: 'POST',
      headers: writeHeaders,
      body: JSON.stringify({
        name: 'Total cash under the floor',
        condition: { kind: 'balance', scope: { kind: 'total' }, when: 'under', amount },
        destinations: [{ kind: 'email', address: 'cfo@example.com' }, { kind: 'webhook', url: hookUrl }],
      }),
    });
    expect(created.status).toBe(201);

    await vi.waitFor(() => expect(smtp.mails.length + hooks.length).toBe(2), { timeout: 20_000, interval: 100 });
    const shown = formatMoney(cash.cents, cash.currency, { locale: 'en-GB' });
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(['cfo@example.com']);
    expect(headerText(mail?.raw ?? '', 'Subject')).toMatch(/^Alert: /);
    expect(mimePart(mail?.raw ?? '', 'text/plain')).toContain(shown);
    expect(mimePart(mail?.raw ?? '', 'text/plain')).toContain(`${origin}/accounts`);

    const rules = ruleListSchema.parse(await (await fetch(`${origin}${alertPaths.rules}`)).json());
    const secret = rules.rules[0]?.destinations.find((destination) => destination.kind === 'webhook')?.signingSecret ?? '';
    const [hook] = hooks;
    const timestamp = String(hook?.headers['x-dashboard-timestamp']);
    const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${hook?.body ?? ''}`).digest('hex')}`);
    expect(timingSafeEqual(Buffer.from(String(hook?.headers['x-dashboard-signature'])), expected)).toBe(true);
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({ type: 'dashboard.alert', version: 1, event: 'fired' });
    expect(hook?.body).toContain(shown);

    const history = deliveryPageSchema.parse(await (await fetch(`${origin}${alertPaths.deliveries}`)).json());
    expect(history.deliveries.map((delivery) => [delivery.channel, delivery.event, delivery.status]).sort()).toEqual([
      ['email', 'fired', 'sent'],
      ['webhook', 'fired', 'sent'],
    ]);
    expect(rules.rules[0]?.state.status).toBe('firing');
  }, 60_000);
});
