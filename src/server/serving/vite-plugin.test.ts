import { createServer as createHttpServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import type { ConfigEnv } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { dashboardApiPlugin } from './vite-plugin.ts';

const KEY = 'sk_dev_plugin_key';

function applies(env: ConfigEnv): boolean {
  const { apply } = dashboardApiPlugin();
  return typeof apply === 'function' && apply({}, env);
}

describe('dashboardApiPlugin', () => {
  it('applies to the dev server only', () => {
    vi.stubEnv('VITEST', '');
    expect(applies({ command: 'serve', mode: 'development' })).toBe(true);
    expect(applies({ command: 'build', mode: 'production' })).toBe(false);
    expect(applies({ command: 'serve', mode: 'test' })).toBe(false);
    vi.unstubAllEnvs();
    expect(applies({ command: 'serve', mode: 'development' })).toBe(false);
  });

  describe('in a Vite dev server', () => {
    let upstream: Server;
    let authorizations: Array<string | undefined>;
    let close: () => Promise<void>;
    let url: string;

    beforeAll(async () => {
      authorizations = [];
      upstream = createHttpServer((req, res) => {
        authorizations.push(req.headers.authorization);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'a=b' });
        res.end('{"object":"list","data":[],"has_more":false,"next_cursor":null}');
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const root = mkdtempSync(join(tmpdir(), 'vite-root-'));
      writeFileSync(
        join(root, 'index.html'),
        '<html><head><meta name="dashboard-data-source" content="demo" /></head><body></body></html>',
      );
      vi.stubEnv('VITEST', '');
      vi.stubEnv('API_BASE_URL', `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`);
      vi.stubEnv('API_KEY', KEY);
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'silent',
        mode: 'development',
        plugins: [dashboardApiPlugin()],
        server: { host: '127.0.0.1', port: 0, ws: false },
      });
      await server.listen();
      vi.unstubAllEnvs();
      url = server.resolvedUrls?.local[0] ?? '';
      close = () => server.close();
    }, 30_000);

    afterAll(async () => {
      await close();
      upstream.closeAllConnections();
      upstream.close();
    });

    it('proxies /api with the key and without Set-Cookie', async () => {
      const response = await fetch(`${url}api/accounts`, { headers: { Authorization: 'Basic browser', Cookie: 'c=d' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('x-dashboard-cache')).toBeNull();
      expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(authorizations).toEqual([`Bearer ${KEY}`]);
    });

    it('answers other methods with 405', async () => {
      expect((await fetch(`${url}api/accounts`, { method: 'POST' })).status).toBe(405);
    });

    it('writes the data source into index.html', async () => {
      expect(await (await fetch(url)).text()).toContain('<meta name="dashboard-data-source" content="upstream" />');
    });
  });
});
