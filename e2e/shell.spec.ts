import { expect, type Page, test } from '@playwright/test';
import { fetchApi } from './support/api.ts';
import { FilterBar } from './pages/filter-bar.ts';
import { VIEWS } from './support/faults.ts';

type ListPage<Item> = { data: Item[] };

test('a bad link opens the page, names what it ignored, and corrects the address bar', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/transactions?from=2026-02-30&direction=sideways&label_id=<script>alert(1)</script>&to=2026-01-01');

  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  const banner = page.getByRole('status', { name: 'Link parameters ignored' });
  for (const param of ['from', 'direction', 'label_id', 'to']) {
    await expect(banner.locator('code', { hasText: new RegExp(`^${param}$`) })).toBeVisible();
  }
  await expect(banner).toContainText('<script>alert(1)</script>');
  await expect(page).toHaveURL(/\/transactions$/);
  expect(dialogs).toEqual([]);

  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
});

test('← and → step the window in the URL', async ({ page }) => {
  await page.goto('/transactions?period=last_month');
  const bar = new FilterBar(page);
  await expect(bar.period).toBeVisible();
  // DEMO_TODAY is 2026-11-20: last month is October 2026.
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\?from=2026-09-01&to=2026-09-30$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?from=2026-11-01&to=2026-11-30$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?from=2026-10-01&to=2026-10-31$/);
});

test('? opens the shortcuts dialog and Escape closes it', async ({ page }) => {
  await page.goto('/transactions');
  await expect(new FilterBar(page).period).toBeVisible();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Focus the filters/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('/ focuses the filter bar', async ({ page }) => {
  await page.goto('/transactions');
  const bar = new FilterBar(page);
  await expect(bar.period).toBeVisible();
  await page.keyboard.press('/');
  await expect(bar.period).toBeFocused();
});

test('g t goes to transactions keeping the filters', async ({ page, request }) => {
  const accounts = await fetchApi<ListPage<{ id: string; name: string }>>(request, '/accounts');
  const account = accounts.data[0]!;
  await page.goto(`/reports?period=last_month&account_id=${account.id}&interval=week`);
  const bar = new FilterBar(page);
  await expect(bar.chip(`Account: ${account.name}`)).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(new RegExp(`/transactions\\?period=last_month&account_id=${account.id}$`));
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(bar.chip(`Account: ${account.name}`)).toBeVisible();
});

test("a view's own bad parameters never reach the API: the view uses its defaults and says so", async ({ page }) => {
  const summaryRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/transactions/summary' && url.searchParams.get('from') !== url.searchParams.get('to')) {
      summaryRequests.push(url);
    }
  });
  await page.goto('/reports?interval=fortnight&group_by=weather&compare=yesterday');

  const banner = page.getByRole('status', { name: 'Link parameters ignored' });
  for (const param of ['interval', 'group_by', 'compare']) {
    await expect(banner.locator('code', { hasText: new RegExp(`^${param}$`) })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => summaryRequests.length).toBeGreaterThan(0);
  for (const url of summaryRequests) {
    expect(url.searchParams.get('interval')).toBe('month');
    expect(url.searchParams.has('group_by')).toBe(false);
  }
});

test('on a 390 px phone no view scrolls sideways; wide tables and the calendar scroll inside their own box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const view of VIEWS) {
    await page.goto(view.path);
    await expect(page.getByRole('heading', { level: 1, name: view.heading })).toBeVisible();
    // Data, lazy chunks and charts in place: what widens a page arrives last.
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${view.path} is wider than the phone`).toBeLessThanOrEqual(0);
  }
});

const FILE_TYPES = ['image', 'script', 'stylesheet', 'font'];

test('every file a view asks for is there: no missing image, script or style behind a broken logo or a blank section', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) return;
    // An unknown path is answered with the app, so a missing image or script comes back as HTML.
    const answeredWithTheApp =
      FILE_TYPES.includes(response.request().resourceType()) && (response.headers()['content-type'] ?? '').startsWith('text/html');
    if (response.status() >= 400 || answeredWithTheApp) missing.push(`${response.status()} ${url.pathname}`);
  });
  // A chart's code still on its way when the test moves to the next view is cut off by leaving, not missing.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') missing.push(`failed ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  for (const view of VIEWS) {
    await page.goto(view.path);
    await expect(page.getByRole('heading', { level: 1, name: view.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(missing).toEqual([]);
});

test.describe('theme switch', () => {
  const accountMenu = (page: Page) => page.getByRole('button', { name: 'Local (no sign-in)' });
  /** The theme's choices, in the account menu: opened if it is not. */
  async function themeGroup(page: Page) {
    const group = page.getByRole('group', { name: 'Theme' });
    if (!(await group.isVisible())) await accountMenu(page).click();
    await expect(group).toBeVisible();
    return group;
  }
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('the theme is in the account menu, and stands in the header only where that menu steps aside (presenting)', async ({ page }) => {
    await page.goto('/');
    await expect(accountMenu(page)).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('group', { name: 'Theme' })).toHaveCount(0);
    await accountMenu(page).click();
    await expect(page.getByRole('dialog', { name: 'Your account' }).getByRole('group', { name: 'Theme' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Shift+P');
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(header.getByRole('group', { name: 'Theme' })).toBeVisible();
  });

  test('a chosen theme is kept in this browser, applied before the page draws, and reached by keyboard', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/transactions');
    await expect((await themeGroup(page)).getByRole('radio', { name: 'System' })).toBeChecked();
    const light = await background(page);

    await (await themeGroup(page)).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => background(page)).not.toBe(light);
    const dark = await background(page);

    // Where the theme stood when <body> began: set by then, nothing can flash in the other one.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        document.documentElement.dataset.themeAtBody = document.documentElement.dataset.theme ?? 'none';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme-at-body', 'dark');
    await expect((await themeGroup(page)).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect.poll(() => background(page)).toBe(dark);

    // Arrow keys move between the choices, like any radio group.
    const group = await themeGroup(page);
    await group.getByRole('radio', { name: 'Dark' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Light' })).toBeFocused();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => background(page)).toBe(light);
  });

  test('"System" follows the system’s colour scheme as it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/accounts');
    await expect((await themeGroup(page)).getByRole('radio', { name: 'System' })).toBeChecked();
    const dark = await background(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => background(page)).not.toBe(dark);
    await (await themeGroup(page)).getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => background(page)).toBe(dark);
    await (await themeGroup(page)).getByRole('radio', { name: 'System' }).check();
    await page.reload();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.*/);
    await expect.poll(() => background(page)).not.toBe(dark);
  });
});

test('on a 390 px phone the current view’s tab is scrolled into sight, even the last one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['/board-pack', 'Board pack'],
    ['/reports', 'Reports'],
  ] as const) {
    await page.goto(path);
    const tab = page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    const nav = (await page.getByRole('navigation', { name: 'Views' }).boundingBox())!;
    // Inside the navigation's own box (to the pixel a scroll offset rounds to): the workspace's buttons share its row.
    await expect
      .poll(async () => {
        const box = await tab.boundingBox();
        return box !== null && box.x >= nav.x - 1 && box.x + box.width <= nav.x + nav.width + 1;
      })
      .toBe(true);
  }
});

test('on a 390 px phone the header keeps to two rows: the views and the account are icons named by their words', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const views = page.getByRole('button', { name: 'Views', exact: true });
  const account = page.getByRole('button', { name: 'Local (no sign-in)' });
  await expect(views).toBeVisible();
  await expect(account).toBeVisible();
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(110);
  const nav = (await page.getByRole('navigation', { name: 'Views' }).boundingBox())!;
  for (const button of [views, account]) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, 'on the screen').toBeLessThanOrEqual(390);
    expect(box.y, 'on the navigation’s row').toBeGreaterThanOrEqual(nav.y - 8);
  }
  await account.click();
  await expect(page.getByRole('dialog', { name: 'Your account' })).toContainText('No sign-in');
});

test.describe('an address that is no view', () => {
  for (const path of ['/nope', '/transactionz']) {
    test(`${path} says so inside the shell, names the path, keeps the navigation and leads back to the cash position`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(main.getByText(`There is no page at ${path}.`)).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Views' });
      for (const view of VIEWS) await expect(nav.getByRole('link', { name: view.nav })).toBeVisible();

      await main.getByRole('link', { name: 'Back to the cash position' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { level: 1, name: 'Cash position' })).toBeVisible();
    });
  }

  test('the server answers it with the app, and an unknown API path with the API’s error envelope', async ({ request }) => {
    const app = await request.get('/nope');
    expect(app.status()).toBe(200);
    expect(await app.text()).toContain('<div id="root"></div>');

    const api = await request.get('/api/unknown');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(await api.json()).toMatchObject({ error: { type: 'not_found', code: 'resource_not_found' } });
  });
});
