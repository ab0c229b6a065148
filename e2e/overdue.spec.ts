import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_TODAY } from '../playwright.config.ts';
import { centsToMoney, fetchAllRows, sumCents } from './support/api.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { FilterBar } from './pages/filter-bar.ts';
import { BUCKETS, OverduePage, type ShownLine, type Side } from './pages/overdue-page.ts';
import { parseCsv } from './support/csv.ts';

type ApiForecast = {
  id: string;
  date: string;
  amount: string;
  remaining_amount: string;
  currency: string;
  status: string;
  counterparty: null | string | { id: string; name: string };
};

type Bucket = (typeof BUCKETS)[number];
type ExpectedLine = {
  counterpartyId: string;
  name: string;
  figures: Record<Bucket, string>;
  count: number;
  oldest: string;
  forecasts: ApiForecast[];
};

/** Days from the expected date to today, computed here rather than taken from the app. */
const daysLate = (date: string) => Math.round((Date.parse(E2E_TODAY) - Date.parse(date)) / 86_400_000);
const bucketOf = (days: number): Bucket =>
  days <= 30 ? 'days_1_30' : days <= 60 ? 'days_31_60' : days <= 90 ? 'days_61_90' : 'days_over_90';
const sideOf = (forecast: ApiForecast): Side => (forecast.amount.startsWith('-') ? 'payments' : 'receipts');
const counterpartyIdOf = (forecast: ApiForecast) =>
  forecast.counterparty === null ? '' : typeof forecast.counterparty === 'string' ? forecast.counterparty : forecast.counterparty.id;

/** Every late forecast from the API's own answers: status=overdue walked to the end, plus partial ones dated before today. */
async function lateForecasts(request: APIRequestContext): Promise<ApiForecast[]> {
  const overdue = await fetchAllRows<ApiForecast>(request, '/forecasts', { status: 'overdue', expand: 'counterparty' });
  const partial = await fetchAllRows<ApiForecast>(request, '/forecasts', { status: 'partial', expand: 'counterparty' });
  return [...overdue, ...partial.filter((forecast) => forecast.date < E2E_TODAY)];
}

function lineOf(forecasts: ApiForecast[]): ExpectedLine {
  const figures = Object.fromEntries(
    BUCKETS.map((bucket) => [
      bucket,
      centsToMoney(
        sumCents(
          forecasts
            .filter((forecast) => bucket === 'total' || bucketOf(daysLate(forecast.date)) === bucket)
            .map((forecast) => forecast.remaining_amount),
        ),
      ),
    ]),
  ) as Record<Bucket, string>;
  const first = forecasts[0]!;
  return {
    counterpartyId: counterpartyIdOf(first),
    name: first.counterparty !== null && typeof first.counterparty === 'object' ? first.counterparty.name : 'No counterparty',
    figures,
    count: forecasts.length,
    oldest: forecasts.map((forecast) => forecast.date).sort()[0]!,
    forecasts,
  };
}

/** The book of one side, as the test computes it: a line per counterparty and the side's total. */
function expectedBook(forecasts: ApiForecast[], side: Side): { lines: Map<string, ExpectedLine>; total: ExpectedLine } {
  const ofSide = forecasts.filter((forecast) => sideOf(forecast) === side && forecast.currency === 'EUR');
  const byCounterparty = new Map<string, ApiForecast[]>();
  for (const forecast of ofSide)
    byCounterparty.set(counterpartyIdOf(forecast), [...(byCounterparty.get(counterpartyIdOf(forecast)) ?? []), forecast]);
  const lines = new Map([...byCounterparty].map(([id, rows]) => [id, lineOf(rows)]));
  return { lines, total: lineOf(ofSide) };
}

const comparable = (line: ShownLine | ExpectedLine) => ({ counterpartyId: line.counterpartyId, figures: line.figures, count: line.count });

test.describe('overdue book', () => {
  test('totals per side and per bucket, and every counterparty line, equal a computation from /forecasts', async ({ page, request }) => {
    const late = await lateForecasts(request);
    const book = new OverduePage(page);
    await book.goto();
    await expect(book.heading).toBeVisible();

    for (const side of ['receipts', 'payments'] as const) {
      const expected = expectedBook(late, side);
      await expect(book.table(side)).toBeVisible();
      const shown = await book.lines(side);
      expect({ figures: shown.total.figures, count: shown.total.count }, `${side} total`).toEqual({
        figures: expected.total.figures,
        count: expected.total.count,
      });
      expect(new Map(shown.rows.map((row) => [row.counterpartyId, comparable(row)]))).toEqual(
        new Map([...expected.lines.values()].map((line) => [line.counterpartyId, comparable(line)])),
      );
      // Largest outstanding first; "No counterparty" after the ranking, never inside it.
      const ranked = shown.rows.filter((row) => row.counterpartyId !== '');
      const sizes = ranked.map((row) => sumCents([row.figures.total.replace('-', '')]));
      expect(sizes).toEqual([...sizes].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      if (expected.lines.has('')) expect(shown.rows.at(-1)!.name).toBe('No counterparty');
      // The headline carries the same total, kept apart from the other side's.
      await expect(book.tile(side).locator('[data-amount]')).toHaveAttribute('data-amount', expected.total.figures.total);
    }
    // Receipts and payments are never netted: no figure on the page equals their sum.
    const net = centsToMoney(
      sumCents([expectedBook(late, 'receipts').total.figures.total, expectedBook(late, 'payments').total.figures.total]),
    );
    await expect(page.locator(`[data-amount="${net}"]`)).toHaveCount(0);
    await saveScreenshot(page, 'overdue');
  });

  test("a counterparty's line opens its late forecasts, which add up to its line", async ({ page, request }) => {
    const late = await lateForecasts(request);
    const top = [...expectedBook(late, 'receipts').lines.values()]
      .filter((line) => line.counterpartyId !== '')
      .sort((a, b) => (sumCents([b.figures.total]) > sumCents([a.figures.total]) ? 1 : -1))[0]!;
    const book = new OverduePage(page);
    await book.goto();
    const row = book.counterpartyRow('receipts', top.name);
    const toggle = row.getByRole('button', { name: `${top.count} late forecasts of ${top.name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('table', { name: `Late receipts of ${top.name}, oldest first` });
    const ids = await list.locator('tr[data-forecast-id]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-forecast-id')));
    expect(new Set(ids)).toEqual(new Set(top.forecasts.map((forecast) => forecast.id)));
    const outstanding = await list
      .locator('tbody tr td:last-child [data-amount]')
      .evaluateAll((spans) => spans.map((span) => span.getAttribute('data-amount')!));
    expect(centsToMoney(sumCents(outstanding))).toBe(top.figures.total);
  });

  test('each counterparty links to its late forecasts and to its transactions since the oldest was due', async ({ page, request }) => {
    const late = await lateForecasts(request);
    const lines = [...expectedBook(late, 'payments').lines.values()].filter((line) => line.counterpartyId !== '');
    const line = lines.find((candidate) => new Set(candidate.forecasts.map((forecast) => forecast.status)).size === 1) ?? lines[0]!;
    const book = new OverduePage(page);
    await book.goto();
    const row = book.counterpartyRow('payments', line.name);

    await row.getByRole('link', { name: `Forecasts of ${line.name}` }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/forecasts' &&
        url.searchParams.get('counterparty_id') === line.counterpartyId &&
        url.searchParams.get('direction') === 'outflow' &&
        url.searchParams.get('view') === 'list' &&
        url.searchParams.get('month') === line.oldest.slice(0, 7),
    );
    const oldestMonth = line.forecasts.filter((forecast) => forecast.date.startsWith(line.oldest.slice(0, 7)));
    const agenda = page.getByRole('table', { name: /^Forecasts, / });
    for (const forecast of oldestMonth) await expect(agenda.locator(`tr[data-forecast-id="${forecast.id}"]`)).toBeVisible();
    const statuses = new Set(line.forecasts.map((forecast) => forecast.status));
    if (statuses.size === 1) expect(new URL(page.url()).searchParams.get('status')).toBe([...statuses][0]);

    await page.goBack();
    await book
      .counterpartyRow('payments', line.name)
      .getByRole('link', { name: new RegExp(`^Transactions of ${line.name} since`) })
      .click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/transactions' &&
        url.searchParams.get('counterparty_id') === line.counterpartyId &&
        url.searchParams.get('direction') === 'outflow' &&
        url.searchParams.get('from') === line.oldest &&
        url.searchParams.get('to') === E2E_TODAY,
    );
    await expect(new FilterBar(page).chip(`Counterparty: ${line.name}`)).toBeVisible();
  });

  test('the CSV holds the same exact figures, each side on its own', async ({ page, request }) => {
    const late = await lateForecasts(request);
    const book = new OverduePage(page);
    await book.goto();
    await expect(book.table('receipts')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await book.download.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`overdue_${E2E_TODAY}.csv`);
    const text = (await (await download.createReadStream()).toArray()).join('');
    const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
    const column = (name: string) => header!.indexOf(name);
    for (const side of ['receipts', 'payments'] as const) {
      const expected = expectedBook(late, side);
      const ofSide = lines.filter((line) => line[column('side')] === side);
      const figuresOf = (line: string[]) => Object.fromEntries(BUCKETS.map((bucket) => [bucket, line[column(bucket)]]));
      const total = ofSide.find((line) => line[column('counterparty')] === `Total late ${side}`)!;
      expect(figuresOf(total)).toEqual(expected.total.figures);
      expect(Number(total[column('forecasts')])).toBe(expected.total.count);
      const counterparties = ofSide.filter((line) => line !== total);
      expect(new Map(counterparties.map((line) => [line[column('counterparty_id')], figuresOf(line)]))).toEqual(
        new Map([...expected.lines.values()].map((line) => [line.counterpartyId, line.figures])),
      );
    }
  });

  test('filters narrow the book already loaded, without a request, and the URL keeps them', async ({ page, request }) => {
    const late = await lateForecasts(request);
    const book = new OverduePage(page);
    await book.goto();
    await expect(book.table('receipts')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/')) requests.push(sent.url());
    });
    await new FilterBar(page).direction('Outflows').check();
    await expect(page).toHaveURL(/direction=outflow/);
    await expect(book.table('receipts')).toHaveCount(0);
    const shown = await book.lines('payments');
    expect(shown.total.figures).toEqual(expectedBook(late, 'payments').total.figures);
    expect(requests).toEqual([]);
  });

  test('a filter that leaves nothing late says so', async ({ page, request }) => {
    const late = await lateForecasts(request);
    const lateIds = new Set(late.map(counterpartyIdOf));
    const counterparties = await fetchAllRows<{ id: string }>(request, '/counterparties');
    const punctual = counterparties.find((counterparty) => !lateIds.has(counterparty.id))!;
    const book = new OverduePage(page);
    await book.goto(`?counterparty_id=${punctual.id}`);
    await expect(page.getByRole('heading', { name: 'No late forecasts match these filters' })).toBeVisible();
    await expect(book.download).toBeDisabled();
  });

  test('g then d opens the book from any view, keeping the shared filters', async ({ page }) => {
    await page.goto('/forecasts?direction=inflow');
    await expect(page.getByRole('heading', { level: 1, name: 'Forecasts' })).toBeVisible();
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await expect(page).toHaveURL(/\/overdue\?direction=inflow$/);
    await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Overdue' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(new OverduePage(page).table('payments')).toHaveCount(0);
  });
});
