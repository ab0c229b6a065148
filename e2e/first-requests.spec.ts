import { expect, type Page, test } from '@playwright/test';
import { fetchApi } from './support/api.ts';

type Listed = { data: { id: string; parent_id?: string | null }[] };

/** Every /api request the page sends, as path and query, in order. */
function recordApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}

/** The answers the server told the browser to fetch before the app ran. */
async function preloadedRequests(page: Page): Promise<string[]> {
  return page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Today's balance of the accounts held in a currency, in that currency or the workspace's: one half of a rate. */
const isRateRequest = (url: string) =>
  url.startsWith('/api/transactions/summary?') && url.includes('account_id=') && url.includes('currency=');

async function firstLoad(page: Page, path: string) {
  const requests = recordApiRequests(page);
  await page.goto(path);
  await expect(page.locator('[data-amount]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { requests, preloaded: await preloadedRequests(page) };
}

test.describe('first requests announced in the page', () => {
  const views = ['/', '/accounts', '/transactions', '/forecasts', '/overdue', '/reports', '/board-pack'];
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    for (const path of views) {
      test(`${path} at ${width} px: every request sent before the first paint is preloaded, each is sent once, none is wasted`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        const { requests, preloaded } = await firstLoad(page, path);
        expect(preloaded.length).toBeGreaterThan(0);
        // Each request once: a preload the app did not pick up would show twice.
        expect(new Set(requests).size, requests.join('\n')).toBe(requests.length);
        for (const url of preloaded) expect(requests, `${url} was preloaded and is read`).toContain(url);
        // On a wide screen a part below the first screen may come into view while the page settles
        // and ask its own requests, which are not announced; on a phone every first request is,
        // and only the board pack asks more: its forecast lists, once its first screen is painted; and
        // the overview's runway the rates of the currencies its forecasts are in, once it has read them.
        if (width !== 390) return;
        expect(requests.slice(0, preloaded.length).sort()).toEqual([...preloaded].sort());
        const later = requests.slice(preloaded.length);
        if (path === '/board-pack') expect(later.length > 0 && later.every((url) => url.startsWith('/api/forecasts?'))).toBe(true);
        else if (path === '/') expect(later.filter((url) => !isRateRequest(url))).toEqual([]);
        else expect(later).toEqual([]);
      });
    }
  }

  test('a shared link with filters preloads the filtered requests the views send', async ({ page, request }) => {
    const [account] = (await fetchApi<Listed>(request, '/accounts')).data;
    const categories = (await fetchApi<Listed>(request, '/categories', { limit: '500' })).data;
    const category = categories.find((item) => item.parent_id) ?? categories[0];
    const links = [
      `/?period=this_quarter&account_id=${account!.id}`,
      `/transactions?period=last_12_months&direction=outflow&category_id=${category!.id}`,
      '/forecasts?month=2027-01&horizon=6&overdue=include&direction=inflow',
      '/reports?group_by=category&compare=previous_year&period=this_year',
      '/board-pack?month=2026-08&compare=previous_year',
    ];
    for (const link of links) {
      const { requests, preloaded } = await firstLoad(page, link);
      expect(new Set(requests).size, `${link}: no request twice`).toBe(requests.length);
      for (const url of preloaded) expect(requests, `${link}: ${url} was preloaded and is read`).toContain(url);
    }
  });

  test('a link to no view preloads nothing', async ({ page }) => {
    await page.goto('/no-such-view?period=this_month');
    await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
    expect(await preloadedRequests(page)).toEqual([]);
  });
});
