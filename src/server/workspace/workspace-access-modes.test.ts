import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema, savedViewSchema, viewListSchema, workspacePaths } from '../../core/workspace/contract.ts';
import { createLoginLimiter } from '../access/login-limiter.ts';
import { createApp } from '../app.ts';
import type { AccessControl } from '../config/access-config.ts';
import type { IdentityConfig } from '../config/identity-config.ts';
import { createIdentity } from '../identity/identity.ts';
import type { Storage } from '../storage/open-storage.ts';
import type { Database } from '../storage/schema.ts';
import { createFakeUpstream, FAKE_BASE_URL, FAKE_KEY, TEST_TUNING } from '../testing/fake-upstream.ts';
import { memoryStorage } from '../testing/workspace-fixture.ts';

/**
 * The saved-view flows of the OIDC e2e spec, behind the shared password and the trusted auth
 * proxy: the whole server, its identity as main.ts builds it, one PGlite.
 */
const identity: IdentityConfig = {
  roles: { adminGroups: ['it'], editorGroups: ['finance'], defaultRole: 'viewer' },
  admission: { emailDomains: [], groups: [] },
  passwordRole: 'editor',
  proxyGroupsHeader: 'X-Forwarded-Groups',
  sessionIdleMs: 3_600_000,
  sessionMaxMs: 86_400_000,
  adminEmails: [],
};
const PROXY: AccessControl = { kind: 'trusted-proxy', proxyAddresses: [], proxySecret: 'proxy-secret', userHeader: 'X-Forwarded-User' };
const ORIGIN = 'http://dashboard.example';
// Never asked: the session cookie is checked against the database first, and it does not answer.
const OIDC: AccessControl = {
  kind: 'oidc',
  oidc: {
    issuer: 'http://idp.example',
    clientId: 'dashboard',
    clientSecret: 'client-secret',
    publicUrl: ORIGIN,
    groupsClaim: 'groups',
    scopes: ['openid'],
  },
};

const basic = (password: string) => ({ Authorization: `Basic ${Buffer.from(`anyone:${password}`).toString('base64')}` });

function distDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'dashboard-')), 'dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><p>dashboard</p>');
  return dir;
}

/** The whole server over `db` (null: the database is down), its identity as main.ts builds it. */
function dashboard(access: AccessControl, config: IdentityConfig, db: () => Kysely<Database> | null) {
  const database = async () => db();
  return createApp({
    proxy: { ...TEST_TUNING, baseUrl: FAKE_BASE_URL, apiKey: FAKE_KEY, client: createFakeUpstream().client },
    log: () => {},
    distDir: distDir(),
    pageMeta: { dataSource: 'upstream', today: null },
    access,
    hosts: { allowedHosts: ['dashboard.example'], listeningPort: () => 80 },
    identity: createIdentity({ access, identity: config, db: database, signInLimits: createLoginLimiter(), log: () => {} }),
    storage: { db, database },
  });
}

describe('saved views behind the password and the trusted proxy', () => {
  let storage: Storage;

  beforeAll(async () => {
    storage = await memoryStorage();
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  function server(access: AccessControl, config: IdentityConfig = identity) {
    const app = dashboard(access, config, () => storage.db);
    /** A browser of `who` (its headers: the password, or the proxy's user and groups) on this server. */
    return (headers: Record<string, string>) => {
      const ask = (path: string, init: RequestInit = {}) =>
        app.request(`${ORIGIN}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
      return {
        ask,
        async me() {
          return meSchema.parse(await (await ask(workspacePaths.me)).json());
        },
        async save(body: Record<string, unknown>) {
          const { csrfToken } = await this.me();
          return ask(workspacePaths.views, {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Origin: ORIGIN },
          });
        },
        async views() {
          return viewListSchema.parse(await (await ask(workspacePaths.views)).json()).views;
        },
      };
    };
  }

  const teamView = { page: '/reports', name: 'Board cut', link: '?interval=week', scope: 'team' };

  it(
    'with the password: one "Team" identity whose role is PASSWORD_ROLE;' +
      ' a viewer keeps views of its own only, a wrong password reads nothing',
    async () => {
      const asViewer = server({ kind: 'password', password: 'open sesame' }, { ...identity, passwordRole: 'viewer' })(basic('open sesame'));
      expect((await asViewer.me()).user).toMatchObject({ name: 'Team', role: 'viewer' });
      const refused = await asViewer.save(teamView);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('forbidden_role');
      expect(await asViewer.views()).toEqual([]);
      const mine = await asViewer.save({ ...teamView, scope: 'mine' });
      expect(mine.status).toBe(201);
      const own = savedViewSchema.parse(await mine.json());

      const asEditor = server({ kind: 'password', password: 'open sesame' })(basic('open sesame'));
      expect((await asEditor.save(teamView)).status).toBe(201);
      expect((await asEditor.views()).map((view) => [view.name, view.scope]).sort()).toEqual([
        ['Board cut', 'mine'],
        ['Board cut', 'team'],
      ]);
      expect(own.owner.name).toBe('Team');

      const guesser = server({ kind: 'password', password: 'open sesame' })(basic('wrong'));
      expect((await guesser.ask(workspacePaths.views)).status).toBe(401);
    },
  );

  it(
    'behind the proxy: each user by their groups;' + " an editor keeps team views, a viewer cannot, and nobody reads another's own view",
    async () => {
      const through = server(PROXY);
      const proxied = (user: string, groups?: string) =>
        through({ 'X-Dashboard-Proxy-Secret': 'proxy-secret', 'X-Forwarded-User': user, ...(groups && { 'X-Forwarded-Groups': groups }) });
      const fin = proxied('fin@example.com', 'finance');
      const board = proxied('board@example.com', 'board');

      expect((await fin.me()).user).toMatchObject({ name: 'fin@example.com', role: 'editor' });
      expect((await fin.save(teamView)).status).toBe(201);
      const privateView = savedViewSchema.parse(await (await fin.save({ ...teamView, name: 'My draft', scope: 'mine' })).json());

      expect((await board.me()).user.role).toBe('viewer');
      const refused = await board.save({ ...teamView, name: 'Board only' });
      expect(refused.status).toBe(403);
      const seen = await board.views();
      expect(seen.map((view) => view.name)).toContain('Board cut');
      expect(seen.map((view) => view.name)).not.toContain('My draft');
      expect(seen.map((view) => view.name)).not.toContain('Board only');

      const { csrfToken } = await board.me();
      const rename = await board.ask(workspacePaths.view(privateView.id), {
        method: 'PATCH',
        body: JSON.stringify({ name: 'Taken over' }),
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Origin: ORIGIN },
      });
      expect(rename.status).toBe(404);
      expect(((await rename.json()) as { error: { code: string } }).error.code).toBe('view_not_found');

      const forged = await through({ 'X-Forwarded-User': 'fin@example.com', 'X-Forwarded-Groups': 'it' }).ask(workspacePaths.me);
      expect(forged.status).toBe(403);
    },
  );
});

describe('with the database down, /workspace/me says so in every access mode', () => {
  it.each([
    ['on loopback', { kind: 'none' }, {}],
    ['behind the password', { kind: 'password', password: 'open sesame' }, basic('open sesame')],
    ['behind the trusted proxy', PROXY, { 'X-Dashboard-Proxy-Secret': 'proxy-secret', 'X-Forwarded-User': 'fin@example.com' }],
    ['signed in with OIDC', OIDC, { Cookie: `dashboard_session=${'S'.repeat(43)}` }],
  ] satisfies [string, AccessControl, Record<string, string>][])(
    '%s: 503 storage_unavailable, not a 500',
    async (_mode, access, headers) => {
      const response = await dashboard(access, identity, () => null).request(`${ORIGIN}${workspacePaths.me}`, { headers });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).not.toBeNull();
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({ type: 'server', code: 'storage_unavailable' });
    },
  );
});
