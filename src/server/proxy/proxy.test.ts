import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../http/api-path.ts';
import { createApiProxy } from './proxy.ts';
import type { ApiProxyOptions } from './proxy.ts';
import type { ClientEnv } from '../http/client-identity.ts';
import { createLogger } from '../operations/logger.ts';
import { NO_METRICS } from '../operations/metrics.ts';
import { requestLog } from '../operations/request-log.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY, okAnswer, rateLimitedAnswer, TEST_TUNING } from '../testing/fake-upstream.ts';

/** The proxy as the server mounts it, after the request log; `X-Test-Client` stands for who access control says the client is. */
function proxyApp(overrides: Partial<ApiProxyOptions> = {}) {
  const upstream = createFakeUpstream();
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  const options: ApiProxyOptions = {
    ...TEST_TUNING,
    baseUrl: FAKE_BASE_URL,
    apiKey: FAKE_KEY,
    client: upstream.client,
    log,
    ...overrides,
  };
  const app = new Hono<ClientEnv>()
    .use(requestLog({ logger: createLogger(log), metrics: NO_METRICS, trustedProxies: [] }))
    .use((c, next) => {
      c.set('clientId', c.req.header('x-test-client'));
      return next();
    })
    .route(API_PREFIX, createApiProxy(options));
  return { app, upstream, logs };
}

/**
 * The cache's clock in the test's hands: only Date is faked, so promises and sockets run as usual.
 * Call it before the proxy is built, which reads the clock it is given then.
 */
function clockInHand(): { advance(ms: number): void } {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return { advance: (ms) => vi.setSystemTime(Date.now() + ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

type LogLine = Record<string, unknown> & { msg: string };

function linesOf(logs: string[], msg: 'request' | 'upstream'): LogLine[] {
  return logs.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === msg);
}

function answerWithType(contentType: string, body = '{"object":"list","data":[],"has_more":false,"next_cursor":null}') {
  return createFakeUpstream(() => new Response(body, { headers: { 'Content-Type': contentType } }));
}

async function everythingVisible(response: Response, logs: string[]): Promise<string> {
  return [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n') + (await response.text()) + logs.join('\n');
}

describe('forwarding', () => {
  it('injects the key as a Bearer token and forwards path and query under the base', async () => {
    const { app, upstream } = proxyApp();
    const response = await app.request('/api/transactions/summary?from=2026-01-01&to=2026-03-31');
    expect(response.status).toBe(200);
    expect(upstream.received).toHaveLength(1);
    const [received] = upstream.received;
    expect(received?.url.href).toBe(`${FAKE_BASE_URL}/transactions/summary?from=2026-01-01&to=2026-03-31`);
    expect(received?.headers.get('authorization')).toBe(`Bearer ${FAKE_KEY}`);
  });

  it('passes status, body and rate-limit headers through, labels the answer exactly JSON, and drops Set-Cookie', async () => {
    const { app } = proxyApp();
    const response = await app.request('/api/accounts');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-ratelimit-limit')).toBe('120');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('119');
    expect(response.headers.get('x-ratelimit-reset')).toBe('42');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(await response.json()).toEqual({ object: 'list', data: [{ object: 'account', id: 'a1' }], has_more: false, next_cursor: null });
  });

  it('passes error answers through with their status and Retry-After', async () => {
    const upstream = createFakeUpstream(() =>
      Response.json(
        { error: { type: 'invalid_request', code: 'limit_out_of_range', message: 'limit', param: 'limit', request_id: 'req_up_1' } },
        { status: 400, headers: { 'Retry-After': '7' } },
      ),
    );
    const { app, logs } = proxyApp({ client: upstream.client });
    const response = await app.request('/api/transactions?limit=0');
    expect(response.status).toBe(400);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('limit_out_of_range');
    expect(linesOf(logs, 'upstream')).toEqual([expect.objectContaining({ status: 400, upstream_request_id: 'req_up_1' })]);
    expect(linesOf(logs, 'request')).toEqual([expect.objectContaining({ status: 400, upstream_request_id: 'req_up_1' })]);
  });

  it.each([
    [
      'an epoch for the reset and a Retry-After of years',
      { 'Retry-After': '99999999999', 'X-RateLimit-Reset': '1700000000' },
      { 'retry-after': '120', 'x-ratelimit-reset': '60' },
    ],
    [
      'values no browser can read',
      { 'Retry-After': '1e308', 'X-RateLimit-Reset': '-5' },
      { 'retry-after': null, 'x-ratelimit-reset': null },
    ],
    ['the spec’s own values', { 'Retry-After': '7', 'X-RateLimit-Reset': '42' }, { 'retry-after': '7', 'x-ratelimit-reset': '42' }],
  ])('bounds the waits it passes to the browser: %s (issue 30, finding 10)', async (_name, sent, passed) => {
    const upstream = createFakeUpstream(() =>
      Response.json(
        { error: { type: 'invalid_request', code: 'limit_out_of_range', message: 'limit', param: 'limit', request_id: 'req_up_2' } },
        { status: 400, headers: sent },
      ),
    );
    const { app } = proxyApp({ client: upstream.client });
    const response = await app.request('/api/transactions?limit=0');
    expect({ 'retry-after': response.headers.get('retry-after'), 'x-ratelimit-reset': response.headers.get('x-ratelimit-reset') }).toEqual(
      passed,
    );
  });

  it('forwards none of the browser credentials or forwarding headers', async () => {
    const { app, upstream } = proxyApp();
    await app.request('/api/accounts', {
      headers: {
        Authorization: 'Basic dXNlcjpwYXNz',
        Cookie: 'session=browser',
        'X-Forwarded-For': '203.0.113.9',
        'X-Forwarded-Host': 'evil.example',
        Forwarded: 'for=203.0.113.9',
        'X-Real-IP': '203.0.113.9',
        Connection: 'keep-alive, X-Secret',
        'X-Secret': 'browser',
        Origin: 'http://localhost:8080',
        Referer: 'http://localhost:8080/reports',
        'Accept-Language': 'fr-FR',
      },
    });
    const headers = upstream.received[0]?.headers;
    expect(headers?.get('authorization')).toBe(`Bearer ${FAKE_KEY}`);
    expect(headers?.get('accept-language')).toBe('fr-FR');
    for (const name of ['cookie', 'x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip', 'x-secret', 'origin', 'referer']) {
      expect(headers?.get(name), name).toBeNull();
    }
  });

  it('answers HEAD without a body', async () => {
    const { app, upstream } = proxyApp();
    const response = await app.request('/api/accounts', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(upstream.received[0]?.method).toBe('GET');
  });

  it('never shows the key to the browser or the log', async () => {
    const upstream = createFakeUpstream((request) =>
      request.url.includes('fail') ? new Response('<html>oops</html>', { status: 502 }) : okAnswer(),
    );
    const { app, logs } = proxyApp({ client: upstream.client });
    const responses = await Promise.all([
      app.request('/api/accounts'),
      app.request('/api/fail'),
      app.request('/api/../x'),
      app.request('/api/accounts', { method: 'POST' }),
    ]);
    for (const response of responses) expect(await everythingVisible(response, logs)).not.toContain(FAKE_KEY);
  });
});

describe('content type', () => {
  it.each([
    'application/json, text/html',
    'application/json, text/javascript',
    'text/html',
    'text/javascript',
    'application/json; charset=utf-16',
    'application/jsonp',
    '',
  ])('answers 502 when the upstream declares a success as %j, whatever the body', async (contentType) => {
    const { app } = proxyApp({ client: answerWithType(contentType).client });
    const response = await app.request('/api/accounts');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toMatchObject({ error: { type: 'server', code: 'upstream_invalid_response' } });
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON; Charset="UTF-8"'])(
    'passes a success declared as %j',
    async (contentType) => {
      const { app } = proxyApp({ client: answerWithType(contentType).client });
      const response = await app.request('/api/accounts');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    },
  );

  it('labels an error answer JSON too, whatever the upstream said', async () => {
    const upstream = createFakeUpstream(
      () =>
        new Response(
          JSON.stringify({
            error: { type: 'invalid_request', code: 'invalid_parameter', message: 'bad', param: 'from', request_id: 'req_1' },
          }),
          {
            status: 400,
            headers: { 'Content-Type': 'text/html' },
          },
        ),
    );
    const response = await proxyApp({ client: upstream.client }).app.request('/api/transactions?from=x');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('cross-site requests', () => {
  it.each(['cross-site', 'same-site'])('refuses a request a browser marks Sec-Fetch-Site: %s, without calling upstream', async (site) => {
    const { app, upstream } = proxyApp();
    const response = await app.request('/api/accounts', { headers: { 'Sec-Fetch-Site': site } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'cross_site_request' } });
    expect(upstream.received).toHaveLength(0);
  });

  it.each([['same-origin'], ['none'], [undefined]])(
    'serves Sec-Fetch-Site: %s (the app, a typed address, a non-browser client)',
    async (site) => {
      const { app } = proxyApp();
      const response = await app.request('/api/accounts', { headers: site ? { 'Sec-Fetch-Site': site } : {} });
      expect(response.status).toBe(200);
    },
  );
});

describe('compression', () => {
  const rows = Array.from({ length: 200 }, (_, index) => ({ object: 'transaction', id: `txn_${index}`, amount: '-12.50' }));

  it('gzips a large answer for a browser that accepts it, and sends it plain to one that does not', async () => {
    const { app } = proxyApp({ client: createFakeUpstream(() => okAnswer(rows)).client });
    const zipped = await app.request('/api/transactions', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toMatchObject({ data: rows });
    const plain = await app.request('/api/transactions', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(plain.headers.get('x-dashboard-cache')).toBe('hit');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toMatchObject({ data: rows });
  });

  it('sends a cached answer to every browser as the same gzip bytes', async () => {
    const upstream = createFakeUpstream(() => okAnswer(rows));
    const { app } = proxyApp({ client: upstream.client });
    const bodies: Buffer[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await app.request('/api/transactions', { headers: { 'Accept-Encoding': 'gzip' } });
      bodies.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(upstream.received).toHaveLength(1);
  });

  it('leaves a small error answer uncompressed', async () => {
    const { app } = proxyApp({ client: createFakeUpstream(() => rateLimitedAnswer(5)).client });
    const response = await app.request('/api/accounts', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(429);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});

describe('method guard', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 in the envelope', async (method) => {
    const { app, upstream } = proxyApp();
    const response = await app.request('/api/accounts', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ type: 'invalid_request', code: 'method_not_allowed', param: null });
    expect(body.error.request_id).toMatch(/^dash_/);
    expect(upstream.received).toHaveLength(0);
  });
});

describe('path escapes', () => {
  it.each([
    '/api/../secret',
    '/api/%2e%2e/x',
    '/api/%2E%2E/%2E%2E/x',
    '/api/%252e%252e/x',
    '/api//evil.example/x',
    '/api/http://evil.example/',
    '/api/http:%2f%2fevil.example/',
    '/api/..%2fx',
    '/api/..%5cx',
    '/api/a\\..\\b',
    '/api/a\\..\\..\\b',
    '/api/x%0d%0aHost:%20evil',
    '/api/x%00',
    '/api/.%2e/x',
    '/api/accounts/..',
    '/api/accounts/%2e',
    '/api/@evil.example',
    '/api/%40evil.example/x',
    '/api/',
    '/api',
  ])('%s reaches nothing outside the base path', async (path) => {
    const { app, upstream } = proxyApp();
    const response = await app.request(path);
    for (const { url } of upstream.received) {
      expect(url.origin).toBe(new URL(FAKE_BASE_URL).origin);
      expect(url.pathname.startsWith('/v1/')).toBe(true);
      expect(url.pathname).not.toMatch(/\.\.|%|\\|\/\//);
    }
    if (upstream.received.length === 0) {
      expect([400, 404]).toContain(response.status);
    }
  });

  it('cuts the upstream path from the path as written: /%61pi/ is refused, not sent upstream as /i/', async () => {
    const { app, upstream } = proxyApp();
    const response = await app.request('/%61pi/accounts');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_path' } });
    expect(upstream.received).toHaveLength(0);
  });

  it('answers a refused path with 400 invalid_path in the envelope', async () => {
    const { app } = proxyApp();
    const response = await app.request('/api/..%2fsecret');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_path');
  });
});

describe('upstream faults', () => {
  const servers: Array<{ close(): void }> = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
    const server = createServer(handler);
    servers.push({
      close: () => {
        server.closeAllConnections();
        server.close();
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  }

  async function closedPort(): Promise<string> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return `http://127.0.0.1:${port}/v1`;
  }

  async function envelope(response: Response) {
    return ((await response.json()) as { error: Record<string, unknown> }).error;
  }

  it('answers 502 upstream_unreachable for a closed port', async () => {
    const { app } = proxyApp({ baseUrl: await closedPort(), client: undefined });
    const response = await app.request('/api/accounts');
    expect(response.status).toBe(502);
    expect(await envelope(response)).toMatchObject({
      type: 'server',
      code: 'upstream_unreachable',
      request_id: expect.stringMatching(/^dash_/),
    });
  });

  it('answers 504 upstream_timeout when the upstream is slower than the timeout', async () => {
    const baseUrl = await listen(() => {});
    const { app } = proxyApp({ baseUrl, client: undefined, timeoutMs: 100 });
    const started = Date.now();
    const response = await app.request('/api/accounts');
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await envelope(response)).toMatchObject({ type: 'server', code: 'upstream_timeout' });
  });

  it('answers 504 even when the upstream sends headers and then stalls the body', async () => {
    const baseUrl = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"object":');
    });
    const { app } = proxyApp({ baseUrl, client: undefined, timeoutMs: 100 });
    expect((await app.request('/api/accounts')).status).toBe(504);
  });

  it('answers 502 upstream_invalid_response for a body that is not JSON', async () => {
    const baseUrl = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>maintenance</html>');
    });
    const { app } = proxyApp({ baseUrl, client: undefined });
    const response = await app.request('/api/accounts');
    expect(response.status).toBe(502);
    expect(await envelope(response)).toMatchObject({ type: 'server', code: 'upstream_invalid_response' });
  });

  it('does not follow a redirect to another host', async () => {
    const baseUrl = await listen((_req, res) => {
      res.writeHead(302, { Location: 'http://evil.example/steal' });
      res.end();
    });
    const { app } = proxyApp({ baseUrl, client: undefined });
    expect((await app.request('/api/accounts')).status).toBe(502);
  });

  it.each([301, 302, 307])(
    'answers 502 for an upstream %i, even with a JSON body, rather than pass on a redirect without its Location',
    async (status) => {
      const upstream = createFakeUpstream(() =>
        Response.json({ object: 'list', data: [] }, { status, headers: { Location: 'http://evil.example/steal' } }),
      );
      const { app } = proxyApp({ client: upstream.client });
      const response = await app.request('/api/accounts');
      expect(response.status).toBe(502);
      expect(response.headers.get('location')).toBeNull();
      expect(await envelope(response)).toMatchObject({ type: 'server', code: 'upstream_invalid_response' });
    },
  );

  it('answers 502 upstream_too_large past the body cap, and keeps nothing of it', async () => {
    const baseUrl = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: 'x'.repeat(300_000) }));
    });
    const { app } = proxyApp({ baseUrl, client: undefined, maxBodyBytes: 200_000 });
    const response = await app.request('/api/accounts');
    expect(response.status).toBe(502);
    expect(await envelope(response)).toMatchObject({ type: 'server', code: 'upstream_too_large' });
  });

  it('answers 502 when the client itself fails', async () => {
    const { app } = proxyApp({ client: () => Promise.reject(new Error('socket hang up')) });
    expect((await app.request('/api/accounts')).status).toBe(502);
  });
});

describe('logging', () => {
  it('writes one JSON line per upstream call and per request, without the query string', async () => {
    const { app, logs } = proxyApp();
    await app.request('/api/transactions?counterparty_id=secret-customer');
    expect(logs).toHaveLength(2);
    const [call] = linesOf(logs, 'upstream');
    const [request] = linesOf(logs, 'request');
    expect(call).toEqual({
      level: 'info',
      time: expect.any(String),
      msg: 'upstream',
      request_id: request?.request_id,
      path: '/v1/transactions',
      status: 200,
      duration_ms: expect.any(Number),
      attempt: 1,
    });
    expect(request).toMatchObject({
      method: 'GET',
      path: '/api/transactions',
      status: 200,
      duration_ms: expect.any(Number),
      cache: 'miss',
    });
    expect(logs.join('\n')).not.toContain('secret-customer');
  });

  it('sends the request id upstream as X-Request-Id and answers with it', async () => {
    const { app, logs, upstream } = proxyApp();
    const response = await app.request('/api/accounts');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^dash_[0-9a-f]{32}$/);
    expect(upstream.received[0]?.headers.get('x-request-id')).toBe(requestId);
    expect(linesOf(logs, 'request')[0]?.request_id).toBe(requestId);
  });

  it('keeps an upstream request_id to letters, digits, _ and -, 64 at most, so it cannot forge a log line', async () => {
    const hostile = `req_1\u001b[31m\napi method=GET path=/api/admin status=200${'a'.repeat(100)}`;
    const upstream = createFakeUpstream(() =>
      Response.json({ error: { type: 'server', code: 'internal_error', message: 'x', param: null, request_id: hostile } }, { status: 500 }),
    );
    const { app, logs } = proxyApp({ client: upstream.client });
    await app.request('/api/accounts');
    expect(logs).toHaveLength(2);
    for (const line of logs) {
      expect(line).not.toContain('\n');
      expect(line).not.toContain('\u001b');
    }
    const id = String(linesOf(logs, 'request')[0]?.upstream_request_id);
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(id.startsWith('req_131mapimethodGETpath')).toBe(true);
  });

  it('names the request id in the envelope of its own errors', async () => {
    const { app, logs } = proxyApp();
    const response = await app.request('/api/x', { method: 'DELETE' });
    const { error } = (await response.json()) as { error: { request_id: string } };
    expect(response.headers.get('x-request-id')).toBe(error.request_id);
    expect(linesOf(logs, 'request')).toEqual([expect.objectContaining({ request_id: error.request_id, status: 405 })]);
  });
});

describe('what one browser learns about others', () => {
  it('sends no X-Dashboard-Cache unless the debug setting is on', async () => {
    const { app } = proxyApp({ exposeCacheState: false });
    await app.request('/api/accounts');
    const second = await app.request('/api/accounts');
    expect(second.headers.get('x-dashboard-cache')).toBeNull();
  });

  it('dates a stale answer, and only a stale one, so the app can say how old it is', async () => {
    let limited = false;
    const upstream = createFakeUpstream(() => (limited ? rateLimitedAnswer(30) : okAnswer()));
    const clock = clockInHand();
    const { app } = proxyApp({ client: upstream.client, cacheTtlS: 0.05, exposeCacheState: false });
    const before = Date.now();
    const fresh = await app.request('/api/accounts');
    expect(fresh.headers.get('x-dashboard-stale-since')).toBeNull();
    clock.advance(60);
    limited = true;
    const stale = await app.request('/api/accounts');
    expect(stale.status).toBe(200);
    const since = Date.parse(stale.headers.get('x-dashboard-stale-since') ?? '');
    expect(since).toBeGreaterThanOrEqual(before - 1);
    expect(since).toBeLessThanOrEqual(Date.now());
  });
});

describe('rate economy', () => {
  it("stops a client at two thirds of the team's upstream calls with a counted-down 429, and serves the others", async () => {
    const { app, upstream } = proxyApp();
    const asClient = (client: string) => ({ headers: { 'X-Test-Client': client } });
    const greedy = await Promise.all(
      Array.from({ length: 125 }, async (_, index) => app.request(`/api/transactions?n=${index}`, asClient('greedy'))),
    );
    expect(greedy.filter((response) => response.status === 200)).toHaveLength(80);
    const refused = greedy.find((response) => response.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toMatchObject({ error: { type: 'rate_limit', code: 'client_share_exceeded' } });
    expect(upstream.received).toHaveLength(80);
    expect((await app.request('/api/accounts', asClient('colleague'))).status).toBe(200);
    expect((await app.request('/api/transactions?n=0', asClient('greedy'))).status).toBe(200);
  });

  it('sends N concurrent identical requests upstream once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let called: () => void = () => {};
    const firstCall = new Promise<void>((resolve) => (called = resolve));
    const upstream = createFakeUpstream(async () => {
      called();
      await gate;
      return okAnswer();
    });
    const { app } = proxyApp({ client: upstream.client });
    const pending = Array.from({ length: 8 }, async () => app.request('/api/accounts'));
    await firstCall;
    // No request does I/O before the upstream call: once the callbacks already queued have run, the other 7 wait on that call.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const responses = await Promise.all(pending);
    expect(upstream.received).toHaveLength(1);
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(responses.map((r) => r.headers.get('x-dashboard-cache')).filter((s) => s === 'coalesced')).toHaveLength(7);
    for (const response of responses) expect(((await response.json()) as { object: string }).object).toBe('list');
  });

  it('answers a repeated request from the cache', async () => {
    const { app, upstream } = proxyApp();
    expect((await app.request('/api/accounts')).headers.get('x-dashboard-cache')).toBe('miss');
    const second = await app.request('/api/accounts');
    expect(second.headers.get('x-dashboard-cache')).toBe('hit');
    expect(second.headers.get('x-ratelimit-limit')).toBe('120');
    expect(upstream.received).toHaveLength(1);
  });

  it('treats another query string as another request', async () => {
    const { app, upstream } = proxyApp();
    await app.request('/api/transactions?limit=10');
    await app.request('/api/transactions?limit=20');
    expect(upstream.received).toHaveLength(2);
  });

  it('calls upstream every time with CACHE_TTL_S=0', async () => {
    const { app, upstream } = proxyApp({ cacheTtlS: 0 });
    await app.request('/api/accounts');
    const second = await app.request('/api/accounts');
    expect(second.headers.get('x-dashboard-cache')).toBe('miss');
    expect(upstream.received).toHaveLength(2);
  });

  it('answers from cache while the upstream says 429, and holds back until Retry-After', async () => {
    let limited = false;
    const upstream = createFakeUpstream(() => (limited ? rateLimitedAnswer(30) : okAnswer()));
    const clock = clockInHand();
    const { app } = proxyApp({ client: upstream.client, cacheTtlS: 0.05 });
    await app.request('/api/accounts');
    clock.advance(60);
    limited = true;
    const stale = await app.request('/api/accounts');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-dashboard-cache')).toBe('stale');
    const uncached = await app.request('/api/banks');
    expect(uncached.status).toBe(429);
    expect(Number(uncached.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(upstream.received).toHaveLength(2);
  });
});
