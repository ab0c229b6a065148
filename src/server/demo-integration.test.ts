import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openUpstream } from './upstream-target.ts';
import type { UpstreamTarget } from './upstream-target.ts';

const DEMO_ENV = { DEMO_SEED: '7', DEMO_TODAY: '2026-03-15', DEMO_SCALE: '0.05', DEMO_RATE_LIMIT: '3' };

type AccountList = { object: string; data: Array<{ object: string; id: string }>; has_more: boolean };

describe('server and embedded demo API over real sockets', () => {
  let upstream: UpstreamTarget;
  let server: Server;
  let url: string;
  const logs: string[] = [];

  beforeAll(async () => {
    upstream = await openUpstream({ kind: 'demo' }, DEMO_ENV);
    const dist = join(mkdtempSync(join(tmpdir(), 'dashboard-')), 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<head><meta name="dashboard-data-source" content="upstream" /></head>');
    const app = createApp({
      proxy: { baseUrl: upstream.baseUrl, apiKey: upstream.apiKey, timeoutMs: 5000, cacheTtlS: 0.05, log: (line) => logs.push(line) },
      distDir: dist,
      pageMeta: { dataSource: upstream.dataSource, today: upstream.today },
      access: { kind: 'none' },
    });
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
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
    const direct = (await (await fetch(`${upstream.baseUrl}/accounts`, { headers: { Authorization: 'Bearer demo_key' } })).json()) as AccountList;
    const response = await fetch(`${url}/api/accounts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('3');
    const body = (await response.json()) as AccountList;
    expect(body.object).toBe('list');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((account) => account.object === 'account')).toBe(true);
    expect(body.data.map((account) => account.id)).toEqual(direct.data.map((account) => account.id));
  });

  it('passes the demo API error envelope through and logs its request_id', async () => {
    const response = await fetch(`${url}/api/transactions?limit=0`);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; request_id: string } };
    expect(error.code).toBe('limit_out_of_range');
    expect(logs.at(-1)).toContain(`request_id=${error.request_id}`);
  });

  it('answers from the stale cache once the demo API rate-limits the key', async () => {
    const answers: Array<{ status: number; cache: string | null }> = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      const response = await fetch(`${url}/api/accounts`);
      answers.push({ status: response.status, cache: response.headers.get('x-dashboard-cache') });
    }
    expect(answers.at(-1)).toEqual({ status: 200, cache: 'stale' });
    const uncached = await fetch(`${url}/api/banks`);
    expect(uncached.status).toBe(429);
    expect(Number(uncached.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
