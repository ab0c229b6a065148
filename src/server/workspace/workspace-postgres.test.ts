import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workspacePaths } from '../../core/workspace/contract.ts';
import type { Me, SavedView } from '../../core/workspace/contract.ts';
import { createApp } from '../app.ts';
import { createAppServer } from '../http/request-listener.ts';
import { startStorage } from '../storage/storage-service.ts';
import type { StorageService } from '../storage/storage-service.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY, TEST_TUNING } from '../testing/fake-upstream.ts';
import { openStorage } from '../storage/open-storage.ts';
import { findPostgresBinDir, startTestPostgres } from '../testing/postgres-server.ts';
import { listeningUrl, sandboxRoot, spawnServer } from '../testing/spawn-server.ts';
import type { TestPostgres } from '../testing/postgres-server.ts';

const binDir = findPostgresBinDir();
const title =
  binDir === null
    ? 'the workspace over HTTP on a real PostgreSQL (SKIPPED: no initdb/pg_ctl found; apt-get install postgresql)'
    : 'the workspace over HTTP on a real PostgreSQL';

type Instance = { origin: string; server: Server; storage: StorageService };

/** A whole server as main.ts builds it, on a free loopback port, its workspace in `url`. */
async function startInstance(url: string): Promise<Instance> {
  const storage = startStorage({ kind: 'postgres', url }, { log: () => {} });
  await vi.waitFor(() => expect(storage.db()).not.toBeNull(), { timeout: 30_000 });
  const distDir = mkdtempSync(join(tmpdir(), 'dashboard-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><meta name="dashboard-team-defaults" content="{}" />');
  let port = 0;
  const app = createApp({
    proxy: { ...TEST_TUNING, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: createFakeUpstream().client },
    log: () => {},
    distDir,
    pageMeta: { dataSource: 'upstream', today: null },
    access: { kind: 'none' },
    hosts: { allowedHosts: [], listeningPort: () => port },
    storage,
  });
  const server = createAppServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return { origin: `http://127.0.0.1:${port}`, server, storage };
}

describe.skipIf(binDir === null)(title, () => {
  let postgres: TestPostgres;
  let one: Instance;
  let other: Instance;

  beforeAll(async () => {
    postgres = await startTestPostgres(binDir ?? '');
    [one, other] = await Promise.all([startInstance(postgres.url), startInstance(postgres.url)]);
  }, 90_000);

  afterAll(async () => {
    for (const instance of [one, other]) {
      instance.server.closeAllConnections();
      instance.server.close();
      await instance.storage.close();
    }
    await postgres?.stop();
  }, 30_000);

  async function me(instance: Instance): Promise<Me> {
    return (await (await fetch(`${instance.origin}${workspacePaths.me}`)).json()) as Me;
  }

  async function write(instance: Instance, method: string, path: string, token: string, body?: unknown): Promise<Response> {
    return fetch(`${instance.origin}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Origin: instance.origin, 'Sec-Fetch-Site': 'same-origin' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  }

  async function viewsOf(instance: Instance): Promise<SavedView[]> {
    return ((await (await fetch(`${instance.origin}${workspacePaths.views}`)).json()) as { views: SavedView[] }).views;
  }

  it('both instances give the same person the same CSRF token (one key, made once, in the database)', async () => {
    const [fromOne, fromOther] = await Promise.all([me(one), me(other)]);
    expect(fromOne.user.id).toBe(fromOther.user.id);
    expect(fromOne.csrfToken).toBe(fromOther.csrfToken);
  });

  it('a view saved through one instance is listed by the other at once, and deleted through the other is gone from the first', async () => {
    const { csrfToken } = await me(other);
    const response = await write(one, 'POST', workspacePaths.views, csrfToken, {
      page: '/forecasts',
      name: 'Thirteen weeks',
      link: '?range=13w',
      scope: 'team',
      teamDefault: true,
    });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as SavedView;
    expect(await viewsOf(other)).toEqual([{ ...saved, canEdit: true }]);
    expect(await (await fetch(`${other.origin}/forecasts`)).text()).toContain('content="{&quot;/forecasts&quot;:&quot;?range=13w&quot;}"');
    expect((await write(other, 'DELETE', workspacePaths.view(saved.id), csrfToken)).status).toBe(204);
    expect(await viewsOf(one)).toEqual([]);
  });

  it('editors racing to set the same page\u2019s team default through both instances all succeed, and one default stands', async () => {
    const { csrfToken } = await me(one);
    const saves = Array.from({ length: 8 }, (_, index) =>
      write(index % 2 === 0 ? one : other, 'POST', workspacePaths.views, csrfToken, {
        page: '/overdue',
        name: `Race ${index}`,
        link: '',
        scope: 'team',
        teamDefault: true,
      }),
    );
    expect((await Promise.all(saves)).map((response) => response.status)).toEqual(Array<number>(8).fill(201));
    const defaults = (await viewsOf(one)).filter((view) => view.page === '/overdue' && view.teamDefault);
    expect(defaults).toHaveLength(1);
  });
});

describe.skipIf(binDir === null)(`${title}, a server killed while saving`, () => {
  it('leaves every view with its audit line and no audit line without its view: nothing half-saved', async () => {
    const postgres = await startTestPostgres(binDir ?? '');
    const dashboard = spawnServer(sandboxRoot(), {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      DEMO_TODAY: '2026-11-20',
      DEMO_RATE_LIMIT: '100000',
    });
    try {
      const origin = (await listeningUrl(dashboard, 60_000)).replace(/\/$/, '');
      const { csrfToken } = (await (await fetch(`${origin}${workspacePaths.me}`)).json()) as Me;
      const headers = { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Origin: origin };
      const check = await openStorage({ kind: 'postgres', url: postgres.url });
      try {
        const statuses: (number | 'lost')[] = [];
        // Eight lanes saving one view after another until the server is gone.
        const lanes = Array.from({ length: 8 }, async (_, lane) => {
          for (let index = 0; ; index += 1) {
            const body = JSON.stringify({ page: '/reports', name: `Cut ${lane}.${index}`, link: '', scope: 'team' });
            const status = await fetch(`${origin}${workspacePaths.views}`, { method: 'POST', headers, body }).then(
              (response) => response.status,
              () => 'lost' as const,
            );
            statuses.push(status);
            if (status === 'lost') return;
          }
        });
        // Killed once saves are flowing: some answered, some inside their transaction, some on their way.
        await vi.waitFor(
          async () => expect((await check.db.selectFrom('saved_views').select('id').execute()).length).toBeGreaterThanOrEqual(20),
          { timeout: 30_000, interval: 5 },
        );
        dashboard.child.kill('SIGKILL');
        await Promise.all(lanes);
        await dashboard.exited;
        const views = await check.db.selectFrom('saved_views').select('id').execute();
        const created = await check.db.selectFrom('audit_events').select('target').where('action', '=', 'view_created').execute();
        expect(created.map((event) => event.target).sort()).toEqual(views.map((view) => view.id).sort());
        expect(views.length).toBeGreaterThanOrEqual(statuses.filter((status) => status === 201).length);
        expect(statuses.filter((status) => status === 'lost')).toHaveLength(8);
      } finally {
        await check.close();
      }
    } finally {
      dashboard.child.kill('SIGKILL');
      await postgres.stop();
    }
  }, 120_000);
});
