import { expect, test, type Page } from '@playwright/test';
import { centsToMoney, fetchApi, sumCents } from './support/api.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { TransactionsPage } from './pages/transactions-page.ts';

type Flows = { inflows: string; outflows: string; net: string; count: number };
type ApiSummary = { totals: Flows; rows: (Flows & { period_start: string; group?: string | null })[] };

const WINDOW = { from: '2026-01-01', to: '2026-06-30' };

/** The chart's keyboard stop: the one link inside the chart's group of bars. */
const segmentLink = (page: Page) =>
  page
    .getByTestId('report-chart')
    .getByRole('group', { name: /: the bars$/ })
    .getByRole('link');

/** Tabs from the top of the page until the focus is on the chart's bars, as a keyboard user gets there. */
async function tabToChart(page: Page): Promise<void> {
  const link = segmentLink(page);
  await expect(link).toBeAttached();
  await page.locator('body').focus();
  for (let stops = 0; stops < 120; stops++) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the chart');
}

/** The focused element's outline as the browser draws it: a visible focus, not the default "none". */
async function focusOutline(page: Page): Promise<{ style: string; width: number; box: { width: number; height: number } | null }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), box: { width: rect.width, height: rect.height } };
  });
}

/** "+€1,234.56" or "-€1,234.56" (en-US, as the page shows it) as the API writes it: "1234.56", "-1234.56". */
function shownMoney(text: string): string {
  const match = /: ([+-]?)\D*?([\d,]+\.\d\d)/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  return `${match[1] === '-' ? '-' : ''}${match[2]!.replace(/,/g, '')}`;
}

test.describe('report charts from the keyboard', () => {
  test('arrow keys move between the bars of a cash-flow chart and Enter opens the outflows of the month, as the API counts them', async ({
    page,
    request,
  }) => {
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
    const reports = new ReportsPage(page);
    await reports.goto(WINDOW);
    await tabToChart(page);
    // The first stop is January's top bar, its inflows; then February, then down to its outflows.
    await expect(page.locator(':focus')).toHaveAccessibleName(/^Inflows, Jan 2026: /);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const focused = page.locator(':focus');
    const name = await focused.evaluate((element) => element.textContent ?? '');
    expect(name).toMatch(/^Outflows, Feb 2026: .*, open the transactions$/);
    const february = api.rows.find((row) => row.period_start === '2026-02-01')!;
    expect(shownMoney(name)).toBe(february.outflows);

    const outline = await focusOutline(page);
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThan(0);
    // Laid over the one bar, not the whole plot: a sixth of its width holds six months.
    const plot = (await page.getByTestId('report-chart').locator('svg.recharts-surface').boundingBox())!;
    expect(outline.box!.height).toBeGreaterThan(10);
    expect(outline.box!.width).toBeLessThan(plot.width / 6);
    // The figure in words is shown where the eye is while the focus is on the chart.
    await expect(page.getByTestId('report-chart').locator('p').filter({ hasText: 'Outflows, Feb 2026' })).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/transactions\?from=2026-02-01&to=2026-02-28&direction=outflow$/);
    const transactions = new TransactionsPage(page);
    const opened = await fetchApi<ApiSummary>(request, '/transactions/summary', {
      from: '2026-02-01',
      to: '2026-02-28',
      direction: 'outflow',
      interval: 'month',
    });
    await expect.poll(() => transactions.total('Outflows')).toBe(opened.totals.outflows);
    expect(opened.totals.outflows).toBe(february.outflows);
    await expect.poll(() => transactions.total('Movements counted')).toBe(String(opened.totals.count));
  });

  test('a stacked group bar opens its group and month, whose figures are the API’s', async ({ page, request }) => {
    const reports = new ReportsPage(page);
    await reports.goto({ ...WINDOW, group_by: 'category' });
    await tabToChart(page);
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    const focused = page.locator(':focus');
    const name = await focused.evaluate((element) => element.textContent ?? '');
    expect(name).toMatch(/ inflows, Mar 2026: \+/);
    const href = new URL((await focused.getAttribute('href'))!, 'http://host');
    expect([href.searchParams.get('from'), href.searchParams.get('to')]).toEqual(['2026-03-01', '2026-03-31']);
    const categories = href.searchParams.get('category_id')!.split(',');

    // The bar's figure is the month's inflows of its categories in the API's own grouped summary.
    const grouped = await fetchApi<ApiSummary>(request, '/transactions/summary', {
      from: '2026-03-01',
      to: '2026-03-31',
      interval: 'month',
      group_by: 'category',
    });
    const ofBar = grouped.rows.filter((row) => row.group && categories.includes(row.group));
    expect(shownMoney(name)).toBe(centsToMoney(sumCents(ofBar.map((row) => row.inflows))));
    expect((await focusOutline(page)).style).not.toBe('none');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/transactions\?/);
    const opened = await fetchApi<ApiSummary>(request, '/transactions/summary', {
      from: '2026-03-01',
      to: '2026-03-31',
      interval: 'month',
      category_id: categories.join(','),
    });
    const transactions = new TransactionsPage(page);
    await expect.poll(() => transactions.total('Inflows')).toBe(opened.totals.inflows);
    await expect.poll(() => transactions.total('Outflows')).toBe(opened.totals.outflows);
    expect(opened.totals.inflows).toBe(shownMoney(name));
  });

  test('the chart’s figures are a table under it, each opening what its bar opens', async ({ page, request }) => {
    const api = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
    const reports = new ReportsPage(page);
    await reports.goto(WINDOW);
    const figures = page.getByTestId('report-chart').getByRole('group').filter({ hasText: 'Show the chart’s figures as a table' });
    await page.getByText('Show the chart’s figures as a table').click();
    const table = figures.getByRole('table', { name: /^Figures of the chart/ });
    await expect(table).toBeVisible();
    const april = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Apr 2026' }) });
    await expect(april.locator('[data-amount]').first()).toHaveAttribute('data-amount', api.rows[3]!.inflows);
    await expect(april.getByRole('link', { name: /^.*Apr 2026, Inflows: open the transactions$/ })).toHaveAttribute(
      'href',
      /from=2026-04-01&to=2026-04-30&direction=inflow$/,
    );
  });
});
