import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { type Manifest, ROUTE_PAGES } from '../src/server/serving/route-chunks.ts';

/**
 * The cheap performance budgets of issue 7, so a regression fails `npm test`; `npm run bench`
 * measures the slow ones. Budgets come from bench/budgets.json, shared with the bench.
 */
const ROOT = join(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(join(ROOT, 'bench', 'budgets.json'), 'utf8')) as {
  bundleJsGzipKb: number;
  firstLoadRequests: number;
  boardPackFirstLoadRequests: number;
  overviewFirstLoadRequests: number;
  filterChangeRequests: number;
  listWithTotalsFilterChangeRequests: number;
};

test.describe('bundle budget', () => {
  // The web server builds dist/ (with its manifest) before any test runs.
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const staticFiles = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key]!.file);
  };

  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    test(`${route} loads at most ${budgets.bundleJsGzipKb} kB of gzipped JavaScript before its first figure`, () => {
      expect(manifest[page], `${page} is a chunk of its own`).toBeDefined();
      const files = staticFiles(['index.html', page]);
      const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(ROOT, 'dist', file))).length, 0);
      expect(bytes / 1000, files.join(', ')).toBeLessThanOrEqual(budgets.bundleJsGzipKb);
      // Charts (Recharts) stay out of what the figures wait for.
      expect(
        files.some((file) => /CartesianChart|recharts/i.test(file)),
        files.join(', '),
      ).toBe(false);
    });
  }
});

test.describe('request budget', () => {
  const filters = (page: Page) => page.getByRole('search', { name: 'Filters' });
  const outflows = (page: Page) => filters(page).getByRole('radio', { name: 'Outflows' }).check();
  /** Lists and single reports: a filter change refetches one request. */
  const scenarios: {
    path: string;
    change?: (page: Page) => Promise<void>;
    changeFromLoaded?: boolean;
    changeBudget?: number;
    firstLoadBudget?: number;
  }[] = [
    // Cash today, the accounts and banks, the flows, and the key figures: the runway's three forecast lists, the last
    // three months, two rates per other currency.
    { path: '/', firstLoadBudget: budgets.overviewFirstLoadRequests },
    { path: '/accounts' },
    // The list's first page and its totals (/transactions/summary).
    { path: '/transactions', change: outflows, changeBudget: budgets.listWithTotalsFilterChangeRequests },
    { path: '/forecasts', change: outflows },
    // The overdue book filters what it loaded: a filter change costs no request.
    { path: '/overdue', change: outflows, changeFromLoaded: true },
    { path: '/reports', change: outflows },
    // The whole month's pack: three summaries, the month's forecasts, three reference lists and the runway's four.
    { path: '/board-pack', firstLoadBudget: budgets.boardPackFirstLoadRequests },
  ];

  async function settle(page: Page): Promise<void> {
    await expect(page.locator('[data-amount]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  for (const {
    path,
    change,
    changeFromLoaded,
    changeBudget = budgets.filterChangeRequests,
    firstLoadBudget = budgets.firstLoadRequests,
  } of scenarios) {
    test(
      `${path}: at most ${firstLoadBudget} API requests on first load` +
        `${change ? `, ${changeFromLoaded ? 0 : changeBudget} on a filter change` : ''}`,
      async ({ page }) => {
        let requests: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
        });
        await page.goto(path);
        await settle(page);
        expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(firstLoadBudget);
        if (!change) return;
        requests = [];
        await change(page);
        if (changeFromLoaded) await expect(page).toHaveURL(/direction=outflow/);
        else await expect.poll(() => requests.length).toBeGreaterThan(0);
        await settle(page);
        expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(changeFromLoaded ? 0 : changeBudget);
      },
    );
  }
});
