import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { meSchema, viewListSchema, workspacePaths } from '../src/core/workspace/contract.ts';
import type { Me } from '../src/core/workspace/contract.ts';
import { E2E_TODAY } from '../playwright.config.ts';
import { startTestProvider } from '../src/server/testing/oidc-provider.ts';
import type { TestProvider } from '../src/server/testing/oidc-provider.ts';
import { freePort } from '../src/server/testing/redis-server.ts';
import { listeningUrl, spawnServer } from '../src/server/testing/spawn-server.ts';
import type { SpawnedServer } from '../src/server/testing/spawn-server.ts';

/**
 * Signing in with the company's identity provider, in Chromium: a real OpenID provider
 * (oidc-provider) and a dashboard in OIDC mode, both started here on free loopback ports and
 * shared by the file's tests. The dashboard runs from this project's folder, with the built SPA
 * the suite's own servers use.
 */
const REPO = resolve(import.meta.dirname, '..');

let provider: TestProvider;
let dashboard: SpawnedServer;
let origin: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  provider = await startTestProvider({
    accounts: [
      { login: 'eve', name: 'Eve Editor', email: 'eve@example.com', groups: ['finance'] },
      { login: 'victor', name: 'Victor Viewer', email: 'victor@example.com', groups: ['board'] },
    ],
    redirectUris: [`${origin}/auth/callback`],
    postLogoutRedirectUris: [`${origin}/`],
  });
  dashboard = spawnServer(REPO, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_TODAY: E2E_TODAY,
    DEMO_SEED: '42',
    DEMO_RATE_LIMIT: '100000',
    UPSTREAM_MAX_RATE_LIMIT: '100000',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    PUBLIC_URL: origin,
    ROLE_EDITOR_GROUPS: 'finance',
  });
  await listeningUrl(dashboard, 120_000);
  // Sign-in waits for the workspace database (PGlite takes seconds to open): /readyz says when it is there.
  const ready = async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status ?? dashboard.output();
  await expect.poll(ready, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  dashboard?.child.kill('SIGTERM');
  await dashboard?.exited;
  await provider?.close();
});

/** Opens `path`, is sent to the provider, signs in there as `login`, and comes back to `path`. */
async function signIn(page: Page, login: string, path: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

async function me(page: Page): Promise<Me> {
  const answer = await page.request.get(`${origin}${workspacePaths.me}`);
  expect(answer.status()).toBe(200);
  return meSchema.parse(await answer.json());
}

test('signs in through the provider, uses the dashboard and its API, signs out, and is asked to sign in again', async ({ page }) => {
  await signIn(page, 'eve', '/reports');
  await expect(page).toHaveURL(`${origin}/reports`);
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-flow report' })).toBeVisible();
  const cookies = await page.context().cookies(origin);
  expect(cookies.find((cookie) => cookie.name === 'dashboard_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const api = await page.request.get(`${origin}/api/accounts`);
  expect(api.status()).toBe(200);

  expect(await me(page)).toMatchObject({
    user: { name: 'Eve Editor', email: 'eve@example.com', role: 'editor' },
    access: 'oidc',
    canSignOut: true,
  });
  await page.getByRole('button', { name: 'Signed in as Eve Editor Editor' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  const confirm = page.getByRole('button', { name: 'Yes, sign me out' });
  // The provider asks only while its own session is open; either way it ends with its sign-in form.
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
  const after = await page.request.get(`${origin}/api/accounts`);
  expect(after.status()).toBe(401);
  expect(await after.json()).toMatchObject({ error: { code: 'not_signed_in' } });
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
});

test("groups map to roles: an editor saves the page's team default, a viewer sees it first and cannot save for the team", async ({
  browser,
}) => {
  const editor = await browser.newPage();
  await signIn(editor, 'eve', '/reports?interval=week&direction=outflow');
  await expect(editor).toHaveURL(`${origin}/reports?interval=week&direction=outflow`);
  await expect(editor.getByRole('heading', { level: 1, name: 'Cash-flow report' })).toBeVisible();
  const link = new URL(editor.url()).search;
  await editor.getByRole('button', { name: 'Views' }).click();
  const menu = editor.getByRole('dialog', { name: 'Saved views' });
  await menu.getByRole('button', { name: 'Save current view…' }).click();
  await menu.getByLabel('Name').fill('Weekly outflows');
  await menu.getByRole('radio', { name: 'The team' }).check();
  await menu.getByRole('checkbox', { name: 'Open this page on it by default' }).check();
  await menu.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(menu.getByRole('link', { name: /Weekly outflows/ })).toBeVisible();
  const saved = viewListSchema.parse(await (await editor.request.get(`${origin}${workspacePaths.views}`)).json()).views;
  expect(saved).toEqual([
    expect.objectContaining({
      name: 'Weekly outflows',
      page: '/reports',
      link,
      scope: 'team',
      teamDefault: true,
      owner: expect.objectContaining({ name: 'Eve Editor' }),
    }),
  ]);

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, 'victor', '/reports');
  // The bare page opens on the team's default.
  await expect(viewer).toHaveURL(`${origin}/reports${link}`);
  expect((await me(viewer)).user).toMatchObject({ name: 'Victor Viewer', role: 'viewer' });
  await viewer.getByRole('button', { name: 'Views' }).click();
  const viewerMenu = viewer.getByRole('dialog', { name: 'Saved views' });
  await expect(viewerMenu.getByRole('link', { name: /Weekly outflows/ })).toBeVisible();
  await expect(viewerMenu.getByRole('button', { name: 'Edit Weekly outflows' })).toHaveCount(0);
  await viewerMenu.getByRole('button', { name: 'Save current view…' }).click();
  await expect(viewerMenu.getByRole('radio', { name: 'The team' })).toBeDisabled();
  await expect(viewerMenu.getByText('Team views need the editor role; you are a viewer.')).toBeVisible();

  // Asked directly, with the viewer's own CSRF token, the server refuses and stores nothing.
  const { csrfToken } = await me(viewer);
  const refused = await viewer.request.post(`${origin}${workspacePaths.views}`, {
    data: { page: '/reports', name: 'Mine for all', link: '', scope: 'team' },
    headers: { 'X-CSRF-Token': csrfToken, Origin: origin },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('forbidden_role');
  const after = viewListSchema.parse(await (await viewer.request.get(`${origin}${workspacePaths.views}`)).json()).views;
  expect(after.map((view) => view.name)).toEqual(['Weekly outflows']);
  await viewerContext.close();
  await editor.close();
});

test('a tampered session cookie is refused: the API answers 401 and the page goes back through the provider for a new session', async ({
  page,
}) => {
  await signIn(page, 'victor', '/accounts');
  await expect(page).toHaveURL(`${origin}/accounts`);
  const [session] = (await page.context().cookies(origin)).filter((cookie) => cookie.name === 'dashboard_session');
  const flipped = `${session!.value.slice(0, -1)}${session!.value.endsWith('A') ? 'B' : 'A'}`;
  await page.context().addCookies([{ ...session!, value: flipped }]);
  const api = await page.request.get(`${origin}/api/accounts`);
  expect(api.status()).toBe(401);
  expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_signed_in');
  const visited: string[] = [];
  page.on('request', (request) => visited.push(request.url()));
  await page.goto(`${origin}/accounts`);
  // The provider still knows Victor (single sign-on): it sends him straight back with a new session.
  await expect(page).toHaveURL(`${origin}/accounts`);
  expect(visited.some((url) => url.startsWith(`${provider.issuer}/auth`))).toBe(true);
  const renewed = (await page.context().cookies(origin)).find((cookie) => cookie.name === 'dashboard_session');
  expect(renewed?.value).not.toBe(flipped);
  expect(renewed?.value).not.toBe(session!.value);
  expect((await me(page)).user.name).toBe('Victor Viewer');
});
