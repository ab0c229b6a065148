import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createAppServer } from './request-listener.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY, TEST_TUNING } from '../testing/fake-upstream.ts';

/** Request targets sent byte for byte over a socket, so no client library normalises them first. */
const RAW_TARGETS = [
  '/api/../secret',
  '/api/%2e%2e/x',
  '/api/%252e%252e/x',
  '/api//evil.example/x',
  '/api/http://evil.example/',
  '/api/..%2fx',
  '/api/..%5cx',
  '/api/a\\..\\b',
  '/api/x%0d%0aHost:%20evil',
  '/api/x%00',
  'http://evil.example/api/accounts',
  '//evil.example/api/accounts',
  '/api/./../../etc/passwd',
  '/api/accounts/..;/x',
];

describe('raw request targets over a real socket', () => {
  const upstream = createFakeUpstream();
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'dist-')), 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<meta name="dashboard-data-source" content="upstream" />');
    const app = createApp({
      proxy: { ...TEST_TUNING, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, cacheTtlS: 0, client: upstream.client },
      log: () => {},
      distDir: dist,
      pageMeta: { dataSource: 'upstream', today: null },
      access: { kind: 'none' },
      hosts: { allowedHosts: [], listeningPort: () => port },
    });
    server = createAppServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  function send(target: string, head = `Host: 127.0.0.1:${port}\r\n`, version = 'HTTP/1.1'): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET ${target} ${version}\r\n${head}Connection: close\r\n\r\n`);
      });
      let reply = '';
      socket.on('data', (chunk) => (reply += chunk.toString()));
      socket.on('end', () => resolve(reply));
      socket.on('error', reject);
    });
  }

  it.each(RAW_TARGETS)('%s reaches nothing outside the base path', async (target) => {
    upstream.received.length = 0;
    const reply = await send(target);
    expect(reply).toMatch(/^HTTP\/1\.1 \d{3}/);
    for (const { url } of upstream.received) {
      expect(url.origin).toBe('http://upstream.test');
      expect(url.pathname).toMatch(/^\/v1\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/);
      expect(url.pathname).not.toContain('..');
    }
    expect(reply).not.toContain(FAKE_KEY);
  });

  it('answers a link past the 16 kB header limit with a page that says so, not an empty 431', async () => {
    const reply = await send(`/transactions?account_id=${'0'.repeat(20_000)}`);
    expect(reply).toMatch(/^HTTP\/1\.1 431 /);
    expect(reply).toContain('<h1>This link is too long to open</h1>');
    expect(reply).toMatch(/Content-Security-Policy: /);
  });

  it('refuses a raw CR/LF in the target before it reaches the app', async () => {
    // Node reads `GET /api/x` as an HTTP/0.9 line, which the server refuses.
    const reply = await send('/api/x\r\nHost: evil');
    expect(reply).toMatch(/^HTTP\/1\.1 (400|505) /);
    expect(upstream.received.some(({ url }) => url.pathname.includes('evil'))).toBe(false);
  });

  function expectSecurityHeaders(reply: string): void {
    expect(reply).toMatch(/\r\nContent-Security-Policy: /i);
    expect(reply).toMatch(/\r\nX-Content-Type-Options: nosniff/i);
    expect(reply).toMatch(/\r\nContent-Type: application\/json; charset=utf-8/i);
  }

  it('answers a Host the server does not go by with 421, as a rebinding attacker’s page would send it', async () => {
    upstream.received.length = 0;
    const reply = await send('/api/accounts', `Host: rebind.attacker.example:${port}\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 421 /);
    expect(reply).toContain('"code":"misdirected_request"');
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses an absolute-form target naming another host, whatever the Host header says', async () => {
    upstream.received.length = 0;
    const reply = await send(`http://rebind.attacker.example:${port}/api/accounts`);
    expect(reply).toMatch(/^HTTP\/1\.1 421 /);
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses two Host headers with 400 in the envelope', async () => {
    upstream.received.length = 0;
    const reply = await send('/api/accounts', `Host: 127.0.0.1:${port}\r\nHost: evil.example\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toContain('"code":"duplicate_host"');
    expectSecurityHeaders(reply);
    expect(upstream.received).toHaveLength(0);
  });

  it.each([
    ['HTTP/1.1', 'HTTP/1.1'],
    ['HTTP/1.0', 'HTTP/1.0'],
  ])(
    'refuses a %s request without Host with 400 in the envelope' + ' and the security headers, not Node’s bare 400',
    async (_name, version) => {
      upstream.received.length = 0;
      const reply = await send('/api/accounts', '', version);
      expect(reply).toMatch(/^HTTP\/1\.1 400 /);
      expect(reply).toContain('"code":"missing_host"');
      expectSecurityHeaders(reply);
      expect(upstream.received).toHaveLength(0);
    },
  );

  it('refuses an HTTP/2.0 request line with 505', async () => {
    const reply = await send('/api/accounts', `Host: 127.0.0.1:${port}\r\n`, 'HTTP/2.0');
    expect(reply).toMatch(/^HTTP\/1\.1 505 /);
    expectSecurityHeaders(reply);
  });

  it.each([
    ['a Host with a slash', '/api/accounts', 'Host: a/b\r\n'],
    ['a backslash in the path', '/api\\accounts', undefined],
  ])('answers %s with 400 in the envelope and the security headers, not a bare 400', async (_name, target, head) => {
    const reply = await send(target, head);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toContain('"type":"invalid_request"');
    expectSecurityHeaders(reply);
  });
});
