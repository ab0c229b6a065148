import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_DEFAULTS_META, workspacePaths } from '../../core/workspace/contract.ts';
import type { Me } from '../../core/workspace/contract.ts';
import { createApp } from '../app.ts';
import type { AppOptions } from '../app.ts';
import type { Storage } from '../storage/open-storage.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY, TEST_TUNING } from '../testing/fake-upstream.ts';
import { memoryStorage } from '../testing/workspace-fixture.ts';
import { STORAGE_UNAVAILABLE_MESSAGE } from './workspace-errors.ts';

const INDEX_HTML = `<!doctype html><html><head>
<meta name="dashboard-data-source" content="upstream" />
<meta name="${TEAM_DEFAULTS_META}" content="{}" />
</head><body></body></html>`;

function distDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'dashboard-')), 'dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  return dir;
}

/** The whole server, as main.ts builds it, over `storage`. */
function app(overrides: Partial<AppOptions> = {}) {
  return createApp({
    proxy: { ...TEST_TUNING, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: createFakeUpstream().client },
    log: () => {},
    distDir: distDir(),
    pageMeta: { dataSource: 'upstream', today: null },
    access: { kind: 'none' },
    hosts: { allowedHosts: [], listeningPort: () => 80 },
    ...overrides,
  });
}

/** The team defaults as the browser reads them from the meta tag's attribute. */
function teamDefaultsIn(html: string): unknown {
  const content = new RegExp(`<meta name="${TEAM_DEFAULTS_META}" content="([^"]*)" />`).exec(html)?.[1];
  if (content === undefined) return undefined;
  return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')) as unknown;
}

describe('the workspace in the whole server', () => {
  let storage: Storage;

  beforeAll(async () => {
    storage = await memoryStorage();
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  it('on loopback without access control, the one person is "This computer", an admin, with no sign-out', async () => {
    const server = app({ storage: { db: () => storage.db, database: async () => storage.db } });
    const me = (await (await server.request(workspacePaths.me)).json()) as Me;
    expect(me).toMatchObject({ user: { name: 'This computer', role: 'admin', email: null }, access: 'local', canSignOut: false });
    const again = (await (await server.request(workspacePaths.me)).json()) as Me;
    expect(again.user.id).toBe(me.user.id);
  });

  it('behind the password, without an identity resolver yet, no one is signed in to the workspace', async () => {
    const server = app({
      storage: { db: () => storage.db, database: async () => storage.db },
      access: { kind: 'password', password: 'correct horse battery' },
    });
    const response = await server.request(workspacePaths.me, {
      headers: { Authorization: `Basic ${Buffer.from('x:correct horse battery').toString('base64')}` },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_signed_in');
  });

  it("writes each page's team default into index.html, escaped, and shows a new one on the next load", async () => {
    const server = app({ storage: { db: () => storage.db, database: async () => storage.db } });
    expect(teamDefaultsIn(await (await server.request('/')).text())).toEqual({});
    const { csrfToken } = (await (await server.request(workspacePaths.me)).json()) as Me;
    const link = '?q="><script>alert(1)</script>&x=$&';
    const saved = await server.request(workspacePaths.views, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Origin: 'http://localhost' },
      body: JSON.stringify({ page: '/reports', name: 'Board', link, scope: 'team', teamDefault: true }),
    });
    expect(saved.status).toBe(201);
    const page = await server.request('/reports');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).not.toContain('<script>');
    expect(teamDefaultsIn(html)).toEqual({ '/reports': link });
  });

  it('with the database closed: 503 storage_unavailable on every workspace call, while /api and the page are served', async () => {
    const server = app({ storage: { db: () => null, database: async () => null } });
    for (const [path, method] of [
      [workspacePaths.me, 'GET'],
      [workspacePaths.views, 'GET'],
      [workspacePaths.views, 'POST'],
      [workspacePaths.audit, 'GET'],
    ] as const) {
      const response = await server.request(path, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
        body: method === 'POST' ? '{}' : null,
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({
        type: 'server',
        code: 'storage_unavailable',
        message: STORAGE_UNAVAILABLE_MESSAGE,
      });
    }
    expect((await server.request('/api/accounts')).status).toBe(200);
    const page = await server.request('/');
    expect(page.status).toBe(200);
    expect(teamDefaultsIn(await page.text())).toEqual({});
  });

  it('with a database that stopped answering under it: 503, not 500, and index.html still served', async () => {
    const lost = await memoryStorage();
    const server = app({ storage: { db: () => lost.db, database: async () => lost.db } });
    await lost.close();
    const response = await server.request(workspacePaths.views);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('storage_unavailable');
    expect(teamDefaultsIn(await (await server.request('/')).text())).toEqual({});
  }, 90_000);

  it('answers an unknown workspace path with the envelope, not the app', async () => {
    const response = await app({ storage: { db: () => storage.db, database: async () => storage.db } }).request(
      `${workspacePaths.views}/x/y`,
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
