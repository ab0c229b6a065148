import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_TODAY } from '../playwright.config.ts';
import { centsToMoney, fetchAllRows, fetchApi, sumCents } from './support/api.ts';
import { holdRequests } from './support/hold.ts';
import { layoutShiftsSoFar, recordLayoutShifts } from './support/layout-shifts.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { ReportsPage } from './pages/reports-page.ts';

type Flows = { inflows: string; outflows: string; net: string; count: number };
type ApiSummary = {
  currency: string;
  has_data: boolean;
  totals: Flows & { starting_balance?: string; transfers?: string; excluded?: string; final_balance?: string };
  rows: (Flows & {
    period_start: string;
    period_end: string;
    group?: string | null;
    starting_balance?: string;
    transfers?: string;
    excluded?: string;
    final_balance?: string;
  })[];
};
type Named = { id: string; name: string };

const WINDOW = { from: '2026-01-01', to: '2026-06-30' };
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const SEPTEMBER = { from: '2026-09-01', to: '2026-09-30' };
/** Year to date, the reports' default, written out so the page and the API are asked the same window. */
const YEAR_TO_DATE = { from: `${E2E_TODAY.slice(0, 4)}-01-01`, to: E2E_TODAY };
const groupings = ['category', 'counterparty', 'label', 'account', 'activity', 'direction'] as const;

/** A percentage of a change, one decimal, rounded half away from zero: written here so the check stays independent of the app. */
function percentOf(before: bigint, after: bigint): string {
  const base = before < 0n ? -before : before;
  const moved = after > before ? after - before : before - after;
  const tenths = (moved * 2000n + base) / (2n * base);
  return `${tenths / 10n}.${tenths % 10n}`;
}

type ExpectedChange = { words: string; tone: 'good' | 'bad' | 'neutral'; size: string };

/**
 * What a CFO should read for the change of a line between two windows on the pinned demo (both
 * sides non-zero there): inflows and outflows by size, excluded movements by size and never good
 * or bad; net and balances by value, a net outflow by its size, and a figure crossing zero as
 * "turned positive" or "turned negative".
 */
function expectedChange(
  key: 'inflows' | 'outflows' | 'net' | 'starting_balance' | 'final_balance' | 'excluded',
  before: string,
  after: string,
): ExpectedChange {
  const [previous, current] = [sumCents([before]), sumCents([after])];
  expect(previous !== 0n && current !== 0n, `${key} is not zero`).toBe(true);
  const size = centsToMoney(current > previous ? current - previous : previous - current);
  const subject = {
    inflows: 'inflows',
    outflows: 'outflows',
    net: 'net cash flow',
    starting_balance: 'starting balance',
    final_balance: 'final balance',
    excluded: 'excluded movements',
  }[key];
  const crossed = previous * current < 0n ? (current > previous ? 'turned positive' : 'turned negative') : null;
  const better = current > previous ? 'good' : 'bad';
  if (key === 'excluded') {
    if (crossed) return { words: `${subject} ${crossed}`, tone: 'neutral', size };
    const [a, b] = previous < 0n ? [-previous, -current] : [previous, current];
    return { words: `${subject} ${percentOf(a, b)} % ${b > a ? 'larger' : 'smaller'}`, tone: 'neutral', size };
  }
  if (key === 'outflows') {
    const [a, b] = [-previous, -current];
    return { words: `${subject} ${percentOf(a, b)} % ${b > a ? 'higher' : 'lower'}`, tone: b > a ? 'bad' : 'good', size };
  }
  if (key === 'inflows')
    return { words: `${subject} ${percentOf(previous, current)} % ${current > previous ? 'higher' : 'lower'}`, tone: better, size };
  if (crossed) return { words: `${subject} ${crossed}`, tone: better, size };
  if (previous < 0n)
    return { words: `net outflow ${percentOf(-previous, -current)} % ${current > previous ? 'smaller' : 'larger'}`, tone: better, size };
  return { words: `${subject} ${percentOf(previous, current)} % ${current > previous ? 'higher' : 'lower'}`, tone: better, size };
}

/** Actual against plan for a month whose plan and actual are both positive on the pinned demo. */
/** A variance as a percentage of its plan's size, signed: "+12.7 %", "-5.1 %", "0.0 %". */
function signedPercent(planned: bigint, actual: bigint): string {
  const percent = percentOf(planned, actual);
  return `${percent === '0.0' ? '' : actual > planned ? '+' : '-'}${percent} %`;
}

/** A theme colour as the browser computes it, to compare with a figure's colour. */
async function themeColor(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, variable);
}

function parseCsv(csv: string): string[][] {
  return csv
    .trim()
    .split('\r\n')
    .map((line) =>
      line
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .filter((field, index, all) => index < all.length - 1 || field !== '')
        .map((field) =>
          field
            .replace(/,$/, '')
            .replace(/^"(.*)"$/, '$1')
            .replace(/""/g, '"'),
        ),
    );
}

/** Holds the report chart's code until the returned function is called: what the page shows before the chart is drawn. */
function holdChartCode(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/flow-chart-[^/]+\.js$/);
}

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
    expect(await reports.amount('Inflows', 'Mar 2026')).toBe(api.rows[2]!.inflows);
    expect(await reports.amount('Final balance', 'Mar 2026')).toBe(api.rows[2]!.final_balance);
    expect(await reports.amount('Net cash flow', 'Total')).toBe(api.totals.net);
    expect(await reports.amount('Starting balance', 'Total')).toBe(api.totals.starting_balance);
    expect(await reports.amount('Final balance', 'Total')).toBe(api.totals.final_balance);
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
      const total = await reports.amount(groupBy === 'activity' ? 'Net change in cash' : 'Total', 'Total');
      expect(total).toBe(api.totals.net);
      await saveScreenshot(page, `reports-${groupBy}`);
    });
  }

  test("a grouped table opens with each period's opening cash and closes with its closing cash, as the API's summary by period gives them", async ({
    page,
    request,
  }) => {
    const byPeriod = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
    const byCategory = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month', group_by: 'category' });
    const reports = new ReportsPage(page);
    await reports.goto({ ...WINDOW, group_by: 'category', units: 'exact' });
    await expect(reports.table).toBeVisible();
    const rows = reports.table.getByRole('row');
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Opening cash');
    await expect(rows.last().getByRole('rowheader')).toHaveText('Closing cash');
    for (const [index, period] of byPeriod.rows.entries()) {
      const column = ['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026'][index]!;
      expect(await reports.amount('Opening cash', column), column).toBe(period.starting_balance);
      expect(await reports.amount('Closing cash', column), column).toBe(period.final_balance);
      // Down each column, in cents: opening + the period's net across categories + what else moved the balances = closing.
      const net = sumCents(byCategory.rows.filter((row) => row.period_start === period.period_start).map((row) => row.net));
      const moved = await reports.amount('Other changes in cash', column);
      expect(sumCents([period.starting_balance!, centsToMoney(net), moved ?? '0.00']), column).toBe(sumCents([period.final_balance!]));
    }
    expect(await reports.amount('Opening cash', 'Total')).toBe(byPeriod.totals.starting_balance);
    expect(await reports.amount('Closing cash', 'Total')).toBe(byPeriod.totals.final_balance);
    expect(await reports.amount('Total', 'Total')).toBe(byCategory.totals.net);
  });

  test('by category, a top-level category is the sum of its subcategories from the API, and opens to them with a button kept in the link', async ({
    page,
    request,
  }) => {
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month', group_by: 'category' });
    const categories = await fetchAllRows<Named & { parent_id: string | null }>(request, '/categories');
    const sales = categories.find((item) => item.name === 'Sales' && item.parent_id === null)!;
    const inSales = new Set([sales.id, ...categories.filter((item) => item.parent_id === sales.id).map((item) => item.id)]);
    const salesRows = api.rows.filter((row) => row.group && inSales.has(row.group));
    const reports = new ReportsPage(page);
    await reports.goto({ ...WINDOW, group_by: 'category', units: 'exact' });
    await expect(reports.table).toBeVisible();
    const toggle = reports.table.getByRole('button', { name: 'Sales', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await reports.amount('Sales', 'Total')).toBe(centsToMoney(sumCents(salesRows.map((row) => row.net))));
    const march = salesRows.filter((row) => row.period_start === '2026-03-01').map((row) => row.net);
    expect(await reports.amount('Sales', 'Mar 2026')).toBe(centsToMoney(sumCents(march)));

    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]expand=${sales.id}`));
    const [child] = categories.filter((item) => item.parent_id === sales.id && salesRows.some((row) => row.group === item.id));
    const childRows = salesRows.filter((row) => row.group === child!.id);
    expect(await reports.amount(`Sales › ${child!.name}`, 'Total')).toBe(centsToMoney(sumCents(childRows.map((row) => row.net))));
    expect(await reports.amount('Total', 'Total')).toBe(api.totals.net);
    await page.reload();
    await expect(reports.table.getByRole('button', { name: 'Sales', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(reports.table.getByRole('rowheader', { name: `Sales › ${child!.name}` })).toHaveCount(0);
  });

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
    expect(await reports.amount(name, 'Total')).toBe(expected);

    const febRow = api.rows.find((row) => row.group === largest && row.period_start === '2026-02-01');
    if (febRow) expect(await reports.amount(name, 'Feb 2026')).toBe(febRow.net);
    await page.getByRole('link', { name: `${name}, Feb 2026: open the transactions` }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?.*from=2026-02-01&to=2026-02-28&counterparty_id=${largest}`));
  });

  test('the inflows of a period drill down to that period with direction=inflow', async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto(WINDOW);
    await page.getByRole('link', { name: 'Inflows, Apr 2026: open the transactions' }).click();
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
    // The CSV holds every line: the subcategories of each top-level category too, shown once it is open.
    const closed = reports.table.locator('button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const [download] = await Promise.all([page.waitForEvent('download'), reports.csvButton.click()]);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv
      .trim()
      .split('\r\n')
      .map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((field) => field.replace(/,$/, '')));
    const shown = await reports.figures();
    expect(lines.length - 1).toBe(shown.length);
    shown.forEach((row, index) => expect(lines[index + 1]!.slice(1, row.length)).toEqual(row.slice(1)));
  });

  test(
    'October against September: each change in words a CFO reads the same way,' +
      ' coloured by what it means for cash, beside September’s figure',
    async ({ page, request }) => {
      const october = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...OCTOBER, interval: 'month' });
      const september = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...SEPTEMBER, interval: 'month' });
      const reports = new ReportsPage(page);
      await reports.goto({ ...OCTOBER, compare: 'previous_period' });
      await expect(reports.table).toBeVisible();

      for (const key of ['inflows', 'outflows', 'net'] as const) {
        const expected = expectedChange(key, september.totals[key], october.totals[key]);
        const shown = await reports.change(reports.total(key));
        expect(shown.text).toContain(expected.words);
        expect(shown.text).toContain('Sep 2026:');
        expect(shown).toMatchObject({ tone: expected.tone, size: expected.size, earlier: september.totals[key] });
      }
      const lines = [
        ['Starting balance', 'starting_balance'],
        ['Inflows', 'inflows'],
        ['Outflows', 'outflows'],
        ['Net cash flow', 'net'],
        ['Excluded movements', 'excluded'],
        ['Final balance', 'final_balance'],
      ] as const;
      for (const [line, key] of lines) {
        const expected = expectedChange(key, september.totals[key]!, october.totals[key]!);
        const shown = await reports.change({ row: line, column: 'Change of Total' });
        expect(shown.text, line).toContain(expected.words);
        expect(shown, line).toMatchObject({ tone: expected.tone, earlier: september.totals[key] });
        if (expected.tone !== 'neutral') expect(shown.text).toContain(`(${expected.tone} for cash)`);
      }
      await expect(reports.table.getByRole('columnheader', { name: 'Oct 2026 vs Sep 2026', exact: true })).toBeVisible();

      // Good news for cash in green, bad in red, whichever way the demo's outflows moved this month.
      const outflowsTone = expectedChange('outflows', september.totals.outflows, october.totals.outflows).tone;
      const outflowsWords = reports.total('outflows').locator('[data-change-words]');
      await expect(outflowsWords).toHaveCSS(
        'color',
        await themeColor(page, outflowsTone === 'good' ? '--positive-text' : '--negative-text'),
      );
      const excludedWords = (await reports.cell('Excluded movements', 'Change of Total')).locator('[data-change-words]');
      await expect(excludedWords).toHaveCSS('color', await themeColor(page, '--text-muted'));
      await saveScreenshot(page, 'reports-compare');
    },
  );

  test('the CSV of a comparison carries the earlier period, its figures, the change and its words', async ({ page, request }) => {
    const september = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...SEPTEMBER, interval: 'month' });
    const october = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...OCTOBER, interval: 'month' });
    const reports = new ReportsPage(page);
    await reports.goto({ ...OCTOBER, compare: 'previous_period' });
    // The CSV is taken once the reader can see the comparison.
    await expect(reports.table).toContainText('vs Sep 2026');
    const [download] = await Promise.all([page.waitForEvent('download'), reports.csvButton.click()]);
    const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
    const line = (name: string) => (field: string) => rows.find((row) => row[0] === name)![header!.indexOf(field)];
    expect(line('Compared with')('Total')).toBe(`${SEPTEMBER.from}/${SEPTEMBER.to}`);
    expect(line('Compared with')(`${OCTOBER.from}/${OCTOBER.to}`)).toBe(`${SEPTEMBER.from}/${SEPTEMBER.to}`);
    const outflows = line('Outflows');
    const expected = expectedChange('outflows', september.totals.outflows, october.totals.outflows);
    expect(outflows('Total')).toBe(october.totals.outflows);
    expect(outflows('Total earlier')).toBe(september.totals.outflows);
    expect(outflows('Total change')).toBe(centsToMoney(sumCents([october.totals.outflows]) - sumCents([september.totals.outflows])));
    expect(outflows('Total change in words')).toBe(expected.words);
    expect(outflows('Total change for cash')).toBe(expected.tone);
  });

  test(
    '"Download CSV" keeps its place while the chart is drawn above it:' + ' a click pressed before and released after still downloads',
    async ({ page }) => {
      const drawChart = await holdChartCode(page);
      const reports = new ReportsPage(page);
      await reports.goto({ ...OCTOBER, compare: 'previous_period' });
      await expect(reports.table).toContainText('vs Sep 2026');
      await reports.csvButton.scrollIntoViewIfNeeded();
      const box = (await reports.csvButton.boundingBox())!;
      const download = page.waitForEvent('download', { timeout: 10_000 });

      // Pressed and released by hand, the chart drawn in between: under load it landed between Playwright's own press and release.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      drawChart();
      await expect(reports.chart.locator('svg.recharts-surface')).toBeVisible();
      await page.mouse.up();

      // Lines down, periods across: the line under the header says which period each column is compared with.
      const [header, comparedWith] = parseCsv(await readFile(await (await download).path(), 'utf8'));
      expect(header?.[0]).toBe('Line');
      expect(comparedWith?.[0]).toBe('Compared with');
    },
  );

  test('on a phone a legend of many groups is in place before the chart is drawn: nothing under the chart moves when it arrives', async ({
    page,
  }) => {
    const drawChart = await holdChartCode(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const reports = new ReportsPage(page);
    await reports.goto({ ...OCTOBER, group_by: 'category' });
    const legend = page.getByRole('list', { name: 'Series' });
    await expect(legend.getByRole('button').nth(7)).toBeVisible();
    const legendLines = await legend.evaluate((list) => new Set([...list.children].map((item) => (item as HTMLElement).offsetTop)).size);
    expect(legendLines, 'the legend wraps on a phone').toBeGreaterThan(1);
    await reports.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    await expect(reports.chart.locator('svg.recharts-surface')).toHaveCount(0);
    const before = (await reports.chart.boundingBox())!.height;

    drawChart();
    await expect(reports.chart.locator('svg.recharts-surface')).toBeVisible();
    expect((await reports.chart.boundingBox())!.height).toBeCloseTo(before, 0);
  });

  test("a grouped comparison shows the total's change in the period's column and the Total column, equal to the API's totals", async ({
    page,
    request,
  }) => {
    const october = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...OCTOBER, interval: 'month' });
    const september = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...SEPTEMBER, interval: 'month' });
    const expected = expectedChange('net', september.totals.net, october.totals.net);
    const reports = new ReportsPage(page);
    await reports.goto({ ...OCTOBER, group_by: 'category', compare: 'previous_period' });
    await expect(reports.table).toBeVisible();
    for (const column of ['Change of Oct 2026', 'Change of Total']) {
      const shown = await reports.change({ row: 'Total', column });
      expect(shown.text, column).toContain(expected.words);
      expect(shown, column).toMatchObject({ tone: expected.tone, size: expected.size, earlier: september.totals.net });
    }
  });

  // Every grouping whose groups share out the total (labels do not; activity is a statement).
  const comparedGroupings: { grouping: Record<string, string>; figure: 'net' | 'inflows' | 'outflows' }[] = [
    { grouping: { group_by: 'category' }, figure: 'net' },
    { grouping: { group_by: 'counterparty' }, figure: 'net' },
    { grouping: { group_by: 'counterparty', rank: 'inflows' }, figure: 'inflows' },
    { grouping: { group_by: 'counterparty', rank: 'outflows' }, figure: 'outflows' },
    { grouping: { group_by: 'account' }, figure: 'net' },
    { grouping: { group_by: 'direction' }, figure: 'net' },
  ];
  for (const { grouping, figure } of comparedGroupings) {
    test(
      `compared by ${Object.values(grouping).join(', ')}: every column of September adds up to the API's September ${figure},` +
        ` groups paid then only included`,
      async ({ page, request }) => {
        const september = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...SEPTEMBER, interval: 'month' });
        const reports = new ReportsPage(page);
        await reports.goto({ ...OCTOBER, ...grouping, compare: 'previous_period' });
        await expect(reports.table).toBeVisible();
        for (const column of ['Change of Oct 2026', 'Change of Total']) {
          // The groups and their Total; opening and closing cash, and what else moved them, are balances, not flows.
          const balances = ['Opening cash', 'Other changes in cash', 'Closing cash'];
          const cells = (await reports.column(column)).filter(({ line }) => !balances.includes(line));
          const earlier = await Promise.all(
            cells.map(async ({ cell }) => (await cell.locator('[data-earlier]').getAttribute('data-earlier')) ?? ''),
          );
          expect(cells.at(-1)!.line, 'the Total line comes last').toBe('Total');
          expect(
            earlier.filter((shown) => shown === ''),
            `${column}: every line shows its September figure`,
          ).toEqual([]);
          const total = earlier.at(-1)!;
          expect(total, column).toBe(september.totals[figure]);
          expect(centsToMoney(sumCents(earlier.slice(0, -1))), `${column}: the groups' September figures`).toBe(total);
        }
      },
    );
  }

  test('forecast vs actual: the months across in order and the Total last; each category, direction and the net down, figures as the API gives them', async ({
    page,
    request,
  }) => {
    const window = { from: '2026-06-01', to: '2026-12-31' };
    const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'];
    const started = (month: string) => `${month}-01` <= E2E_TODAY;
    const actualWindow = { from: window.from, to: E2E_TODAY, interval: 'month' };
    const [forecasts, categories, byMonth, byCategory] = await Promise.all([
      fetchAllRows<{ date: string; amount: string; currency: string; category: string | null }>(request, '/forecasts', window),
      fetchAllRows<{ id: string; name: string; parent_id: string | null }>(request, '/categories'),
      fetchApi<ApiSummary>(request, '/transactions/summary', actualWindow),
      fetchApi<ApiSummary>(request, '/transactions/summary', { ...actualWindow, group_by: 'category' }),
    ]);
    const planned = forecasts.filter((forecast) => forecast.currency === byMonth.currency);
    const byId = new Map(categories.map((category) => [category.id, category]));
    const path = (category: { name: string; parent_id: string | null }) => {
      const parent = category.parent_id ? byId.get(category.parent_id) : undefined;
      return parent ? `${parent.name} › ${category.name}` : category.name;
    };
    const treeOrder = categories.map(path);

    const reports = new ReportsPage(page);
    await reports.goto({ ...window, mode: 'forecast_vs_actual' });
    await expect(reports.table).toBeVisible();
    const monthName = (month: string) =>
      new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(await reports.columnNames()).toEqual(['Category', ...months.map(monthName), 'Total']);

    const rows = await reports.rows();
    const cells = new Map(rows.filter((row) => row.kind === 'row').map((row) => [row.label, row.cells]));
    const sections = rows.filter((row) => row.kind === 'section').map((row) => row.label);
    expect(sections.slice(-3)).toEqual(['Inflows', 'Outflows', 'Net']);
    const positions = sections.slice(0, -3).map((name) => treeOrder.indexOf(name));
    expect(
      positions.filter((position) => position >= 0),
      'the categories in the tree order',
    ).toEqual([...positions.filter((position) => position >= 0)].sort((a, b) => a - b));

    /** A line's cells as the API's answers make them: a month's figure or its word, then the window's. */
    const expectLine = (
      name: string,
      forecastOf: (month: string) => string[] | null,
      actualOf: (month: string) => string,
      actualTotal: string,
    ) => {
      const forecast = months.map(forecastOf);
      const anyPlan = forecast.some((amounts) => amounts !== null);
      expect(cells.get(`${name} Forecast`), `${name} Forecast`).toEqual([
        ...forecast.map((amounts) => (amounts === null ? 'no plan' : centsToMoney(sumCents(amounts)))),
        anyPlan ? centsToMoney(sumCents(forecast.flatMap((amounts) => amounts ?? []))) : 'no plan',
      ]);
      const actual = months.map((month) => (started(month) ? actualOf(month) : null));
      expect(cells.get(`${name} Actual`), `${name} Actual`).toEqual([...actual.map((amount) => amount ?? '—'), actualTotal]);
      const variances = forecast.map((amounts, index) => {
        const shown = actual[index];
        if (amounts === null || shown === undefined || shown === null) return null;
        return { before: sumCents(amounts), after: sumCents([shown]) };
      });
      // December has not started: no Total of a variance.
      expect(cells.get(`${name} Variance`), `${name} Variance`).toEqual([
        ...variances.map((variance) => (variance ? centsToMoney(variance.after - variance.before) : '—')),
        '—',
      ]);
      expect(cells.get(`${name} Variance %`), `${name} Variance %`).toEqual([
        ...variances.map((variance) => (variance && variance.before !== 0n ? signedPercent(variance.before, variance.after) : '—')),
        '—',
      ]);
    };

    const inMonth = (month: string) => planned.filter((forecast) => forecast.date.startsWith(month));
    const monthRow = (month: string) => byMonth.rows.find((row) => row.period_start.startsWith(month));
    expectLine(
      'Net',
      (month) => (inMonth(month).length === 0 ? null : inMonth(month).map((forecast) => forecast.amount)),
      (month) => monthRow(month)?.net ?? '0.00',
      byMonth.totals.net,
    );
    for (const [name, flow, sign] of [
      ['Inflows', 'inflows', 1],
      ['Outflows', 'outflows', -1],
    ] as const) {
      expectLine(
        name,
        (month) =>
          inMonth(month).length === 0
            ? null
            : inMonth(month)
                .map((forecast) => forecast.amount)
                .filter((amount) => (sign > 0 ? !amount.startsWith('-') : amount.startsWith('-'))),
        (month) => monthRow(month)?.[flow] ?? '0.00',
        byMonth.totals[flow],
      );
    }

    const withFigures = categories.filter(
      (category) =>
        planned.some((forecast) => forecast.category === category.id) ||
        byCategory.rows.some((row) => row.group === category.id && sumCents([row.net]) !== 0n),
    );
    expect(withFigures.length).toBeGreaterThan(3);
    for (const category of withFigures) {
      const name = path(category);
      expect(sections, name).toContain(name);
      const ofCategory = byCategory.rows.filter((row) => row.group === category.id);
      const plannedIn = (month: string) => inMonth(month).filter((forecast) => forecast.category === category.id);
      expectLine(
        name,
        (month) => (plannedIn(month).length === 0 ? null : plannedIn(month).map((forecast) => forecast.amount)),
        (month) => centsToMoney(sumCents(ofCategory.filter((row) => row.period_start.startsWith(month)).map((row) => row.net))),
        centsToMoney(sumCents(ofCategory.map((row) => row.net))),
      );
    }
    expect(
      withFigures.some((category) =>
        months.some(
          (month) => started(month) && !planned.some((forecast) => forecast.category === category.id && forecast.date.startsWith(month)),
        ),
      ),
      'a started month without a plan for some category: its "no plan" is checked',
    ).toBe(true);
    await saveScreenshot(page, 'reports-forecast-vs-actual');
  });

  test('forecast vs actual shows actual totals from the API beside the forecasts', async ({ page, request }) => {
    const window = { from: '2026-09-01', to: '2027-01-31' };
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', {
      from: window.from,
      to: '2026-11-20',
      interval: 'month',
      group_by: 'category',
    });
    const forecasts = await fetchAllRows<{ amount: string; currency: string }>(request, '/forecasts', window);
    const reports = new ReportsPage(page);
    await reports.goto({ ...window, mode: 'forecast_vs_actual' });
    await expect(reports.table).toBeVisible();
    expect(await reports.amount('Net Actual', 'Total')).toBe(api.totals.net);
    const planned = forecasts.filter((forecast) => forecast.currency === api.currency).map((forecast) => forecast.amount);
    expect(await reports.amount('Net Forecast', 'Total')).toBe(centsToMoney(sumCents(planned)));
  });

  for (const [rank, flow, title] of [
    ['inflows', 'inflows', 'top customers'],
    ['outflows', 'outflows', 'top suppliers'],
  ] as const) {
    test(`${title}: ranked by ${flow} alone, "No counterparty" apart, totals equal to the API`, async ({ page, request }) => {
      const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month', group_by: 'counterparty' });
      const counterparties = await fetchAllRows<Named>(request, '/counterparties');
      const perGroup = new Map<string, bigint>();
      for (const row of api.rows) perGroup.set(row.group ?? '', (perGroup.get(row.group ?? '') ?? 0n) + sumCents([row[flow]]));
      const unattributed = perGroup.get('') ?? 0n;
      perGroup.delete('');
      const size = (cents: bigint) => (cents < 0n ? -cents : cents);
      const ranked = [...perGroup.entries()]
        .filter(([, cents]) => cents !== 0n)
        .sort(([, a], [, b]) => (size(b) > size(a) ? 1 : size(b) < size(a) ? -1 : 0));
      const top = ranked.slice(0, 8).map(([id, cents]) => ({ name: counterparties.find((item) => item.id === id)!.name, cents }));

      const reports = new ReportsPage(page);
      await reports.goto({ ...WINDOW, group_by: 'counterparty', rank });
      await expect(page.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
      await expect(reports.control('Rank counterparties')).toHaveValue(rank);
      await expect(reports.table).toBeVisible();
      const lines = (await reports.rows()).map((line) => line.label);
      expect(lines.slice(0, 8)).toEqual(top.map((item) => item.name));
      expect(lines.slice(8)).toEqual([`Other (${ranked.length - 8})`, 'No counterparty', 'Total']);
      for (const item of top.slice(0, 3)) expect(await reports.amount(item.name, 'Total')).toBe(centsToMoney(item.cents));
      expect(await reports.amount('No counterparty', 'Total')).toBe(centsToMoney(unattributed));
      expect(await reports.amount('Total', 'Total')).toBe(api.totals[flow]);

      await page.getByRole('link', { name: `${top[0]!.name}, Feb 2026: open the transactions` }).click();
      await expect(page).toHaveURL(new RegExp(`direction=${flow === 'inflows' ? 'inflow' : 'outflow'}`));
      await expect(page).toHaveURL(/counterparty_id=/);
    });
  }

  test(
    'at 1440 × 900 the default report runs its months across,' +
      ' with every final balance and the Total on screen without pressing anything',
    async ({ page, request }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...YEAR_TO_DATE, interval: 'month' });
      const reports = new ReportsPage(page);
      await reports.goto(YEAR_TO_DATE);
      await expect(reports.table).toBeVisible();
      const columns = await reports.columnNames();
      expect(columns[0]).toBe('Line');
      const year = YEAR_TO_DATE.from.slice(0, 4);
      expect(columns.slice(1, 3)).toEqual([`Jan ${year}`, `Feb ${year}`]);
      expect(columns.at(-1)).toBe('Total');
      expect(columns.length, 'a column per month of the API, and the Total').toBe(1 + api.rows.length + 1);
      const finals = await reports.row('Final balance').locator('td').all();
      expect(finals).toHaveLength(api.rows.length + 1);
      // Under the chart, so scrolled down to: what is checked is that no figure needs a sideways scroll or a button.
      await reports.row('Final balance').scrollIntoViewIfNeeded();
      for (const cell of finals) await expect(cell).toBeInViewport({ ratio: 1 });
      await expect(reports.row('Final balance').getByRole('rowheader')).toBeInViewport({ ratio: 1 });
      expect(await reports.amount('Final balance', columns.at(-2)!)).toBe(api.rows.at(-1)!.final_balance);
      expect(await reports.amount('Final balance', 'Total')).toBe(api.totals.final_balance);
      await expect(page.getByText(/More columns to the right/)).toBeHidden();
      // No "Show <column>" button of a table too wide ("Show them" brings back the folded lines).
      await expect(page.getByRole('button', { name: /^Show (?!them$)/ })).toHaveCount(0);
      await saveScreenshot(page, 'reports-months-across-1440');
    },
  );

  test('figures read in whole units by default, to the cent or in thousands on choice, kept in the link; the data stays exact', async ({
    page,
    request,
  }) => {
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
    const written = (digits: 0 | 2) =>
      page.evaluate(
        ([value, currency, fraction]) =>
          new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency,
            signDisplay: 'exceptZero',
            minimumFractionDigits: fraction,
            maximumFractionDigits: fraction,
            roundingMode: 'halfExpand',
          }).format(value as unknown as number),
        [api.totals.net, api.currency, digits] as const,
      );
    const reports = new ReportsPage(page);
    await reports.goto(WINDOW);
    await expect(reports.table).toBeVisible();
    const net = async () => (await reports.cell('Net cash flow', 'Total')).locator('[data-amount]');
    await expect(await net()).toHaveText(await written(0));
    await expect(await net()).toHaveAttribute('data-amount', api.totals.net);
    await expect(await net()).toHaveAttribute('title', await written(2));
    await expect(reports.control('Figures')).toHaveValue('whole');

    await reports.control('Figures').selectOption('exact');
    await expect(page).toHaveURL(/units=exact/);
    await expect(await net()).toHaveText(await written(2));
    await reports.control('Figures').selectOption('thousands');
    await expect(page).toHaveURL(/units=thousands/);
    await expect(await net()).toHaveText(/k$/);
    await expect(await net()).toHaveAttribute('data-amount', api.totals.net);
  });

  test('lines that are zero in every month are folded under a note naming them, and come back, kept in the link', async ({
    page,
    request,
  }) => {
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...YEAR_TO_DATE, interval: 'month' });
    const zero = (value: string | undefined) => value === undefined || sumCents([value]) === 0n;
    const lines = [
      ['Transfers between own accounts', 'transfers'],
      ['Excluded movements', 'excluded'],
    ] as const;
    const quietLines = lines.filter(([, key]) => zero(api.totals[key]) && api.rows.every((row) => zero(row[key])));
    const quiet = quietLines.map(([line]) => line);
    expect(quiet.length, 'the demo has a line that is zero all year').toBeGreaterThan(0);
    const reports = new ReportsPage(page);
    await reports.goto(YEAR_TO_DATE);
    await expect(reports.table).toBeVisible();
    const note = page.locator('[data-folded-note]');
    await expect(note).toContainText(`${quiet.length === 1 ? '1 line that is' : `${quiet.length} lines that are`} zero in every month`);
    await expect(note).toContainText(`not shown: ${quiet.join(', ')}.`);
    for (const line of quiet) await expect(reports.row(line)).toHaveCount(0);

    await note.getByRole('button', { name: 'Show them' }).click();
    await expect(page).toHaveURL(/zeros=shown/);
    for (const [line, key] of quietLines) expect(await reports.amount(line, 'Total')).toBe(api.totals[key]);
    await page.reload();
    await expect(reports.row(quiet[0]!)).toHaveCount(1);
    await note.getByRole('button', { name: 'Fold them away' }).click();
    await expect(page).not.toHaveURL(/zeros=/);
    await expect(reports.row(quiet[0]!)).toHaveCount(0);
  });

  test('at 1440 px a table wider than the screen says so, keeps its Total in view, and its last period is one key press away', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const window = { from: '2026-03-01', to: '2026-07-31' };
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...window, interval: 'week', group_by: 'category' });
    const reports = new ReportsPage(page);
    // Twenty-two weeks across: wider than any laptop, whatever the figures.
    await reports.goto({ ...window, interval: 'week', group_by: 'category' });
    await expect(reports.table).toBeVisible();
    const columns = await reports.columnNames();
    const lastPeriod = columns.at(-2)!;
    expect(columns.length, 'a column per week of the API, and the Total').toBe(
      1 + new Set(api.rows.map((row) => row.period_start)).size + 1,
    );
    const total = reports.table.getByRole('columnheader', { name: 'Total', exact: true });
    const last = reports.table.getByRole('columnheader', { name: lastPeriod, exact: true });
    // Under the chart, so scrolled down to; then sideways, only the table moves.
    await reports.table.scrollIntoViewIfNeeded();
    await expect(total, 'the Total stays at the right').toBeInViewport({ ratio: 1 });
    expect(await reports.amount('Total', 'Total')).toBe(api.totals.net);
    await expect(last).not.toBeInViewport({ ratio: 1 });
    await expect(page.getByText(new RegExp(`More columns to the right, ${lastPeriod} last`))).toBeVisible();
    const show = page.getByRole('button', { name: `Show ${lastPeriod}` });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(total).toBeInViewport({ ratio: 1 });
    await expect(reports.tableRegion).toBeFocused();
    await expect(show).toBeHidden();
    // Columns that widen afterwards (note marks and late cells arrive after the figures) keep the
    // last period on screen: the table stays scrolled to its end. Before, it stopped short of it.
    await reports.table
      .locator('thead th')
      .nth(1)
      .evaluate((header) => header.append(Object.assign(document.createElement('span'), { textContent: ' a wider heading '.repeat(8) })));
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(show).toBeHidden();
    await saveScreenshot(page, 'reports-wide-table-end');
  });

  test('scrolled sideways, the sticky label column keeps each label and divider on its row', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const reports = new ReportsPage(page);
    const searches: Record<string, string>[] = [
      {},
      { ...OCTOBER, compare: 'previous_period' },
      { from: '2026-06-01', to: '2026-12-31', mode: 'forecast_vs_actual' },
    ];
    for (const search of searches) {
      await reports.goto(search);
      await expect(reports.table).toBeVisible();
      await reports.tableRegion.evaluate((region) => region.scrollBy({ left: 400 }));
      // The sticky column is painted on its own layer, snapped to whole pixels: rows of a
      // fractional height let its dividers and labels drift away from the rows they belong to.
      const rows = await reports.table.locator('tbody tr, tfoot tr').evaluateAll((all) =>
        all.map((row) => {
          const header = row.querySelector('th')!.getBoundingClientRect();
          const cell = (row.querySelector('td') ?? row.querySelector('th'))!.getBoundingClientRect();
          return {
            label: row.querySelector('th')!.textContent,
            height: header.height,
            top: header.top - cell.top,
            bottom: header.bottom - cell.bottom,
          };
        }),
      );
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) {
        expect(Number.isInteger(row.height), `${row.label}: ${row.height}px high`).toBe(true);
        expect([row.top, row.bottom], row.label ?? '').toEqual([0, 0]);
      }
    }
    await saveScreenshot(page, 'reports-sticky-period-390');
  });

  test('bars are measured from zero: forecast against actual of outflows only hangs from €0, not from its smallest month', async ({
    page,
    request,
  }) => {
    const api = await fetchApi<ApiSummary & { rows: { net: string }[] }>(request, '/transactions/summary', {
      ...WINDOW,
      interval: 'month',
      direction: 'outflow',
    });
    expect(api.rows.every((row) => sumCents([row.net]) < 0n)).toBe(true);
    const reports = new ReportsPage(page);
    await reports.goto({ ...WINDOW, direction: 'outflow', mode: 'forecast_vs_actual' });
    const ticks = reports.chart.locator('.recharts-cartesian-axis-tick-value');
    await expect(ticks.first()).toBeVisible();
    expect(await ticks.allTextContents()).toContain('€0');
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
      (value) =>
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }).format(
          value as unknown as number,
        ),
      january,
    );
    await expect(reports.chart.getByText(formatted, { exact: true })).toBeVisible();

    const outflows = reports.chart.getByRole('button', { name: 'Outflows' });
    await outflows.click();
    await expect(outflows).toHaveAttribute('aria-pressed', 'false');

    await reports.chart.locator('.recharts-bar-rectangle').first().click();
    await expect(page).toHaveURL(/\/transactions\?from=2026-01-01&to=2026-01-31&direction=inflow$/);
  });

  test('on a phone the chart is fetched and drawn once most of it is scrolled into view, its figures first', async ({ page, request }) => {
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
    const chartCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/(flow-chart|CartesianChart)-/.test(new URL(sent.url()).pathname)) chartCode.push(sent.url());
    });
    // A small phone: the chart's top on the first screen, not most of it.
    await page.setViewportSize({ width: 390, height: 640 });
    const reports = new ReportsPage(page);
    await reports.goto(WINDOW);
    await expect(reports.total('net').locator('[data-amount]').first()).toHaveAttribute('data-amount', api.totals.net);
    await page.waitForLoadState('networkidle');
    const slot = await reports.chart.locator('[data-chart-slot]').boundingBox();
    expect(slot!.y, 'the chart starts on the first screen').toBeLessThan(640);
    expect(chartCode, 'no chart code while only its top shows').toEqual([]);
    await expect(reports.chart.locator('svg.recharts-surface')).toHaveCount(0);

    await reports.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    await expect(reports.chart.locator('svg.recharts-surface')).toBeVisible();
    expect(chartCode.length).toBeGreaterThan(0);
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
    await expect(reports.table.getByRole('rowheader', { name: /^Other \(/ })).toBeVisible();
    await reports.control('Chart').selectOption('lines');
    await expect(reports.chart.locator('.recharts-line').first()).toBeVisible();
    const afterClientOnly = summaries.count();

    const started = Date.now();
    await reports.control('Interval').selectOption('week');
    await expect(reports.table.getByRole('columnheader', { name: /^Week of/ }).first()).toBeVisible();
    await expect(reports.chart.locator('.recharts-line').first()).toBeVisible();
    const redrawMs = Date.now() - started;
    const afterFilter = summaries.count();

    test.info().annotations.push({
      type: 'requests',
      description:
        `first load ${onLoad} summary (${allOnLoad} API requests in all),` +
        ` top-N + chart type ${afterClientOnly - onLoad}, interval change ${afterFilter - afterClientOnly}`,
    });
    test.info().annotations.push({ type: 'redraw', description: `interval change to redrawn chart: ${redrawMs} ms` });
    console.log(
      `[reports] summary requests: first load ${onLoad} (${allOnLoad} API requests in all),` +
        ` top-N + chart ${afterClientOnly - onLoad}, filter change ${afterFilter - afterClientOnly}` +
        `; redraw ${redrawMs} ms`,
    );
    // The grouped summary and, for opening and closing cash, the same report by period alone (spec 4.5 rule 4).
    expect(onLoad).toBe(2);
    expect(afterClientOnly - onLoad).toBe(0);
    expect(afterFilter - afterClientOnly).toBe(2);
  });
  test('the currency choices are the workspace currency and the accounts’ currencies from the API', async ({ page, request }) => {
    const accounts = await fetchApi<{ data: { currency: string }[] }>(request, '/accounts');
    const workspace = (await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' })).currency;
    const reports = new ReportsPage(page);
    await reports.goto(WINDOW);
    await expect(reports.table).toBeVisible();
    const expected = [
      workspace,
      ...[...new Set(accounts.data.map((account) => account.currency))].filter((code) => code !== workspace).sort(),
    ];
    await expect.poll(() => reports.currencyChoices()).toEqual(expected);
  });

  test('a currency the API cannot convert to shows its error and keeps the figures; a convertible one shows its own', async ({
    page,
    request,
  }) => {
    const inWorkspace = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
    const refusal = await request.get(
      `/api/transactions/summary?${new URLSearchParams({ ...WINDOW, interval: 'month', currency: 'JPY' })}`,
    );
    expect(refusal.status()).toBe(400);
    const { error } = (await refusal.json()) as { error: { code: string; param: string; message: string } };
    expect([error.code, error.param]).toEqual(['invalid_parameter', 'currency']);
    const inFrancs = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month', currency: 'CHF' });
    const reports = new ReportsPage(page);
    await reports.goto(WINDOW);
    await expect(reports.table).toBeVisible();
    const summaries = countRequests(page);
    const currency = reports.control('Currency');

    await currency.fill('jpy');
    const shown = page.getByRole('alert').filter({ hasText: 'JPY' });
    await expect(shown).toContainText(error.message);
    await expect(currency).toHaveAttribute('aria-invalid', 'true');
    expect(await reports.amount('Net cash flow', 'Total')).toBe(inWorkspace.totals.net);
    await expect(page.locator('[data-total="net"] [data-amount]')).toHaveAttribute('data-amount', inWorkspace.totals.net);
    expect(summaries.count()).toBe(1);
    await saveScreenshot(page, 'reports-currency-refused');

    await currency.fill('CHF');
    await expect(page.locator('[data-total="net"] [data-amount]')).toHaveAttribute('data-amount', inFrancs.totals.net);
    expect(await reports.amount('Net cash flow', 'Total')).toBe(inFrancs.totals.net);
    await expect(shown).toHaveCount(0);
    await expect(page).toHaveURL(/currency=CHF/);
  });

  test('forecast vs actual: a refused currency is said beside the control and the actuals stay in the last accepted one', async ({
    page,
    request,
  }) => {
    const window = { from: '2026-09-01', to: '2027-01-31' };
    const actuals = { from: window.from, to: '2026-11-20', interval: 'month', group_by: 'category' };
    const inWorkspace = await fetchApi<ApiSummary>(request, '/transactions/summary', actuals);
    const refusal = await request.get(`/api/transactions/summary?${new URLSearchParams({ ...actuals, currency: 'JPY' })}`);
    expect(refusal.status()).toBe(400);
    const { error } = (await refusal.json()) as { error: { message: string } };
    const reports = new ReportsPage(page);
    await reports.goto({ ...window, mode: 'forecast_vs_actual' });
    await expect(reports.table).toBeVisible();

    await reports.control('Currency').fill('JPY');
    await expect(page.getByRole('alert').filter({ hasText: 'JPY' })).toContainText(error.message);
    await expect(reports.control('Currency')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/currency=JPY/);
    await expect(reports.table).toBeVisible();
    expect(await reports.amount('Net Actual', 'Total')).toBe(inWorkspace.totals.net);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the report's figures come with their completeness note: nothing drawn moves as it arrives`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    // The accounts, which say how complete the flows are, answer after the summary, as on a slow connection.
    const release = await holdRequests(page, /\/api\/accounts(\?|$)/);
    await page.goto('/reports');
    await expect(page.getByRole('status', { name: 'Loading the report' })).toBeVisible();
    release();
    await expect(page.getByRole('note', { name: 'Data completeness' })).toBeVisible();
    await expect(page.locator('table').first()).toBeAttached();
    // A filter control's pixel, seen once in three runs at 1440 px (a shift of 0.0008), is not what this guards: the note
    // arriving after the figures moved the chart by 89 px (0.04).
    const seen = (await layoutShiftsSoFar(page)).filter((shift) => shift.value >= 0.005);
    expect(seen, 'layout shifts once the figures are drawn').toEqual([]);
  });
}
