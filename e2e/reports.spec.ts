import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { centsToMoney, fetchAllRows, fetchApi, sumCents } from './support/api.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { ReportsPage } from './pages/reports-page.ts';

type Flows = { inflows: string; outflows: string; net: string; count: number };
type ApiSummary = {
  currency: string;
  has_data: boolean;
  totals: Flows & { starting_balance?: string; final_balance?: string };
  rows: (Flows & { period_start: string; period_end: string; group?: string | null; final_balance?: string })[];
};
type Named = { id: string; name: string };

const WINDOW = { from: '2026-01-01', to: '2026-06-30' };
const groupings = ['category', 'counterparty', 'label', 'account', 'activity', 'direction'] as const;

/** Counts the report's summary requests (not the header's one-day cash figure) and all API requests from now on. */
function countRequests(page: Page): { count: () => number; all: () => number } {
  let count = 0;
  let all = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    all++;
    const oneDay = url.searchParams.get('from') === url.searchParams.get('to');
    if (url.pathname === '/api/transactions/summary' && !oneDay) count++;
  });
  return { count: () => count, all: () => all };
}

test.describe('reports', () => {
  test('without grouping, each period and the totals equal the API', async ({ page, request }) => {
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
    const reports = new ReportsPage(page);
    await reports.goto(WINDOW);
    await expect(reports.table).toBeVisible();
    expect(await reports.amount('Mar 2026', 'Inflows')).toBe(api.rows[2]!.inflows);
    expect(await reports.amount('Mar 2026', 'Final balance')).toBe(api.rows[2]!.final_balance);
    expect(await reports.amount('Total', 'Net cash flow')).toBe(api.totals.net);
    expect(await reports.amount('Total', 'Starting balance')).toBe(api.totals.starting_balance);
    await expect(page.locator('[data-total="outflows"] [data-amount]')).toHaveAttribute('data-amount', api.totals.outflows);
    await expect(reports.chart.locator('svg.recharts-surface')).toBeVisible();
    await saveScreenshot(page, 'reports-cash-flow');
    await page.emulateMedia({ colorScheme: 'dark' });
    await saveScreenshot(page, 'reports-cash-flow-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'reports-cash-flow-390');
  });

  for (const groupBy of groupings) {
    test(`group_by=${groupBy} renders its table with the API total`, async ({ page, request }) => {
      const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month', group_by: groupBy });
      const reports = new ReportsPage(page);
      await reports.goto({ ...WINDOW, group_by: groupBy });
      await expect(reports.table).toBeVisible();
      const total = groupBy === 'activity' ? await reports.amount('Net change in cash', 'Total') : await reports.amount('Total', 'Total');
      expect(total).toBe(api.totals.net);
      await saveScreenshot(page, `reports-${groupBy}`);
    });
  }

  test('a counterparty total equals the sum of its API rows, and the drill-down opens its transactions', async ({ page, request }) => {
    const query = { ...WINDOW, interval: 'month', group_by: 'counterparty' };
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', query);
    const counterparties = await fetchAllRows<Named>(request, '/counterparties');
    const volume = new Map<string, bigint>();
    for (const row of api.rows) {
      if (!row.group) continue;
      volume.set(row.group, (volume.get(row.group) ?? 0n) + sumCents([row.inflows]) - sumCents([row.outflows]));
    }
    const [largest] = [...volume.entries()].sort(([, a], [, b]) => (b > a ? 1 : b < a ? -1 : 0))[0]!;
    const name = counterparties.find((item) => item.id === largest)!.name;
    const expected = centsToMoney(sumCents(api.rows.filter((row) => row.group === largest).map((row) => row.net)));

    const reports = new ReportsPage(page);
    await reports.goto({ ...WINDOW, group_by: 'counterparty' });
    await expect(reports.table).toBeVisible();
    expect(await reports.amount('Total', name)).toBe(expected);

    const febRow = api.rows.find((row) => row.group === largest && row.period_start === '2026-02-01');
    if (febRow) expect(await reports.amount('Feb 2026', name)).toBe(febRow.net);
    await page.getByRole('link', { name: `Feb 2026, ${name}: open the transactions` }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?.*from=2026-02-01&to=2026-02-28&counterparty_id=${largest}`));
  });

  test('the inflows of a period drill down to that period with direction=inflow', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto(WINDOW);
    await page.getByRole('link', { name: 'Apr 2026, Inflows: open the transactions' }).click();
    await expect(page).toHaveURL(/\/transactions\?from=2026-04-01&to=2026-04-30&direction=inflow$/);
  });

  test('a daily report by counterparty over a year shows the fix for too many groups', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto({ from: '2025-11-21', to: '2026-11-20', interval: 'day', group_by: 'counterparty' });
    await expect(page.getByRole('heading', { name: 'Too many groups for one report' })).toBeVisible();
    await saveScreenshot(page, 'reports-too-many-groups');
    await page.getByRole('button', { name: 'Show by month' }).click();
    await expect(page).not.toHaveURL(/interval=/);
    await expect(reports.table).toBeVisible();
  });

  test('an empty window reads as empty, and a too long daily window offers its fix', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto({ from: '2001-01-01', to: '2001-01-31' });
    await expect(page.getByRole('status').filter({ hasText: 'No transactions match these filters in this window' })).toBeVisible();
    await reports.goto({ from: '2024-01-01', to: '2026-06-30', interval: 'day' });
    await expect(page.getByRole('heading', { name: 'The window holds too many periods' })).toBeVisible();
    await page.getByRole('button', { name: 'Show by week' }).click();
    await expect(page).toHaveURL(/interval=week/);
    await expect(reports.table).toBeVisible();
  });

  test('the CSV holds exactly the figures of the table', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto({ ...WINDOW, group_by: 'category', top: '5' });
    await expect(reports.table).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), reports.csvButton.click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n').map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((field) => field.replace(/,$/, '')));
    const shown = await reports.figures();
    expect(lines.length - 1).toBe(shown.length);
    shown.forEach((row, index) => expect(lines[index + 1]!.slice(1, row.length)).toEqual(row.slice(1)));
  });

  test('compare adds change columns with the difference to the earlier window', async ({ page, request }) => {
    const current = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
    const earlier = await fetchApi<ApiSummary>(request, '/transactions/summary', { from: '2025-01-01', to: '2025-06-30', interval: 'month' });
    const reports = new ReportsPage(page);
    await reports.goto({ ...WINDOW, compare: 'previous_year' });
    await expect(page.getByRole('columnheader', { name: 'Change of Inflows' })).toBeVisible();
    const change = sumCents([current.totals.inflows]) - sumCents([earlier.totals.inflows]);
    expect(await reports.amount('Total', 'Change of Inflows')).toBe(centsToMoney(change));
    await saveScreenshot(page, 'reports-compare');
  });

  test('forecast vs actual shows actual totals from the API beside the forecasts', async ({ page, request }) => {
    const window = { from: '2026-09-01', to: '2027-01-31' };
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { from: window.from, to: '2026-11-20', interval: 'month', group_by: 'category' });
    const forecasts = await fetchAllRows<{ amount: string; currency: string }>(request, '/forecasts', window);
    const reports = new ReportsPage(page);
    await reports.goto({ ...window, mode: 'forecast_vs_actual' });
    await expect(reports.table).toBeVisible();
    expect(await reports.amount('Total', 'Actual')).toBe(api.totals.net);
    const planned = forecasts.filter((forecast) => forecast.currency === api.currency).map((forecast) => forecast.amount);
    expect(await reports.amount('Total', 'Forecast')).toBe(centsToMoney(sumCents(planned)));
    await saveScreenshot(page, 'reports-forecast-vs-actual');
  });

  test('the chart code loads after the figures; tooltips show exact amounts; the legend hides a series', async ({ page, request }) => {
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
    const events: string[] = [];
    page.on('requestfinished', (finished) => {
      const url = new URL(finished.url());
      if (url.pathname === '/api/transactions/summary' && url.searchParams.get('from') === WINDOW.from) events.push('summary');
      if (/\/assets\/(flow-chart|CartesianChart)-/.test(url.pathname)) events.push('chart code');
    });
    const reports = new ReportsPage(page);
    await reports.goto(WINDOW);
    await expect(reports.chart.locator('svg.recharts-surface')).toBeVisible();
    expect(events.indexOf('summary')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('chart code')).toBeGreaterThan(events.indexOf('summary'));

    await reports.chart.locator('.recharts-bar-rectangle').first().hover();
    const january = api.rows[0]!.inflows;
    const formatted = await page.evaluate(
      (value) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }).format(value as unknown as number),
      january,
    );
    await expect(reports.chart.getByText(formatted, { exact: true })).toBeVisible();

    const outflows = reports.chart.getByRole('button', { name: 'Outflows' });
    await outflows.click();
    await expect(outflows).toHaveAttribute('aria-pressed', 'false');

    await reports.chart.locator('.recharts-bar-rectangle').first().click();
    await expect(page).toHaveURL(/\/transactions\?from=2026-01-01&to=2026-01-31&direction=inflow$/);
  });

  test('requests and redraw time per report change', async ({ page }) => {
    const reports = new ReportsPage(page);
    const summaries = countRequests(page);
    await reports.goto({ ...WINDOW, group_by: 'counterparty' });
    await expect(reports.table).toBeVisible();
    await expect(reports.chart.locator('svg.recharts-surface')).toBeVisible();
    const onLoad = summaries.count();
    const allOnLoad = summaries.all();

    await reports.control('Show').selectOption('3');
    await expect(reports.table.getByRole('columnheader', { name: /^Other/ })).toBeVisible();
    await reports.control('Chart').selectOption('lines');
    await expect(reports.chart.locator('.recharts-line').first()).toBeVisible();
    const afterClientOnly = summaries.count();

    const started = Date.now();
    await reports.control('Interval').selectOption('week');
    await expect(reports.table.getByRole('rowheader', { name: /^Week of/ }).first()).toBeVisible();
    await expect(reports.chart.locator('.recharts-line').first()).toBeVisible();
    const redrawMs = Date.now() - started;
    const afterFilter = summaries.count();

    test.info().annotations.push({ type: 'requests', description: `first load ${onLoad} summary (${allOnLoad} API requests in all), top-N + chart type ${afterClientOnly - onLoad}, interval change ${afterFilter - afterClientOnly}` });
    test.info().annotations.push({ type: 'redraw', description: `interval change to redrawn chart: ${redrawMs} ms` });
    console.log(`[reports] summary requests: first load ${onLoad} (${allOnLoad} API requests in all), top-N + chart ${afterClientOnly - onLoad}, filter change ${afterFilter - afterClientOnly}; redraw ${redrawMs} ms`);
    expect(onLoad).toBe(1);
    expect(afterClientOnly - onLoad).toBe(0);
    expect(afterFilter - afterClientOnly).toBe(1);
  });
});
