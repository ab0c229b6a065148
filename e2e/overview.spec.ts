import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FilterBar } from './pages/filter-bar.ts';
import { OverviewPage } from './pages/overview-page.ts';
import { centsToMoney, fetchAllRows, fetchApi, sumCents } from './support/api.ts';
import { keyFiguresFromApi } from './support/key-figures.ts';
import { expectRunwayHeadline, runwayFromApi } from './support/runway.ts';
import { onlyForScreenshots, saveScreenshot } from './support/screenshots.ts';

const { overviewFirstLoadRequests: OVERVIEW_FIRST_LOAD_REQUESTS } = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'bench', 'budgets.json'), 'utf8'),
) as { overviewFirstLoadRequests: number };

type Account = { id: string; name: string; currency: string; balance: string; source: string; bank: string | null };
type Bank = { id: string; name: string; status: string; last_sync_at: string | null };
type Summary = { currency: string; totals: { final_balance: string; inflows: string; outflows: string; net: string }; rows: unknown[] };
type BalanceTotals = { net: string; starting_balance: string; transfers: string; excluded: string; final_balance: string };
type BalanceSummary = { currency: string; conversion: { converted: boolean; source_currencies: string[] }; totals: BalanceTotals };
type SyncedAccount = { balance_as_of: string };

/** Every /api/ request the page makes, to hold the view to its request budget. */
function countApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}

/** The default window of the view (last 12 months, from the first of the month 11 months back). */
function last12Months(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - 11, 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What cash did between two balances, from the API's own figures: the currency effect is what the other lines leave. */
function expectedBridge(opening: string, closing: string, totals: BalanceTotals) {
  const lines = { net: sumCents([totals.net]), transfers: sumCents([totals.transfers]), excluded: sumCents([totals.excluded]) };
  const currencyEffect = sumCents([closing]) - sumCents([opening]) - lines.net - lines.transfers - lines.excluded;
  return { ...lines, currencyEffect, change: sumCents([closing]) - sumCents([opening]) };
}

/** A bridge line reads its amount exactly, or "none" when it moved nothing. */
async function expectBridgeLine(line: Locator, cents: bigint): Promise<void> {
  if (cents === 0n) await expect(line.getByRole('cell')).toHaveText('none');
  else await expect(line.locator('[data-amount]')).toHaveAttribute('data-amount', centsToMoney(cents));
}

test.describe('cash position', () => {
  test('per-currency totals are the exact sums of the API’s account balances', async ({ page, request }) => {
    const overview = new OverviewPage(page);
    await overview.goto();
    const accounts = await fetchAllRows<Account>(request, '/accounts');
    const currencies = [...new Set(accounts.map((account) => account.currency))];
    expect(currencies.length).toBeGreaterThan(1);
    for (const currency of currencies) {
      const expected = centsToMoney(
        sumCents(accounts.filter((account) => account.currency === currency).map((account) => account.balance)),
      );
      await expect(overview.currencyTile(currency).locator('[data-amount]')).toHaveAttribute('data-amount', expected);
    }
  });

  test('total cash is the API’s converted final balance for today', async ({ page, request }) => {
    const overview = new OverviewPage(page);
    await overview.goto();
    const today = await overview.today();
    const summary = await fetchApi<Summary>(request, '/transactions/summary', { from: today, to: today, interval: 'day' });
    const amount = overview.totalCashFigure;
    await expect(amount).toHaveAttribute('data-amount', summary.totals.final_balance);
    await expect(amount).toHaveAttribute('data-currency', summary.currency);
    await expect(overview.totalCash).toContainText('converted at today’s rate');
  });

  test(
    "yesterday's bridge: opening cash, net cash flow, transfers, excluded," +
      " currency effect and closing cash are the API's, to the cent",
    async ({ page, request }) => {
      const overview = new OverviewPage(page);
      await overview.goto('?period=yesterday');
      const yesterday = addDays(await overview.today(), -1);
      const summary = await fetchApi<BalanceSummary>(request, '/transactions/summary', { from: yesterday, to: yesterday, interval: 'day' });
      const { totals } = summary;
      const expected = expectedBridge(totals.starting_balance, totals.final_balance, totals);
      expect(summary.conversion.converted, 'the demo holds GBP and USD accounts').toBe(true);
      expect(expected.currencyEffect, 'flows alone do not explain the demo day').not.toBe(0n);

      await expect(overview.balanceBridge.getByRole('row')).toHaveCount(6);
      await expect(overview.bridgeLine('Opening cash').locator('time')).toHaveAttribute('datetime', yesterday);
      await expectBridgeLine(overview.bridgeLine('Opening cash'), sumCents([totals.starting_balance]));
      await expectBridgeLine(overview.bridgeLine('Net cash flow'), expected.net);
      await expectBridgeLine(overview.bridgeLine('Transfers between own accounts'), expected.transfers);
      await expectBridgeLine(overview.bridgeLine('Movements excluded from cash flow'), expected.excluded);
      await expectBridgeLine(
        overview.bridgeLine(`Currency effect \\(${summary.conversion.source_currencies.join(', ')} at each day`),
        expected.currencyEffect,
      );
      await expect(overview.bridgeLine('Closing cash').locator('time')).toHaveAttribute('datetime', yesterday);
      await expectBridgeLine(overview.bridgeLine('Closing cash'), sumCents([totals.final_balance]));

      const accounts = await fetchAllRows<SyncedAccount>(request, '/accounts');
      const stale = accounts.filter((account) => account.balance_as_of < yesterday).length;
      expect(stale).toBeGreaterThan(0);
      await expect(overview.cashFlow).toContainText(`${stale} of ${accounts.length} accounts last synced before`);
    },
  );

  test("total cash says how it moved since yesterday's close, each line the API's, to the cent", async ({ page, request }) => {
    const overview = new OverviewPage(page);
    await overview.goto();
    const today = await overview.today();
    const yesterday = addDays(today, -1);
    // Two summaries asked apart: yesterday's own close, and today's flows.
    const [closed, current] = await Promise.all(
      [yesterday, today].map((day) => fetchApi<BalanceSummary>(request, '/transactions/summary', { from: day, to: day, interval: 'day' })),
    );
    const expected = expectedBridge(closed!.totals.final_balance, current!.totals.final_balance, current!.totals);
    expect(expected.change).not.toBe(expected.net);

    await expect(overview.sinceYesterday.locator('[data-amount]').first()).toHaveAttribute('data-amount', centsToMoney(expected.change));
    await expect(overview.sinceYesterday).toContainText('since yesterday’s close');
    const lines = {
      net: expected.net,
      transfers: expected.transfers,
      excluded: expected.excluded,
      currency_effect: expected.currencyEffect,
    };
    for (const [kind, cents] of Object.entries(lines)) {
      const line = overview.sinceYesterday.locator(`[data-step="${kind}"]`);
      if (cents === 0n) await expect(line, `${kind} moved nothing`).toHaveCount(0);
      else await expect(line.locator('[data-amount]')).toHaveAttribute('data-amount', centsToMoney(cents));
    }
  });

  test('each account row shows its API balance, grouped with the delegated account never looked up', async ({ page, request }) => {
    const overview = new OverviewPage(page);
    const bankLookups: string[] = [];
    page.on('request', (pageRequest) => {
      if (/\/api\/banks\/./.test(new URL(pageRequest.url()).pathname)) bankLookups.push(pageRequest.url());
    });
    await overview.goto();
    const accounts = await fetchAllRows<Account>(request, '/accounts');
    for (const account of accounts) {
      const row = overview.accountRow(account.name);
      await expect(row.locator('[data-amount]')).toHaveAttribute('data-amount', account.balance);
      await expect(row.locator('[data-amount]')).toHaveAttribute('data-currency', account.currency);
    }
    const delegated = accounts.find((account) => account.source === 'delegated');
    expect(delegated).toBeDefined();
    const delegatedRow = overview.accountRow(delegated!.name);
    await expect(delegatedRow).toContainText('Delegated from another workspace');
    await expect(delegatedRow).not.toContainText('not listed');
    await expect(overview.accountsTable.getByRole('rowheader', { name: 'Ungrouped', exact: true })).toBeVisible();
    expect(bankLookups).toEqual([]);
  });

  test('counts the bank connections in trouble in one line above the cash, naming none, and leads to /accounts, which names each', async ({
    page,
    request,
  }) => {
    const overview = new OverviewPage(page);
    await overview.goto();
    const today = await overview.today();
    const banks = await fetchAllRows<Bank>(request, '/banks');
    const needsSignIn = banks.filter((bank) => bank.status === 'requires_action');
    const failing = banks.filter((bank) => bank.status === 'error');
    // "Now" for the pinned demo is the end of its day; a day of silence is the threshold.
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const now = new Date(year, month - 1, day + 1).getTime() - 1;
    const stale = banks.filter(
      (bank) => bank.status === 'connected' && (bank.last_sync_at === null || now - Date.parse(bank.last_sync_at) > 86_400_000),
    );
    expect(needsSignIn.length).toBeGreaterThan(0);
    expect(stale.length).toBeGreaterThan(0);

    const line = overview.bankLine;
    await expect(line).toContainText(`${needsSignIn.length} ${needsSignIn.length === 1 ? 'needs' : 'need'} a new sign-in`);
    await expect(line).toContainText(`${stale.length} out of date`);
    if (failing.length > 0) await expect(line).toContainText(`${failing.length} failing`);
    const text = await line.innerText();
    for (const bank of banks) expect(text, 'the line names no bank').not.toContain(bank.name);
    const lineBox = (await line.boundingBox())!;
    expect(lineBox.height, 'one compact line on a laptop').toBeLessThanOrEqual(48);
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual((await overview.totalCash.boundingBox())!.y);

    await line.getByRole('link', { name: 'Review the connections' }).click();
    await expect(page).toHaveURL(/\/accounts$/);
    const alert = (text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
    for (const bank of needsSignIn) await expect(alert(`Someone must sign in again at ${bank.name}`)).toBeVisible();
    for (const bank of stale) await expect(alert(new RegExp(`${bank.name} has (not|never) synced`))).toBeVisible();
    for (const bank of failing) await expect(alert(`The connection to ${bank.name} is failing`)).toBeVisible();
  });

  test('the chart draws one period per summary row, with bars', async ({ page, request }) => {
    const overview = new OverviewPage(page);
    await overview.goto();
    const today = await overview.today();
    const summary = await fetchApi<Summary>(request, '/transactions/summary', { ...last12Months(today), interval: 'month' });
    await overview.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    await expect(overview.chart.locator('svg.recharts-surface').first()).toBeVisible();
    expect(await overview.chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await expect(overview.chart).toHaveAttribute('data-periods', String(summary.rows.length));
    const figures = await overview.openChartFigures();
    await expect(figures.locator('tbody tr')).toHaveCount(summary.rows.length);
    await expect(overview.flowTile('Net cash flow').locator('[data-amount]')).toHaveAttribute('data-amount', summary.totals.net);
  });

  test(
    'summarises the projected cash of the next 3 months as /forecasts does,' + ' late forecasts left out and named, once scrolled to',
    async ({ page, request }) => {
      const overview = new OverviewPage(page);
      await overview.goto();
      const expected = await runwayFromApi(request, await overview.today(), 3);
      const headline = { lowest: expected.lateLeftOut, other: expected.lateCounted, late: expected.late, counted: false };
      await overview.runway.scrollIntoViewIfNeeded();
      await expectRunwayHeadline(overview.runway, headline);
      const shownOnOverview = await overview.runway.locator('[data-runway-headline]').innerText();
      await overview.runway.getByRole('link', { name: 'Forecast calendar and runway' }).click();
      await expect(page).toHaveURL(/\/forecasts$/);
      const runway = page.getByRole('region', { name: 'Projected cash', exact: true });
      await expectRunwayHeadline(runway, headline);
      expect(await runway.locator('[data-runway-headline]').innerText(), 'the same words on both pages').toBe(shownOnOverview);
    },
  );

  test(
    'puts the burn or the free cash flow, the runway and the low point beside total cash,' + ' each from the API and saying its method',
    async ({ page, request }) => {
      const overview = new OverviewPage(page);
      await overview.goto();
      await overview.expectKeyFigures(await keyFiguresFromApi(request, await overview.today()));
    },
  );

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`at ${width}×${height} the first screen holds total cash with its amount`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const overview = new OverviewPage(page);
      await overview.goto();
      await expect(overview.totalCashFigure).toBeVisible();
      const label = (await overview.totalCash.getByRole('heading', { name: 'Total cash' }).boundingBox())!;
      const figure = (await overview.totalCashFigure.boundingBox())!;
      if (width === 1440) expect(label.y, 'the Total cash label within the top 320 px').toBeLessThanOrEqual(320);
      expect(figure.y + figure.height, 'the amount on the first screen').toBeLessThanOrEqual(height);
    });
  }

  test("yesterday's flows stand half the flows' scale at most, on narrow bars, on the zero of their own plot", async ({ page }) => {
    const overview = new OverviewPage(page);
    await overview.goto('?period=yesterday');
    await overview.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    const bars = overview.chart.locator('.recharts-bar-rectangle path');
    await expect(bars.first()).toBeVisible();
    const plot = (await overview.chart.locator('[data-panel="flows"] .recharts-cartesian-grid').boundingBox())!;
    const zero = await overview.chart
      .locator('[data-panel="flows"] .recharts-reference-line line')
      .evaluate((line) => line.getBoundingClientRect().top);
    for (const bar of await bars.all()) {
      const drawn = (await bar.boundingBox())!;
      expect(drawn.height / plot.height).toBeLessThanOrEqual(0.55);
      expect(drawn.width).toBeLessThanOrEqual(41);
      // Receipts stand on the zero, payments hang from it.
      const offZero = Math.min(Math.abs(zero - drawn.y), Math.abs(zero - drawn.y - drawn.height));
      expect(offZero, 'each bar starts at the flows’ zero, drawn in their own plot').toBeLessThanOrEqual(1);
    }
  });

  test('the flows have a plot of their own: no balance gridline crosses it, so their zero is never read as a balance', async ({ page }) => {
    const overview = new OverviewPage(page);
    await overview.goto('?period=last_3_months');
    await overview.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    const bars = overview.chart.locator('.recharts-bar-rectangle path');
    await expect(bars.first()).toBeVisible();
    await expect(overview.chart.locator('.recharts-line path.recharts-curve').first()).toBeVisible();
    // Read in one pass: the chart may draw again between two reads.
    const { flowsPlot, balancePlot, balanceGridlines } = await overview.chart.evaluate((figure) => {
      const plotOf = (mark: Element) => {
        const { top, bottom } = mark.closest('svg')!.querySelector('.recharts-cartesian-grid')!.getBoundingClientRect();
        return { top, bottom };
      };
      const bar = figure.querySelector('.recharts-bar-rectangle path')!;
      const line = figure.querySelector('.recharts-line path.recharts-curve')!;
      const gridlines = [...line.closest('svg')!.querySelectorAll('.recharts-cartesian-grid-horizontal line')].map(
        (gridline) => gridline.getBoundingClientRect().top,
      );
      return { flowsPlot: plotOf(bar), balancePlot: plotOf(line), balanceGridlines: gridlines };
    });
    expect(balanceGridlines.length).toBeGreaterThan(1);
    expect(
      balanceGridlines.filter((y) => y >= flowsPlot.top && y <= flowsPlot.bottom),
      'balance gridlines across the flows',
    ).toEqual([]);
    expect(balancePlot.bottom, 'the balance above the flows').toBeLessThanOrEqual(flowsPlot.top);
  });

  test('first load stays within its request budget, the chart code after the figures', async ({ page }) => {
    const requests = countApiRequests(page);
    const order: string[] = [];
    page.on('request', (request) => order.push(new URL(request.url()).pathname));
    const overview = new OverviewPage(page);
    const started = Date.now();
    await overview.goto();
    await expect(overview.totalCashFigure).toBeVisible();
    const figuresMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    console.log(`/ first load: ${requests.length} API requests (total cash after ${figuresMs} ms)\n  ${requests.join('\n  ')}`);
    // The budget's own figure (bench/budgets.json): the key figures carry the runway's requests.
    expect(requests.length).toBeLessThanOrEqual(OVERVIEW_FIRST_LOAD_REQUESTS);
    const lastFiguresSummary = order.findLastIndex((path) => path === '/api/transactions/summary');
    // The chart is drawn once scrolled to: its code comes after the figures' data.
    await overview.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    await expect(overview.chart.locator('svg.recharts-surface').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const chartChunk = order.findIndex((path) => path.includes('cash-balance-chart'));
    expect(chartChunk).toBeGreaterThan(lastFiguresSummary);

    // A filter change asks for the window's summary again, nothing else.
    requests.length = 0;
    await new FilterBar(page).period.selectOption({ label: 'This month' });
    await expect(page.getByText('Grouped by day')).toBeVisible();
    await page.waitForLoadState('networkidle');
    console.log(`period change: ${requests.length} API requests\n  ${requests.join('\n  ')}`);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\/api\/transactions\/summary\?.*interval=day/);
  });

  test('a failed cash-flow summary is explained, and the rest of the page still reads', async ({ page }) => {
    await page.route(/\/api\/transactions\/summary\?.*interval=month/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { type: 'server', code: 'internal_error', message: 'Something broke upstream.', param: null, request_id: 'req_e2e_1' },
        }),
      }),
    );
    const overview = new OverviewPage(page);
    await overview.goto();
    const panel = page.getByRole('alert').filter({ hasText: 'Could not load the cash flow' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('req_e2e_1');
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(overview.totalCashFigure).toBeVisible();
    await expect(overview.accountsTable).toBeVisible();
    await saveScreenshot(page, 'overview-summary-error');
  });

  test('screenshots: light, dark and 390 px', async ({ page }) => {
    onlyForScreenshots();
    const overview = new OverviewPage(page);
    await overview.goto();
    await overview.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    await expect(overview.chart.locator('svg.recharts-surface').first()).toBeVisible();
    await saveScreenshot(page, 'overview-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await saveScreenshot(page, 'overview-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await overview.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    await expect(overview.chart.locator('svg.recharts-surface').first()).toBeVisible();
    await saveScreenshot(page, 'overview-390');
  });
});
