import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import { createAppServer } from './http/request-listener.ts';
import { TEST_TUNING } from './testing/fake-upstream.ts';
import { openUpstream } from './config/upstream-target.ts';
import type { UpstreamTarget } from './config/upstream-target.ts';

const DEMO_ENV = { DEMO_SEED: '7', DEMO_TODAY: '2026-03-15', DEMO_SCALE: '0.05', DEMO_RATE_LIMIT: '4' };

type AccountList = { object: string; data: Array<{ object: string; id: string }>; has_more: boolean };

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A GET from another loopback address: each is another client, with its own share of the upstream's limit. */
function getFrom(url: string, localAddress: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    get(url, { localAddress }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    }).on('error', reject);
  });
}

describe('server and embedded demo API over real sockets', () => {
  let upstream: UpstreamTarget;
  let server: Server;
  let url: string;
  const logs: string[] = [];

  beforeAll(async () => {
    // The server's clock stands still unless a test moves it; only Date is faked, so the sockets run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    upstream = await openUpstream({ kind: 'demo' }, DEMO_ENV);
    const dist = join(mkdtempSync(join(tmpdir(), 'dashboard-')), 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<head><meta name="dashboard-data-source" content="upstream" /></head>');
    const app = createApp({
      proxy: { ...TEST_TUNING, baseUrl: upstream.baseUrl, apiKey: upstream.apiKey, timeoutMs: 5000, cacheTtlS: 0.05 },
      log: (line) => logs.push(line),
      distDir: dist,
      pageMeta: { dataSource: upstream.dataSource, today: upstream.today },
      access: { kind: 'none' },
      hosts: { allowedHosts: [], listeningPort: () => (server.address() as AddressInfo).port },
    });
    server = createAppServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    vi.useRealTimers();
    server.closeAllConnections();
    server.close();
    await upstream.close();
  });

  it('listens on loopback with the demo key and marks the page as demo data', async () => {
    expect(upstream.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(upstream.apiKey).toBe('demo_key');
    expect(await (await fetch(`${url}/`)).text()).toContain('<meta name="dashboard-data-source" content="demo" />');
  });

  it('GET /api/accounts returns the demo accounts', async () => {
    const direct = (await (
      await fetch(`${upstream.baseUrl}/accounts`, { headers: { Authorization: 'Bearer demo_key' } })
    ).json()) as AccountList;
    const response = await fetch(`${url}/api/accounts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('4');
    const body = (await response.json()) as AccountList;
    expect(body.object).toBe('list');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((account) => account.object === 'account')).toBe(true);
    expect(body.data.map((account) => account.id)).toEqual(direct.data.map((account) => account.id));
  });

  it('passes the demo API error envelope through and logs its request_id', async () => {
    // Another client: with the demo's limit of 4 a minute, each client's share is one call.
    const response = await getFrom(`${url}/api/transactions?limit=0`, '127.0.0.2');
    expect(response.status).toBe(400);
    const { error } = JSON.parse(response.body) as { error: { code: string; request_id: string } };
    expect(error.code).toBe('limit_out_of_range');
    const lines = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => line.upstream_request_id === error.request_id).map((line) => line.msg)).toEqual(['upstream', 'request']);
  });

  // The key has spent 3 of its 4 calls: the direct fetch, /accounts and /transactions.
  it('answers from the stale cache once the demo API rate-limits the key, dated by its fetch', async () => {
    const answers: Reply[] = [];
    for (const client of ['127.0.0.3', '127.0.0.4']) {
      // Past the 50 ms TTL of the answer before.
      vi.setSystemTime(Date.now() + 60);
      answers.push(await getFrom(`${url}/api/accounts`, client));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.headers['x-dashboard-cache']).toBe('miss');
    expect(answers[1]?.headers['x-dashboard-cache']).toBe('stale');
    expect(Date.parse(String(answers[1]?.headers['x-dashboard-stale-since']))).toBeLessThan(Date.now());
    const uncached = await getFrom(`${url}/api/banks`, '127.0.0.5');
    expect(uncached.status).toBe(429);
    expect(Number(uncached.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends one client over its share to a counted-down 429 before the key is spent', async () => {
    const second = await getFrom(`${url}/api/counterparties`, '127.0.0.1');
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });
});
