import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
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
    accounts: [{ login: 'eve', name: 'Eve Editor', email: 'eve@example.com', groups: ['finance'] }],
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

test('signs in through the provider, uses the dashboard and its API, signs out, and is asked to sign in again', async ({ page }) => {
  await page.goto(`${origin}/reports`);
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('eve');
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(`${origin}/reports`);
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-flow report' })).toBeVisible();
  const cookies = await page.context().cookies(origin);
  expect(cookies.find((cookie) => cookie.name === 'dashboard_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const api = await page.request.get(`${origin}/api/accounts`);
  expect(api.status()).toBe(200);

  // The shell's sign-out control is another branch's: a form posting from the page does what it will.
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/auth/sign-out';
    document.body.append(form);
    form.submit();
  });
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
