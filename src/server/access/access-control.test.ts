import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { accessControl, DEVICE_COOKIE } from './access-control.ts';
import type { AccessControlOptions } from './access-control.ts';
import type { ClientEnv } from '../http/client-identity.ts';
import type { AccessControl } from '../config/access-config.ts';

const NAT = '203.0.113.7';
// app.request() has no socket: the tests name the connecting address in this header.
const ADDRESS_HEADER = 'x-test-address';

function appWith(access: AccessControl, options: Omit<AccessControlOptions, 'access'> = {}) {
  const app = new Hono<ClientEnv>();
  app.use(accessControl({ access, clientAddress: (c) => c.req.header(ADDRESS_HEADER) ?? 'unknown', log: () => {}, ...options }));
  app.get('/', (c) => c.text(c.get('clientId') ?? 'none'));
  return app;
}

function passwordApp(options: Omit<AccessControlOptions, 'access'> = {}, password = 'pw') {
  const clock = { time: 0 };
  const app = appWith({ kind: 'password', password }, { now: () => clock.time, ...options });
  return { app, clock };
}

const basic = (password: string, user = 'u') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

type Attempt = { from?: string; cookie?: string; url?: string; forwardedFor?: string; forwardedProto?: string; dest?: string };

function attempt(
  app: Hono<ClientEnv>,
  password: string,
  { from = NAT, cookie, url = 'http://dashboard.test/', forwardedFor, forwardedProto, dest }: Attempt = {},
) {
  const headers: Record<string, string> = { Authorization: basic(password), [ADDRESS_HEADER]: from };
  if (dest) headers['Sec-Fetch-Dest'] = dest;
  if (cookie) headers.Cookie = cookie;
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  if (forwardedProto) headers['X-Forwarded-Proto'] = forwardedProto;
  return app.request(url, { headers });
}

async function fail(app: Hono<ClientEnv>, times: number, options: Attempt = {}) {
  for (let i = 0; i < times; i++) expect((await attempt(app, `guess ${i}`, options)).status).toBe(401);
}

/** Logs in with the right password and returns the `name=value` of the device cookie it was given. */
async function deviceCookie(app: Hono<ClientEnv>, from = NAT): Promise<string> {
  const response = await attempt(app, 'pw', { from });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')?.split(';')[0] ?? '';
}

describe('accessControl with a password', () => {
  it('answers a request without credentials with a prompt, and does not count it', async () => {
    const { app } = passwordApp();
    for (let i = 0; i < 10; i++) {
      const response = await app.request('/', { headers: { [ADDRESS_HEADER]: NAT } });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    }
    expect((await attempt(app, 'pw')).status).toBe(200);
  });

  it('lets 5 failures through, then makes the address wait 1 s, 2 s, 4 s … up to 60 s', async () => {
    const { app, clock } = passwordApp();
    await fail(app, 5);
    for (const waitS of [1, 2, 4, 8, 16, 32, 60, 60]) {
      const early = await attempt(app, 'guess');
      expect(early.status).toBe(429);
      expect(early.headers.get('retry-after')).toBe(String(waitS));
      clock.time += waitS * 1000;
      await fail(app, 1);
    }
  });

  it('answers 429 with Retry-After during the delay without checking or counting the password', async () => {
    const lines: string[] = [];
    const { app, clock } = passwordApp({ log: (line) => lines.push(line) });
    await fail(app, 5);
    clock.time = 400;
    const early = await attempt(app, 'pw');
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('1');
    expect(await early.json()).toMatchObject({ error: { type: 'rate_limit', code: 'too_many_failed_logins' } });
    expect((await attempt(app, 'wrong')).status).toBe(429);
    expect(lines).toHaveLength(5);
    clock.time = 1_000;
    expect((await attempt(app, 'pw')).status).toBe(200);
  });

  it('lets the right password in once the delay has passed, and forgets the failures', async () => {
    const { app, clock } = passwordApp();
    await fail(app, 5);
    for (const waitS of [1, 2, 4, 8, 16]) {
      clock.time += waitS * 1000;
      await fail(app, 1);
    }
    clock.time += 32_000;
    expect((await attempt(app, 'pw')).status).toBe(200);
    await fail(app, 5);
  });

  it('forgets failures older than 15 minutes', async () => {
    const { app, clock } = passwordApp();
    await fail(app, 5);
    clock.time = 15 * 60_000;
    await fail(app, 5);
  });

  it('lets a colleague with a device cookie in while a guesser at the same address is delayed', async () => {
    const { app } = passwordApp();
    const cookie = await deviceCookie(app);
    await fail(app, 5);
    expect((await attempt(app, 'pw')).status).toBe(429);
    const colleague = await attempt(app, 'pw', { cookie });
    expect(colleague.status).toBe(200);
    expect(await colleague.text()).toBe(`device:${cookie.split('=')[1]?.split('.')[0]}`);
    expect(colleague.headers.get('set-cookie')).toBeNull();
  });

  it('delays a device-cookie holder for its own failures only', async () => {
    const { app } = passwordApp();
    const cookie = await deviceCookie(app);
    await fail(app, 5, { cookie });
    expect((await attempt(app, 'pw', { cookie })).status).toBe(429);
    expect((await attempt(app, 'pw')).status).toBe(200);
  });

  it('gives all addresses one budget of 50 failures, past which newcomers take turns and device-cookie holders do not wait', async () => {
    const { app, clock } = passwordApp();
    const cookie = await deviceCookie(app, '198.51.100.1');
    await Promise.all(Array.from({ length: 50 }, (_, i) => fail(app, 1, { from: `192.0.2.${i}` })));
    // Each failure past the budget waits for its turn: 1 s, 2 s … 32 s apart.
    for (const [i, at] of [0, 1_000, 3_000, 7_000, 15_000, 31_000].entries()) {
      clock.time = at;
      await fail(app, 1, { from: `192.0.2.${50 + i}` });
    }
    clock.time = 63_000;
    expect((await attempt(app, 'pw', { from: '198.51.100.2' })).status).toBe(200);
    const newcomer = await attempt(app, 'pw', { from: '198.51.100.3' });
    expect(newcomer.status).toBe(429);
    expect(newcomer.headers.get('retry-after')).toBe('60');
    expect(await newcomer.json()).toMatchObject({
      error: { code: 'too_many_failed_logins', message: 'Too many failed log-in attempts: try again in 60 s.' },
    });
    expect((await attempt(app, 'pw', { from: '198.51.100.3' })).headers.get('retry-after')).toBe('60');
    // The page a browser opens says the same in words, and comes back by itself at the turn.
    const page = await attempt(app, 'pw', { from: '198.51.100.3', dest: 'document' });
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('refresh')).toBe('60');
    expect(await page.text()).toContain('<h1>Your turn to sign in comes in 60 seconds</h1>');
    expect((await attempt(app, 'guess', { from: '192.0.2.200' })).headers.get('retry-after')).toBe('120');
    expect((await attempt(app, 'pw', { from: '198.51.100.1', cookie })).status).toBe(200);
    clock.time = 123_000;
    expect((await attempt(app, 'pw', { from: '198.51.100.3' })).status).toBe(200);
  });

  it('lets a newcomer with the right password in at its turn while an attacker polls from ten addresses after 50 failures', async () => {
    const { app, clock } = passwordApp();
    for (let i = 0; i < 50; i++) await fail(app, 1, { from: `192.0.2.${i}` });
    const newcomer = { attempts: 0, in: 0, firstInAtMs: Number.NaN };
    let attackerGuesses = 0;
    // Every 500 ms the next of ten attacker addresses guesses; every 2 s the newcomer, who keeps no cookie, tries: 90 s.
    for (let tick = 0; tick < 180; tick++) {
      clock.time = tick * 500;
      if ((await attempt(app, `guess ${tick}`, { from: `10.9.0.${tick % 10}` })).status === 401) attackerGuesses++;
      if (tick % 4 !== 0) continue;
      newcomer.attempts++;
      if ((await attempt(app, 'pw', { from: '198.51.100.2' })).status !== 200) continue;
      newcomer.in++;
      if (Number.isNaN(newcomer.firstInAtMs)) newcomer.firstInAtMs = clock.time;
    }
    // Before turns: 0 of 45 in, and the same 6 guesses checked.
    expect(newcomer).toEqual({ attempts: 45, in: 1, firstInAtMs: 2_000 });
    expect(attackerGuesses).toBe(6);
  });

  it('gives the addresses of one IPv6 /64 one budget', async () => {
    const { app } = passwordApp();
    for (let i = 1; i <= 5; i++) await fail(app, 1, { from: `2001:db8:1:2::${i}` });
    expect((await attempt(app, 'pw', { from: '2001:db8:1:2:ffff::1' })).status).toBe(429);
    expect((await attempt(app, 'pw', { from: '2001:db8:1:3::1' })).status).toBe(200);
  });

  it('counts failures by the browser address a trusted proxy forwards, and ignores X-Forwarded-For from anyone else', async () => {
    const { app } = passwordApp({ trustedProxies: ['10.0.0.2'] });
    const viaProxy = (forwardedFor: string) => ({ from: '10.0.0.2', forwardedFor });
    await fail(app, 5, viaProxy('198.51.100.66, 203.0.113.7'));
    expect((await attempt(app, 'pw', viaProxy('203.0.113.7'))).status).toBe(429);
    expect(await (await attempt(app, 'pw', viaProxy('203.0.113.7, 198.51.100.1'))).text()).toBe('198.51.100.1');
    expect(await (await attempt(app, 'pw', viaProxy('198.51.100.2, 10.0.0.2'))).text()).toBe('198.51.100.2');
    await fail(app, 5, { from: '192.0.2.9', forwardedFor: '198.51.100.3' });
    expect((await attempt(app, 'pw', { from: '192.0.2.9', forwardedFor: '198.51.100.4' })).status).toBe(429);
    expect((await attempt(app, 'pw', viaProxy('198.51.100.3'))).status).toBe(200);
  });

  it('gives an address 3 device cookies in 15 minutes; a fourth browser logs in without one, as its address', async () => {
    const { app, clock } = passwordApp();
    for (let i = 0; i < 3; i++) expect(await deviceCookie(app)).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    const fourth = await attempt(app, 'pw');
    expect(fourth.status).toBe(200);
    expect(fourth.headers.get('set-cookie')).toBeNull();
    expect(await fourth.text()).toBe(NAT);
    expect(await deviceCookie(app, '198.51.100.1')).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    clock.time = 15 * 60_000;
    expect(await deviceCookie(app)).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
  });

  it('makes the device cookie Secure behind a trusted proxy that says https, never on an untrusted X-Forwarded-Proto', async () => {
    const { app } = passwordApp({ trustedProxies: ['10.0.0.2'] });
    const cookieOver = async (from: string, proto: string) =>
      (await attempt(app, 'pw', { from, forwardedFor: `198.51.100.${proto.length}`, forwardedProto: proto })).headers.get('set-cookie') ??
      '';
    expect((await cookieOver('10.0.0.2', 'https')).split('; ')).toContain('Secure');
    expect((await cookieOver('10.0.0.2', 'https, http')).split('; ')).not.toContain('Secure');
    expect((await cookieOver('::ffff:10.0.0.2', 'http, HTTPS')).split('; ')).toContain('Secure');
    expect((await cookieOver('192.0.2.9', 'https')).split('; ')).not.toContain('Secure');
  });

  it('logs one line per failure, without the password or the user name', async () => {
    const lines: string[] = [];
    const { app } = passwordApp({ log: (line) => lines.push(line) });
    for (let i = 0; i < 5; i++) {
      await app.request('/', { headers: { Authorization: basic('hunter2 typo', 'alice'), [ADDRESS_HEADER]: `::ffff:${NAT}` } });
    }
    expect(lines).toEqual([
      'auth failed client=203.0.113.7 failures=1 retry_after_s=0',
      'auth failed client=203.0.113.7 failures=2 retry_after_s=0',
      'auth failed client=203.0.113.7 failures=3 retry_after_s=0',
      'auth failed client=203.0.113.7 failures=4 retry_after_s=0',
      'auth failed client=203.0.113.7 failures=5 retry_after_s=1',
    ]);
  });

  it('sets an HttpOnly, SameSite=Strict device cookie for 30 days on a first login, Secure only over https', async () => {
    const { app } = passwordApp();
    const plain = (await attempt(app, 'pw')).headers.get('set-cookie') ?? '';
    expect(plain).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]{22}\\.[\\w-]{43};`));
    for (const flag of ['HttpOnly', 'SameSite=Strict', 'Path=/', 'Max-Age=2592000']) expect(plain.split('; ')).toContain(flag);
    expect(plain).not.toMatch(/Secure/);
    const secure = (await attempt(app, 'pw', { url: 'https://dashboard.test/' })).headers.get('set-cookie') ?? '';
    expect(secure.split('; ')).toContain('Secure');
  });

  it('ignores a forged or tampered device cookie', async () => {
    const { app } = passwordApp();
    const cookie = await deviceCookie(app);
    const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const forged = `${DEVICE_COOKIE}=${'a'.repeat(22)}.${'b'.repeat(43)}`;
    await fail(app, 5);
    for (const bad of [tampered, forged]) expect((await attempt(app, 'pw', { cookie: bad })).status).toBe(429);
    const elsewhere = await attempt(app, 'pw', { from: '198.51.100.9', cookie: forged });
    expect(await elsewhere.text()).toBe('198.51.100.9');
    expect(elsewhere.headers.get('set-cookie')).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
  });

  it('does not accept a device cookie made with another password', async () => {
    const before = passwordApp({}, 'old password').app;
    const cookie = (await attempt(before, 'old password')).headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    const { app } = passwordApp({}, 'new password');
    await fail(app, 5);
    expect((await attempt(app, 'new password', { cookie })).status).toBe(429);
  });

  it('limits by the socket address when served by Node', async () => {
    const app = new Hono<ClientEnv>();
    app.use(accessControl({ access: { kind: 'password', password: 'pw' }, log: () => {} }));
    app.get('/', (c) => c.text(c.get('clientId') ?? 'none'));
    const listener = getRequestListener(app.fetch);
    const server = createServer((incoming, outgoing) => void listener(incoming, outgoing));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const login = (password: string, cookie = '') => fetch(url, { headers: { Authorization: basic(password), Cookie: cookie } });
    try {
      const cookie = (await login('pw')).headers.get('set-cookie')?.split(';')[0] ?? '';
      for (let i = 0; i < 5; i++) expect((await login('bad')).status).toBe(401);
      expect((await login('pw')).status).toBe(429);
      expect(await (await login('pw', cookie)).text()).toMatch(/^device:/);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('accessControl behind a trusted proxy', () => {
  const proxy = (proxyAddresses: string[], proxySecret: string | null): AccessControl => ({
    kind: 'trusted-proxy',
    proxyAddresses,
    proxySecret,
    userHeader: 'X-Forwarded-User',
  });
  const get = (app: Hono<ClientEnv>, headers: Record<string, string>) => app.request('/', { headers });

  it('answers 403 to a request from another address', async () => {
    const response = await get(appWith(proxy(['10.0.0.2'], null)), { [ADDRESS_HEADER]: '10.0.0.3' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: {
        type: 'authentication',
        code: 'proxy_required',
        message: 'This dashboard is only reachable through its authenticating proxy.',
      },
    });
  });

  it('recognises the proxy by its address, IPv4-mapped or not', async () => {
    const app = appWith(proxy(['10.0.0.2', '::ffff:10.0.0.5'], null));
    for (const from of ['10.0.0.2', '::ffff:10.0.0.2', '10.0.0.5']) expect((await get(app, { [ADDRESS_HEADER]: from })).status).toBe(200);
  });

  it('trusts an IPv6 proxy by its exact address in any spelling, not its /64 neighbour', async () => {
    const app = appWith(proxy(['2001:db8:10:20::10'], null));
    const status = async (from: string) => (await get(app, { [ADDRESS_HEADER]: from, 'X-Forwarded-User': 'ceo' })).status;
    expect(await status('2001:db8:10:20::10')).toBe(200);
    expect(await status('2001:db8:10:20:0:0:0:10')).toBe(200);
    expect(await status('2001:0DB8:0010:0020:0000:0000:0000:0010')).toBe(200);
    expect(await status('2001:db8:10:20::99')).toBe(403);
  });

  it('trusts an IPv4 proxy by its exact address, IPv4-mapped or not, not its neighbour', async () => {
    const app = appWith(proxy(['10.0.0.1'], null));
    for (const from of ['10.0.0.1', '::ffff:10.0.0.1', '::ffff:a00:1'])
      expect((await get(app, { [ADDRESS_HEADER]: from })).status).toBe(200);
    expect((await get(app, { [ADDRESS_HEADER]: '10.0.0.2' })).status).toBe(403);
  });

  it('answers 403 without the right secret', async () => {
    const app = appWith(proxy([], 'proxy secret'));
    expect((await get(app, {})).status).toBe(403);
    expect((await get(app, { 'X-Dashboard-Proxy-Secret': 'proxy secreT' })).status).toBe(403);
    expect((await get(app, { 'X-Dashboard-Proxy-Secret': 'proxy secret' })).status).toBe(200);
  });

  it('needs both the address and the secret when both are set', async () => {
    const app = appWith(proxy(['10.0.0.2'], 'proxy secret'));
    expect((await get(app, { [ADDRESS_HEADER]: '10.0.0.3', 'X-Dashboard-Proxy-Secret': 'proxy secret' })).status).toBe(403);
    expect((await get(app, { [ADDRESS_HEADER]: '10.0.0.2' })).status).toBe(403);
    expect((await get(app, { [ADDRESS_HEADER]: '10.0.0.2', 'X-Dashboard-Proxy-Secret': 'proxy secret' })).status).toBe(200);
  });

  it('takes the client from the user the proxy names, printable and at most 200 characters', async () => {
    const app = appWith(proxy(['10.0.0.2'], null));
    const from = { [ADDRESS_HEADER]: '10.0.0.2' };
    expect(await (await get(app, { ...from, 'x-forwarded-user': ' alice\u0007 ' })).text()).toBe('user:alice');
    expect(await (await get(app, { ...from, 'X-Forwarded-User': 'b'.repeat(300) })).text()).toBe(`user:${'b'.repeat(200)}`);
    expect(await (await get(app, { ...from, 'X-Forwarded-User': '  ' })).text()).toBe('10.0.0.2');
    expect(await (await get(app, from)).text()).toBe('10.0.0.2');
  });
});

describe('accessControl without access control', () => {
  it('lets everything through, each address a client of its own', async () => {
    const response = await appWith({ kind: 'none' }).request('/', { headers: { [ADDRESS_HEADER]: '::ffff:127.0.7.3' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('127.0.7.3');
  });
});
