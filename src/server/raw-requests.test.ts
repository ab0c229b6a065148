import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { answerClientError } from './client-error.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY } from './testing/fake-upstream.ts';

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
      proxy: { baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, timeoutMs: 1000, cacheTtlS: 0, client: upstream.client, log: () => {} },
      distDir: dist,
      pageMeta: { dataSource: 'upstream', today: null },
      access: { kind: 'none' },
    });
    server = createServer(getRequestListener(app.fetch));
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  function send(target: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
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
    const reply = await send('/api/x\r\nHost: evil');
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(upstream.received.some(({ url }) => url.pathname.includes('evil'))).toBe(false);
  });
});
