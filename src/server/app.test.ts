import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import type { AppOptions } from './app.ts';
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from './http/security-headers.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY, okAnswer, TEST_TUNING } from './testing/fake-upstream.ts';

const INDEX_HTML = `<!doctype html><html><head>
<meta name="dashboard-data-source" content="upstream" />
<meta name="dashboard-today" content="" />
<meta name="dashboard-demo-company" content="" />
<script type="module" src="/assets/index-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

function distDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'dashboard-'));
  const dir = join(parent, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(parent, 'secret.txt'), 'outside dist');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js' },
      'src/features/forecasts/forecasts-page.tsx': { file: 'assets/forecasts-page-def.js', css: ['assets/forecasts-page-def.css'] },
    }),
  );
  return dir;
}

function app(overrides: Partial<AppOptions> = {}, upstream = createFakeUpstream()) {
  const instance = createApp({
    proxy: { ...TEST_TUNING, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: upstream.client },
    log: () => {},
    distDir: distDir(),
    pageMeta: { dataSource: 'upstream', today: null },
    access: { kind: 'none' },
    // `app.request('/x')` asks for http://localhost/x: port 80.
    hosts: { allowedHosts: [], listeningPort: () => 80 },
    ...overrides,
  });
  return { app: instance, upstream };
}

function basic(password: string, user = 'anyone'): Record<string, string> {
  return { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

describe('single-page app', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('serves index.html with no-cache and the upstream data source', async () => {
    const response = await app().app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<meta name="dashboard-data-source" content="upstream" />');
  });

  it('marks the embedded demo API and its pinned today in the meta tags', async () => {
    const html = await (await app({ pageMeta: { dataSource: 'demo', today: '2026-11-20' } }).app.request('/')).text();
    expect(html).toContain('<meta name="dashboard-data-source" content="demo" />');
    expect(html).toContain('<meta name="dashboard-today" content="2026-11-20" />');
    expect(html).not.toContain('content="upstream"');
  });

  it("asks for a route's own chunk and styles in the page's head, so they load beside the entry", async () => {
    const html = await (await app().app.request('/forecasts?month=2026-11')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/forecasts-page-def.js" />');
    expect(head).toContain('<link rel="stylesheet" href="/assets/forecasts-page-def.css" />');
    expect(await (await app().app.request('/')).text()).not.toContain('modulepreload');
  });

  it(
    "preloads a view's first API requests for the reader's today:" + " the demo's pinned one, or the one of the zone the browser reported",
    async () => {
      const fetchPreloads = (html: string) => html.match(/<link rel="preload" as="fetch" crossorigin href="[^"]*" \/>/g) ?? [];
      const demo = await (await app({ pageMeta: { dataSource: 'demo', today: '2026-11-20' } }).app.request('/overdue')).text();
      expect(fetchPreloads(demo)).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/api/forecasts?to=2026-11-19&amp;status=partial' +
          '&amp;expand=counterparty&amp;limit=500" />',
      );

      expect(fetchPreloads(await (await app().app.request('/overdue')).text())).toEqual([]);
      // UTC+14 (IANA writes it Etc/GMT-14): its date is computed here without the server's code.
      const farEast = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
      const upstream = await (await app().app.request('/accounts', { headers: { Cookie: 'reader_tz=Etc%2FGMT-14' } })).text();
      expect(fetchPreloads(upstream)).toContain(
        `<link rel="preload" as="fetch" crossorigin href="/api/transactions/summary?from=${farEast}&amp;to=${farEast}&amp;interval=day" />`,
      );
      const nonsense = await (await app().app.request('/accounts', { headers: { Cookie: 'reader_tz=%22%3E%3Cscript%3E' } })).text();
      expect(fetchPreloads(nonsense)).toEqual([]);
    },
  );

  it('serves /forecasts?month=9999-12 with the preloads of this month, as the page shows it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const demo = app({ pageMeta: { dataSource: 'demo', today: '2026-11-20' } }).app;
    const response = await demo.request('/forecasts?month=9999-12');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('href="/api/forecasts?from=2026-10-26&amp;to=2026-12-06&amp;expand=counterparty&amp;limit=500"');
    expect(errors).not.toHaveBeenCalled();
  });

  it('serves the page without preloads when planning them fails, and says so once, without a stack', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // DASHBOARD_TODAY is any calendar date: the month grid of December 9999 runs into year 10000, which dates cannot write.
    const farFuture = app({ pageMeta: { dataSource: 'demo', today: '9999-12-31' } }).app;
    for (const path of ['/forecasts', '/forecasts?view=list']) {
      const response = await farFuture.request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('as="fetch"');
    }
    expect(warnings.mock.calls).toEqual([
      [
        'Preloads left out: planning the first requests of /forecasts failed (RangeError: Invalid time value);' +
          ' later failures are not logged.',
      ],
    ]);
  });

  it('names the demo company for the badge, escaped, and nothing for a real upstream', async () => {
    const demo = await (
      await app({ pageMeta: { dataSource: 'demo', today: null, demoCompany: 'Ateliers "Vernier" & <Fils>' } }).app.request('/')
    ).text();
    expect(demo).toContain('<meta name="dashboard-demo-company" content="Ateliers &quot;Vernier&quot; &amp; &lt;Fils&gt;" />');
    const upstream = await (await app({ pageMeta: { dataSource: 'upstream', today: null } }).app.request('/')).text();
    expect(upstream).toContain('<meta name="dashboard-demo-company" content="" />');
  });

  it.each(['/reports/cash-flow', '/transactions?from=2026-01-01', '/index.html', '/deep/link/'])(
    'falls back to index.html for %s',
    async (path) => {
      const response = await app({ pageMeta: { dataSource: 'demo', today: null } }).app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('content="demo"');
    },
  );

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await app().app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('gzips text for a client that accepts it, and only then', async () => {
    const { app: instance } = app();
    const zipped = await instance.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(gunzipSync(body).toString()).toContain('<div id="root"></div>');
    const plain = await instance.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // A shared cache must not hand the gzipped copy to a client that cannot read it.
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it("sends the build's brotli copy of a script to a browser that reads brotli, its gzip copy to one that reads only gzip", async () => {
    const source = 'console.log("app")';
    const dir = distDir();
    writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(source));
    writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(source));
    const instance = app({ distDir: dir }).app;
    const brotli = await instance.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(source);
    const gzip = await instance.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(source);
    const plain = await instance.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it('gzips API answers too, and says they vary by encoding either way', async () => {
    const rows = Array.from({ length: 200 }, (_, index) => ({ object: 'account', id: `acc_${index}`, name: `Account ${index}` }));
    const { app: instance } = app(
      {},
      createFakeUpstream(() => okAnswer(rows)),
    );
    const zipped = await instance.request('/api/accounts', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toMatchObject({ data: rows });
    const plain = await instance.request('/api/accounts');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toMatchObject({ data: rows });
  });

  it('keeps hashed assets out of shared caches behind a password', async () => {
    const password = { kind: 'password', password: 'correct horse battery' } as const;
    const response = await app({ access: password }).app.request('/assets/index-abc123.js', { headers: basic('correct horse battery') });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });

  it.each(['/.vite/manifest.json', '/.vite/', '/%2evite/manifest.json', '/assets/.hidden'])(
    'never serves a dot file or folder: %s',
    async (path) => {
      const response = await app().app.request(path);
      expect(await response.text()).not.toContain('index-abc123.js"}');
    },
  );

  it('answers /.vite/manifest.json with 404, not the app', async () => {
    expect((await app().app.request('/.vite/manifest.json')).status).toBe(404);
  });

  it('serves other files with revalidation', async () => {
    const response = await app().app.request('/favicon.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404 rather than HTML', async () => {
    expect((await app().app.request('/assets/index-old999.js')).status).toBe(404);
  });

  it.each(['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%00'])(
    'never serves files outside dist for %s',
    async (path) => {
      const body = await (await app().app.request(path)).text();
      expect(body).not.toContain('outside dist');
    },
  );

  it('leaves /api to the proxy', async () => {
    const { app: instance, upstream } = app();
    const response = await instance.request('/api/accounts');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(upstream.received).toHaveLength(1);
  });
});

describe('security headers', () => {
  it.each([
    ['/', 'GET'],
    ['/assets/index-abc123.js', 'GET'],
    ['/assets/missing.js', 'GET'],
  ])('are on %s (%s)', async (path, method) => {
    const response = await app().app.request(path, { method });
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it.each([
    ['/api/accounts', 'GET'],
    ['/api/accounts', 'POST'],
    ['/api/..%2f', 'GET'],
    ['/api', 'GET'],
  ])('give API answers a policy of their own that loads, runs and frames nothing: %s (%s)', async (path, method) => {
    const response = await app().app.request(path, { method });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('forbid inline scripts and framing', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'none'");
  });

  it('are on a 401 too', async () => {
    const response = await app({ access: { kind: 'password', password: 'pw' } }).app.request('/');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('Host check against DNS rebinding', () => {
  const listening = { allowedHosts: [], listeningPort: () => 8080 };

  it.each([
    'http://rebind.attacker.example:8080/api/accounts',
    'http://rebind.attacker.example:8080/',
    'http://localhost:9999/api/accounts',
    'http://127.0.0.1.nip.io:8080/',
  ])('answers %s with 421 in the envelope, without calling upstream', async (url) => {
    const { app: instance, upstream } = app({ hosts: listening });
    const response = await instance.request(url);
    expect(response.status).toBe(421);
    expect(await response.json()).toMatchObject({
      error: { type: 'invalid_request', code: 'misdirected_request', request_id: expect.stringMatching(/^dash_/) },
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(upstream.received).toHaveLength(0);
  });

  it.each([
    'http://127.0.0.1:8080/api/accounts',
    'http://localhost:8080/api/accounts',
    'http://[::1]:8080/api/accounts',
    'http://127.0.0.2:8080/',
  ])('answers loopback names with the listening port: %s', async (url) => {
    expect((await app({ hosts: listening }).app.request(url)).status).toBe(200);
  });

  it('answers the names the operator allows: any port for a bare name, one port for name:port', async () => {
    const hosts = { allowedHosts: ['cash.example.com', '192.168.1.10:8080'], listeningPort: () => 8080 };
    const { app: instance } = app({ hosts });
    expect((await instance.request('https://cash.example.com/')).status).toBe(200);
    expect((await instance.request('http://cash.example.com:8443/')).status).toBe(200);
    expect((await instance.request('http://192.168.1.10:8080/')).status).toBe(200);
    expect((await instance.request('http://192.168.1.10:9090/')).status).toBe(421);
    expect((await instance.request('http://evil.cash.example.com/')).status).toBe(421);
  });

  it('checks the Host before the password, so a rebinding page cannot even probe it', async () => {
    const { app: instance } = app({ hosts: listening, access: { kind: 'password', password: 'correct horse battery' } });
    expect((await instance.request('http://rebind.attacker.example:8080/', { headers: basic('guess') })).status).toBe(421);
  });
});

describe('password access', () => {
  const password = { kind: 'password', password: 'correct horse battery' } as const;

  it.each(['/', '/api/accounts', '/assets/index-abc123.js'])('asks for the password on %s', async (path) => {
    const { app: instance, upstream } = app({ access: password });
    const response = await instance.request(path);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a wrong password and a malformed header', async () => {
    const { app: instance } = app({ access: password });
    expect((await instance.request('/', { headers: basic('wrong') })).status).toBe(401);
    expect((await instance.request('/', { headers: { Authorization: 'Basic !!!' } })).status).toBe(401);
    expect((await instance.request('/', { headers: { Authorization: `Basic ${Buffer.from('nocolon').toString('base64')}` } })).status).toBe(
      401,
    );
    expect((await instance.request('/', { headers: { Authorization: 'Bearer correct horse battery' } })).status).toBe(401);
  });

  it('lets the right password in, with any user name', async () => {
    const { app: instance } = app({ access: password });
    expect((await instance.request('/', { headers: basic('correct horse battery') })).status).toBe(200);
    expect((await instance.request('/api/accounts', { headers: basic('correct horse battery', 'me') })).status).toBe(200);
  });

  it('does not forward the Basic credentials upstream', async () => {
    const { app: instance, upstream } = app({ access: password });
    await instance.request('/api/accounts', { headers: basic('correct horse battery') });
    expect(upstream.received[0]?.headers.get('authorization')).toBe(`Bearer ${FAKE_KEY}`);
  });
});

describe('GET /healthz', () => {
  it('answers a load balancer probing by address without a password, and opens nothing else that way', async () => {
    const { app: server } = app({ access: { kind: 'password', password: 'correct horse battery' } });
    const answer = await server.request('http://10.0.0.5:8080/healthz');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
    expect((await server.request('http://10.0.0.5:8080/healthz/../api/accounts')).status).not.toBe(200);
    expect((await server.request('http://10.0.0.5:8080/api/accounts')).status).toBe(421);
  });
});
