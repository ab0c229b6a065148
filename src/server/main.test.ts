import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, sandboxRoot, spawnServer } from './testing/spawn-server.ts';

const KEY = 'sk_spawn_test_key_123';

// Spawning tsx is slow on a busy machine; the timeouts are generous on purpose.
describe('tsx src/server/main.ts', { timeout: 30_000 }, () => {
  let root: string;
  let upstream: Server;
  let upstreamUrl: string;
  let slowRequestArrived: () => void = () => {};

  beforeAll(async () => {
    root = sandboxRoot();
    upstream = createServer((req, res) => {
      const reply = () => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '120' });
        res.end(JSON.stringify({ object: 'list', data: [], has_more: false, next_cursor: null, auth: req.headers.authorization === `Bearer ${KEY}` }));
      };
      if (req.url?.startsWith('/v1/slow')) {
        slowRequestArrived();
        setTimeout(reply, 1000);
        return;
      }
      reply();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
  });

  afterAll(() => {
    upstream.closeAllConnections();
    upstream.close();
  });

  it('refuses API_BASE_URL without API_KEY with one line and exit code 1', async () => {
    const server = spawnServer(root, { API_BASE_URL: upstreamUrl });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('API_BASE_URL is set but API_KEY is not: set API_KEY, or unset API_BASE_URL to use the embedded demo API.');
  });

  it("writes the operator's DASHBOARD_TODAY into the page for a separate upstream, and none without it", async () => {
    const pinned = spawnServer(root, { API_BASE_URL: upstreamUrl, API_KEY: KEY, PORT: '0', DASHBOARD_TODAY: '2026-11-20' });
    expect(await (await fetch(await listeningUrl(pinned))).text()).toContain('<meta name="dashboard-today" content="2026-11-20" />');
    pinned.child.kill('SIGTERM');
    await pinned.exited;
    const unpinned = spawnServer(root, { API_BASE_URL: upstreamUrl, API_KEY: KEY, PORT: '0' });
    expect(await (await fetch(await listeningUrl(unpinned))).text()).toContain('<meta name="dashboard-today" content="" />');
    unpinned.child.kill('SIGTERM');
    await unpinned.exited;
  });

  it('refuses a non-loopback HOST without access control', async () => {
    const server = spawnServer(root, { API_BASE_URL: upstreamUrl, API_KEY: KEY, HOST: '0.0.0.0' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/^HOST=0\.0\.0\.0 is not a loopback address/);
    expect(server.output()).not.toContain(KEY);
  });

  it('serves, proxies with the key, and lets an in-flight request finish after SIGTERM', async () => {
    const server = spawnServer(root, { API_BASE_URL: upstreamUrl, API_KEY: KEY, PORT: '0' });
    const url = await listeningUrl(server);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

    const page = await fetch(url);
    expect(await page.text()).toContain('content="upstream"');
    const accounts = await fetch(`${url}api/accounts`);
    expect(await accounts.json()).toMatchObject({ object: 'list', auth: true });

    const arrived = new Promise<void>((resolve) => (slowRequestArrived = resolve));
    const slow = fetch(`${url}api/slow`);
    await arrived;
    server.child.kill('SIGTERM');
    const signalled = Date.now();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ object: 'list' });
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(3000);
    await expect(fetch(url)).rejects.toThrow();
    expect(server.output()).toMatch(/"method":"GET","path":"\/api\/slow","status":200/);
    expect(server.output()).not.toContain(KEY);
  });
});
