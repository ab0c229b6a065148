import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, sandboxRoot, spawnServer } from './testing/spawn-server.ts';
import type { SpawnedServer } from './testing/spawn-server.ts';

const KEY = 'sk_spawn_test_key_123';

/** Each test starts a real `node --import tsx` process, about a second even on an idle machine; more on a busy one. */
const SPAWN_TIMEOUT_MS = 30_000;

describe('tsx src/server/main.ts', () => {
  let root: string;
  let upstream: Server;
  let upstreamUrl: string;
  // One server on the upstream, without DASHBOARD_TODAY, for the tests that only read from it; the last one stops it.
  let plain: SpawnedServer;
  let plainUrl: string;
  let slowRequestArrived: (reply: () => void) => void = () => {};

  beforeAll(async () => {
    root = sandboxRoot();
    upstream = createServer((req, res) => {
      const reply = () => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '120' });
        res.end(
          JSON.stringify({
            object: 'list',
            data: [],
            has_more: false,
            next_cursor: null,
            auth: req.headers.authorization === `Bearer ${KEY}`,
          }),
        );
      };
      // The slow request is answered when the test says so.
      if (req.url?.startsWith('/v1/slow')) slowRequestArrived(reply);
      else reply();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
    plain = spawnServer(root, { API_BASE_URL: upstreamUrl, API_KEY: KEY, PORT: '0' });
    plainUrl = await listeningUrl(plain);
  }, SPAWN_TIMEOUT_MS);

  afterAll(() => {
    if (plain.child.exitCode === null) plain.child.kill('SIGKILL');
    upstream.closeAllConnections();
    upstream.close();
  });

  it(
    'refuses API_BASE_URL without API_KEY with one line and exit code 1',
    async () => {
      const server = spawnServer(root, { API_BASE_URL: upstreamUrl });
      expect(await server.exited).toBe(1);
      expect(server.output().trim()).toBe(
        'API_BASE_URL is set but API_KEY is not: set API_KEY, or unset API_BASE_URL to use the embedded demo API.',
      );
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "writes the operator's DASHBOARD_TODAY into the page for a separate upstream, and none without it",
    async () => {
      const pinned = spawnServer(root, { API_BASE_URL: upstreamUrl, API_KEY: KEY, PORT: '0', DASHBOARD_TODAY: '2026-11-20' });
      expect(await (await fetch(await listeningUrl(pinned))).text()).toContain('<meta name="dashboard-today" content="2026-11-20" />');
      pinned.child.kill('SIGTERM');
      await pinned.exited;
      expect(await (await fetch(plainUrl)).text()).toContain('<meta name="dashboard-today" content="" />');
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'refuses a non-loopback HOST without access control',
    async () => {
      const server = spawnServer(root, { API_BASE_URL: upstreamUrl, API_KEY: KEY, HOST: '0.0.0.0' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/^HOST=0\.0\.0\.0 is not a loopback address/);
      expect(server.output()).not.toContain(KEY);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'serves, proxies with the key, and lets an in-flight request finish after SIGTERM',
    async () => {
      const [server, url] = [plain, plainUrl];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

      const page = await fetch(url);
      expect(await page.text()).toContain('content="upstream"');
      const accounts = await fetch(`${url}api/accounts`);
      expect(await accounts.json()).toMatchObject({ object: 'list', auth: true });

      const arrived = new Promise<() => void>((resolve) => (slowRequestArrived = resolve));
      const slow = fetch(`${url}api/slow`);
      const reply = await arrived;
      server.child.kill('SIGTERM');
      const signalled = Date.now();
      // The server prints this as it starts closing: the request is still in flight when the stop begins.
      await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('SIGTERM: finishing open requests, then stopping.');
      reply();
      const response = await slow;
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ object: 'list' });
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(3000);
      await expect(fetch(url)).rejects.toThrow();
      expect(server.output()).toMatch(/"method":"GET","path":"\/api\/slow","status":200/);
      expect(server.output()).not.toContain(KEY);
    },
    SPAWN_TIMEOUT_MS,
  );
});
