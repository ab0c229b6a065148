import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import type { AppOptions } from './app.ts';
import { createPrometheusMetrics } from './operations/prometheus.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY, okAnswer, rateLimitedAnswer, TEST_TUNING } from './testing/fake-upstream.ts';

const TOKEN = 'prometheus-token-5d8e1a';
const PASSWORD = 'correct horse battery';

function emptyDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-ops-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  return dir;
}

/** The whole app, metrics kept; `X-Test-Address` stands for the connecting address. */
function app(overrides: Partial<AppOptions> = {}, upstream = createFakeUpstream()) {
  const logs: string[] = [];
  const server = createApp({
    proxy: { ...TEST_TUNING, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: upstream.client },
    log: (line) => logs.push(line),
    metrics: createPrometheusMetrics(),
    distDir: emptyDist(),
    pageMeta: { dataSource: 'upstream', today: null },
    access: { kind: 'none' },
    hosts: { allowedHosts: [], listeningPort: () => 80 },
    clientAddress: (c) => c.req.header('x-test-address') ?? '127.0.0.1',
    ...overrides,
  });
  return { server, upstream, logs };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const basic = (password: string, user = 'anyone') => ({ Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /metrics', () => {
  it('is off (404) unless METRICS_TOKEN or METRICS_ALLOW is set', async () => {
    const { server } = app();
    expect((await server.request('/metrics', { headers: bearer(TOKEN) })).status).toBe(404);
    const { server: unkept } = app({ metrics: undefined, operators: { token: TOKEN, allow: [] } });
    expect((await unkept.request('/metrics', { headers: bearer(TOKEN) })).status).toBe(404);
  });

  it('answers only the right Bearer token, by address before the Host check', async () => {
    const { server } = app({ operators: { token: TOKEN, allow: [] }, access: { kind: 'password', password: PASSWORD } });
    for (const headers of [{}, bearer('prometheus-token-5d8e1b'), bearer(`${TOKEN}x`), { Authorization: TOKEN }, basic(TOKEN)]) {
      expect((await server.request('http://10.0.0.5:8080/metrics', { headers })).status).toBe(404);
    }
    const served = await server.request('http://10.0.0.5:8080/metrics', { headers: bearer(TOKEN) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('text/plain');
    expect(await served.text()).toContain('# TYPE dashboard_http_requests_total counter');
  });

  it('answers only listed addresses, matched exactly, and both rules when both are set', async () => {
    const { server } = app({ operators: { token: null, allow: ['10.0.0.7'] } });
    expect((await server.request('/metrics', { headers: { 'x-test-address': '::ffff:10.0.0.7' } })).status).toBe(200);
    expect((await server.request('/metrics', { headers: { 'x-test-address': '10.0.0.8' } })).status).toBe(404);
    const { server: both } = app({ operators: { token: TOKEN, allow: ['10.0.0.7'] } });
    expect((await both.request('/metrics', { headers: { 'x-test-address': '10.0.0.7' } })).status).toBe(404);
    expect((await both.request('/metrics', { headers: { 'x-test-address': '10.0.0.8', ...bearer(TOKEN) } })).status).toBe(404);
    expect((await both.request('/metrics', { headers: { 'x-test-address': '10.0.0.7', ...bearer(TOKEN) } })).status).toBe(200);
  });

  it(
    'counts requests, upstream calls, cache answers, 429s, the budget and failed logins,' + ' with no query, path or user in a label',
    async () => {
      let calls = 0;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let labelsCalled: () => void = () => {};
      const labelsCall = new Promise<void>((resolve) => (labelsCalled = resolve));
      const upstream = createFakeUpstream(async (request) => {
        calls++;
        if (request.url.includes('/labels')) {
          labelsCalled();
          await held;
        }
        if (request.url.includes('/banks') && calls > 3) return rateLimitedAnswer(30);
        return okAnswer();
      });
      // The cache's clock in the test's hands: only Date is faked, so promises run as usual.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const { server } = app(
        {
          operators: { token: TOKEN, allow: [] },
          access: { kind: 'password', password: PASSWORD },
          proxy: { ...TEST_TUNING, cacheTtlS: 0.05, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: upstream.client },
        },
        upstream,
      );
      const get = async (path: string) => server.request(path, { headers: basic(PASSWORD) });
      await get('/api/transactions?counterparty_id=cp-secret-4711&search=Acme');
      await get('/api/transactions?counterparty_id=cp-secret-4711&search=Acme');
      await get('/api/customers-of-acme');
      await get('/api/banks');
      const coalescing = [get('/api/labels'), get('/api/labels')];
      // Nothing before the upstream call does I/O: once the callbacks already queued have run, the second request
      // waits on the first's call.
      await labelsCall;
      await new Promise((resolve) => setImmediate(resolve));
      release();
      // Past the 50 ms TTL: the next /banks is answered stale.
      vi.setSystemTime(Date.now() + 60);
      await Promise.all(coalescing);
      expect((await get('/api/banks')).headers.get('x-dashboard-stale-since')).not.toBeNull();
      await server.request('/api/accounts', { headers: basic('hunter2-wrong-guess', 'mallory-the-user') });

      const text = await (await server.request('/metrics', { headers: bearer(TOKEN) })).text();
      for (const series of [
        'dashboard_http_requests_total{route="api",method="GET",status="200"}',
        'dashboard_http_requests_total{route="api",method="GET",status="401"} 1',
        'dashboard_http_request_duration_seconds_bucket{le="0.005",route="api"}',
        'dashboard_upstream_calls_total{endpoint="/transactions",outcome="200"} 1',
        'dashboard_upstream_calls_total{endpoint="other",outcome="200"} 1',
        'dashboard_upstream_calls_total{endpoint="/banks",outcome="429"} 1',
        'dashboard_upstream_call_duration_seconds_count{endpoint="/transactions"} 1',
        'dashboard_cache_answers_total{endpoint="/transactions",state="miss"} 1',
        'dashboard_cache_answers_total{endpoint="/transactions",state="hit"} 1',
        'dashboard_cache_answers_total{endpoint="/labels",state="coalesced"} 1',
        'dashboard_cache_answers_total{endpoint="/banks",state="stale"} 1',
        'dashboard_rate_limited_total{source="upstream"} 1',
        'dashboard_upstream_rate_limit 120',
        'dashboard_upstream_rate_limit_remaining 119',
        'dashboard_login_failures_total 1',
        'dashboard_shared_state{mode="local"} 1',
        'dashboard_shared_state{mode="degraded"} 0',
        'nodejs_eventloop_lag_seconds',
        'process_resident_memory_bytes',
        'nodejs_heap_size_used_bytes',
      ]) {
        expect(text).toContain(series);
      }
      expect(text).toMatch(/^dashboard_answer_cache_bytes [1-9]\d*$/m);
      for (const secret of ['cp-secret', 'Acme', 'customers-of', 'mallory', 'hunter2', PASSWORD, FAKE_KEY, '?'])
        expect(text).not.toContain(secret);
    },
  );

  it('counts the refusals of a client past its share of the budget', async () => {
    const stated = { 'X-RateLimit-Limit': '3', 'X-RateLimit-Remaining': '2', 'X-RateLimit-Reset': '60' };
    const upstream = createFakeUpstream(() =>
      Response.json({ object: 'list', data: [], has_more: false, next_cursor: null }, { headers: stated }),
    );
    const { server } = app({ operators: { token: TOKEN, allow: [] } }, upstream);
    for (const path of ['/api/accounts', '/api/banks', '/api/labels', '/api/categories']) await server.request(path);
    const text = await (await server.request('/metrics', { headers: bearer(TOKEN) })).text();
    expect(text).toMatch(/^dashboard_rate_limited_total\{source="client_share"\} [1-9]/m);
  });
});

describe('GET /healthz', () => {
  it('tells anyone only that the server is up: no state, no time of use', async () => {
    const { server } = app({ operators: { token: TOKEN, allow: [] }, access: { kind: 'password', password: PASSWORD } });
    await server.request('/api/accounts', { headers: basic(PASSWORD) });
    const answer = await server.request('http://10.0.0.5:8080/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('{"status":"ok"}');
    expect(await (await server.request('/healthz', { headers: bearer('not-the-token-at-all') })).json()).toEqual({ status: 'ok' });
  });

  it('gives the operator (metrics token or address) the state and the last upstream success', async () => {
    const { server } = app({ operators: { token: TOKEN, allow: [] } });
    expect(await (await server.request('/healthz', { headers: bearer(TOKEN) })).json()).toEqual({
      status: 'ok',
      state: 'local',
      last_upstream_success: null,
    });
    await server.request('/api/accounts');
    const details = (await (await server.request('http://10.0.0.5:8080/healthz', { headers: bearer(TOKEN) })).json()) as Record<
      string,
      unknown
    >;
    expect(details.state).toBe('local');
    expect(Date.parse(String(details.last_upstream_success))).toBeGreaterThan(Date.now() - 5_000);
  });
});

describe('GET /readyz', () => {
  it('is ready before any upstream call, publicly, before the Host check and the password', async () => {
    const { server } = app({ access: { kind: 'password', password: PASSWORD } });
    const answer = await server.request('http://10.0.0.5:8080/readyz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the upstream fails (no answer, or a 5xx), and ready again once it answers', async () => {
    let outcome: 'down' | '503' | '429' | 'ok' = 'down';
    const upstream = createFakeUpstream(() => {
      if (outcome === 'down') throw new Error('connect ECONNREFUSED');
      if (outcome === '503')
        return Response.json(
          { error: { type: 'server', code: 'unavailable', message: 'x', param: null, request_id: 'r' } },
          { status: 503 },
        );
      return outcome === '429' ? rateLimitedAnswer(1) : okAnswer();
    });
    const { server } = app(
      { proxy: { ...TEST_TUNING, cacheTtlS: 0, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: upstream.client } },
      upstream,
    );
    expect((await server.request('/api/accounts')).status).toBe(502);
    const notReady = await server.request('/readyz');
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({
      status: 'not_ready',
      failing: [{ check: 'upstream', reason: 'The upstream API failed on its last call.' }],
    });
    outcome = 'ok';
    await server.request('/api/accounts');
    expect((await server.request('/readyz')).status).toBe(200);
    outcome = '503';
    await server.request('/api/banks');
    expect((await server.request('/readyz')).status).toBe(503);
    outcome = '429';
    await server.request('/api/labels');
    expect((await server.request('/readyz')).status).toBe(200);
  });

  it('takes further checks, such as a server that is stopping', async () => {
    const { server } = app({ readinessChecks: [{ name: 'server', failure: () => 'The server is stopping.' }] });
    expect(await (await server.request('/readyz')).json()).toEqual({
      status: 'not_ready',
      failing: [{ check: 'server', reason: 'The server is stopping.' }],
    });
  });
});

describe('logs', () => {
  const parsed = (logs: string[]) => logs.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one JSON line per request, whatever the route, with the id it answers in X-Request-Id', async () => {
    const { server, logs } = app();
    const responses = [await server.request('/'), await server.request('/healthz'), await server.request('http://evil.test/')];
    const lines = parsed(logs);
    expect(lines.map((line) => [line.msg, line.path, line.status])).toEqual([
      ['request', '/', 200],
      ['request', '/healthz', 200],
      ['request', '/', 421],
    ]);
    expect(lines.map((line) => line.request_id)).toEqual(responses.map((response) => response.headers.get('x-request-id')));
  });

  it('keeps an incoming X-Request-Id only from TRUSTED_PROXY_ADDRESSES and only when it is safe, and sends it upstream', async () => {
    const upstream = createFakeUpstream();
    const { server, logs } = app(
      {
        trustedProxies: ['10.0.0.9'],
        proxy: { ...TEST_TUNING, cacheTtlS: 0, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: upstream.client },
      },
      upstream,
    );
    const trusted = await server.request('/api/accounts', { headers: { 'x-test-address': '10.0.0.9', 'x-request-id': 'lb-4f2a9c' } });
    expect(trusted.headers.get('x-request-id')).toBe('lb-4f2a9c');
    const forged = await server.request('/api/accounts', { headers: { 'x-test-address': '10.0.0.10', 'x-request-id': 'lb-4f2a9c' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^dash_/);
    const unsafe = await server.request('/api/accounts', { headers: { 'x-test-address': '10.0.0.9', 'x-request-id': 'a"b;c' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^dash_/);
    expect(upstream.received.map((received) => received.headers.get('x-request-id'))).toEqual([
      'lb-4f2a9c',
      forged.headers.get('x-request-id'),
      unsafe.headers.get('x-request-id'),
    ]);
    const requestLines = parsed(logs).filter((line) => line.msg === 'request');
    expect(requestLines.map((line) => line.request_id)).toEqual(
      [trusted, forged, unsafe].map((response) => response.headers.get('x-request-id')),
    );
  });

  it('tells the upstream the id of the request that made the call, as its log line and answer say', async () => {
    const { server, upstream, logs } = app();
    const response = await server.request('/api/accounts');
    const requestId = response.headers.get('x-request-id');
    expect(upstream.received[0]?.headers.get('x-request-id')).toBe(requestId);
    expect(parsed(logs).map((line) => [line.msg, line.request_id])).toEqual([
      ['upstream', requestId],
      ['request', requestId],
    ]);
  });

  it('never holds the key, a password, a cookie or a query string', async () => {
    const { server, logs } = app({ access: { kind: 'password', password: PASSWORD } });
    const cookie = 'dashboard_device=device-cookie-secret; reader_tz=Pacific/Chatham';
    await server.request('/api/transactions?counterparty_id=cp-secret-4711', { headers: { ...basic(PASSWORD), Cookie: cookie } });
    await server.request('/api/accounts', { headers: { ...basic('hunter2-wrong-guess', 'mallory-the-user'), Cookie: cookie } });
    await server.request('/forecasts?scenario1=Late+customers', { headers: basic(PASSWORD) });
    expect(logs.length).toBeGreaterThanOrEqual(4);
    const all = logs.join('\n');
    for (const secret of [
      FAKE_KEY,
      PASSWORD,
      'hunter2',
      basic(PASSWORD).Authorization,
      'device-cookie-secret',
      'Chatham',
      'cp-secret',
      'Late+customers',
      '?',
    ]) {
      expect(all).not.toContain(secret);
    }
    for (const line of logs) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });
});
