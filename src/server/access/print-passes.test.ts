import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from '../http/request-listener.ts';
import type { ClientEnv } from '../http/client-identity.ts';
import { createPrintPasses, PRINT_PASS_COOKIE, PRINT_PASS_TTL_MS } from './print-passes.ts';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** A server whose access control refuses everyone, with print passes in front, over real HTTP on loopback. */
async function serverWithPasses(now: () => number = Date.now) {
  const passes = createPrintPasses(now);
  const app = new Hono<ClientEnv>();
  app.use(passes.admit((c) => Promise.resolve(c.text('sign in first', 401))));
  app.get('*', (c) => c.text(`page for ${c.get('clientId') ?? 'nobody'}`));
  app.post('*', (c) => c.text('written'));
  const server = createAppServer(new Hono().route('/', app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { passes, origin };
}

async function cookieFrom(origin: string, link: string): Promise<string> {
  const response = await fetch(`${origin}${link}`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/board-pack?month=2026-10');
  const cookie = response.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Strict/i);
  return cookie.split(';')[0] ?? '';
}

describe('print passes', () => {
  it('turn the link’s pass into a cookie, then admit pages and the API', async () => {
    const { passes, origin } = await serverWithPasses();
    const cookie = await cookieFrom(origin, passes.mint('/board-pack?month=2026-10'));
    expect(cookie.startsWith(`${PRINT_PASS_COOKIE}=`)).toBe(true);
    for (const path of ['/board-pack?month=2026-10', '/assets/index.js', '/api/accounts']) {
      const response = await fetch(`${origin}${path}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('page for server:print');
    }
  });

  it('never admit a write, the workspace or sign-in', async () => {
    const { passes, origin } = await serverWithPasses();
    const cookie = await cookieFrom(origin, passes.mint('/board-pack?month=2026-10'));
    expect((await fetch(`${origin}/api/accounts`, { method: 'POST', headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${origin}/workspace/me`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${origin}/auth/sign-out`, { headers: { cookie } })).status).toBe(401);
  });

  it('refuse a made-up or expired pass', async () => {
    let clock = 1_000_000;
    const { passes, origin } = await serverWithPasses(() => clock);
    expect((await fetch(`${origin}/board-pack?print_pass=${'A'.repeat(43)}`, { redirect: 'manual' })).status).toBe(401);
    expect((await fetch(`${origin}/board-pack`, { headers: { cookie: `${PRINT_PASS_COOKIE}=${'A'.repeat(43)}` } })).status).toBe(401);
    const cookie = await cookieFrom(origin, passes.mint('/board-pack?month=2026-10'));
    clock += PRINT_PASS_TTL_MS;
    expect((await fetch(`${origin}/board-pack`, { headers: { cookie } })).status).toBe(401);
  });

  it('admit no one outside this machine, even with a live pass', async () => {
    const passes = createPrintPasses();
    const app = new Hono<ClientEnv>();
    app.use(passes.admit((c) => Promise.resolve(c.text('sign in first', 401))));
    app.get('*', (c) => c.text('page'));
    // app.request() has no socket: the request's origin is unknown, as a forwarded one would be.
    expect((await app.request(passes.mint('/board-pack'))).status).toBe(401);
  });
});
