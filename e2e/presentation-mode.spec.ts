import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_TODAY } from '../playwright.config.ts';
import { FilterBar } from './pages/filter-bar.ts';
import { OverduePage } from './pages/overdue-page.ts';
import { OverviewPage } from './pages/overview-page.ts';
import { PresentationMode } from './pages/presentation-mode.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { TransactionsPage } from './pages/transactions-page.ts';
import { centsToMoney, fetchAllRows, fetchApi, sumCents } from './support/api.ts';
import { parseCsv } from './support/csv.ts';
import { onlyForScreenshots, saveScreenshot } from './support/screenshots.ts';

type Named = { id: string; name: string };
type ApiAccount = Named & { balance: string; currency: string };
type ApiSummary = { totals: Record<string, string | number>; rows: Record<string, string | number | null>[] };
type ApiTransaction = { id: string; amount: string; description: string | null; bank_details: Record<string, string | null> | null };
type ApiForecast = { date: string; remaining_amount: string; currency: string; counterparty: null | string | Named };

const OVERVIEW = { from: '2025-12-01', to: E2E_TODAY };
const TRANSACTIONS = { from: '2026-11-01', to: E2E_TODAY };
const REPORTS = { from: '2026-01-01', to: '2026-06-30', interval: 'month', group_by: 'counterparty' };

const query = (search: Record<string, string>) => `?${new URLSearchParams(search).toString()}`;

/** A Money string as the page writes its digits in en-US, whatever the sign and currency around it: "-1234.5" → "1,234.50". */
const digitsOf = (money: string) => money.replace('-', '').replace(/\B(?=(\d{3})+\.)/g, ',');

/** Every Money string of a summary answer: its totals and each row's figures. */
const summaryFigures = (summary: ApiSummary) =>
  [summary.totals, ...summary.rows].flatMap((line) =>
    Object.values(line).filter((value): value is string => typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)),
  );

async function overviewFigures(request: APIRequestContext): Promise<string[]> {
  const accounts = await fetchAllRows<ApiAccount>(request, '/accounts');
  const summary = await fetchApi<ApiSummary>(request, '/transactions/summary', { ...OVERVIEW, interval: 'month' });
  return [...accounts.map((account) => account.balance), ...summaryFigures(summary)];
}

/** Late forecasts as the overdue book reads them; their outstanding amounts, per counterparty and per side. */
async function overdueFigures(request: APIRequestContext): Promise<string[]> {
  const overdue = await fetchAllRows<ApiForecast>(request, '/forecasts', { status: 'overdue' });
  const partial = await fetchAllRows<ApiForecast>(request, '/forecasts', { status: 'partial', to: '2026-11-19' });
  const late = [...overdue, ...partial].filter((forecast) => forecast.currency === 'EUR');
  const groups = new Map<string, string[]>();
  for (const forecast of late) {
    const side = forecast.remaining_amount.startsWith('-') ? 'payments' : 'receipts';
    const counterparty =
      forecast.counterparty === null ? '' : typeof forecast.counterparty === 'string' ? forecast.counterparty : forecast.counterparty.id;
    for (const key of [side, `${side}|${counterparty}`]) groups.set(key, [...(groups.get(key) ?? []), forecast.remaining_amount]);
  }
  return [...late.map((forecast) => forecast.remaining_amount), ...[...groups.values()].map((amounts) => centsToMoney(sumCents(amounts)))];
}

/** No figure of the API's answer and no counterparty name can be read anywhere on the page, by eye or by screen reader. */
async function expectNothingToRead(page: Page, figures: readonly string[], secrets: readonly string[]): Promise<void> {
  const text = await new PresentationMode(page).readableText();
  expect(text).toContain('•••');
  // en-US writes the currency before the number.
  expect(text).not.toMatch(/[€£$]\s?[-+]?\d/);
  expect(figures.length).toBeGreaterThan(5);
  expect(figures.map(digitsOf).filter((digits) => text.includes(digits))).toEqual([]);
  expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
}

test.describe('presentation mode', () => {
  test('Shift+P masks every figure and name on /, /transactions, /reports and /overdue, and no link carries it', async ({
    page,
    request,
  }) => {
    const names = (await fetchAllRows<Named>(request, '/counterparties')).map((counterparty) => counterparty.name);
    const mode = new PresentationMode(page);
    const overview = new OverviewPage(page);
    await overview.goto(query(OVERVIEW));
    await expect(overview.accountsTable).toBeVisible();
    await mode.expectOff();
    const address = page.url();
    await page.keyboard.press('Shift+P');
    await mode.expectOn();
    expect(page.url()).toBe(address);
    await overview.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    await expect(overview.chart.locator('svg.recharts-surface').first()).toBeVisible();
    await overview.chart.locator('.recharts-bar-rectangle').first().hover();
    await overview.runway.scrollIntoViewIfNeeded();
    await expect(overview.runway.locator('[data-runway-headline]')).toBeVisible();
    await expectNothingToRead(page, await overviewFigures(request), names);

    const transactions = new TransactionsPage(page);
    await transactions.goto(TRANSACTIONS);
    await transactions.waitForRows();
    await expect(transactions.totals.locator('[data-currency]').first()).toBeVisible();
    const rows = await fetchApi<{ data: ApiTransaction[] }>(request, '/transactions', { ...TRANSACTIONS, limit: '40' });
    const detailed = rows.data.find((row) => row.bank_details?.payee && row.description)!;
    await transactions.row(detailed.id).click();
    await expect(transactions.details).toBeVisible();
    const summary = await fetchApi<ApiSummary>(request, '/transactions/summary', TRANSACTIONS);
    const bankText = Object.values(detailed.bank_details ?? {}).filter((value): value is string => value !== null);
    await expectNothingToRead(
      page,
      [...rows.data.map((row) => row.amount), ...summaryFigures(summary)],
      [...names, detailed.description!, ...bankText],
    );
    await page.keyboard.press('Escape');

    const reports = new ReportsPage(page);
    await reports.goto(REPORTS);
    await expect(reports.table).toBeVisible();
    await reports.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
    await expect(reports.chart.locator('svg.recharts-surface')).toBeVisible();
    await reports.chart.locator('.recharts-bar-rectangle').first().hover();
    const grouped = await fetchApi<ApiSummary>(request, '/transactions/summary', REPORTS);
    await expectNothingToRead(page, summaryFigures(grouped), names);

    const book = new OverduePage(page);
    await book.goto();
    const receipts = book.table('receipts');
    await expect(receipts).toBeVisible();
    await receipts
      .getByRole('button', { name: /late forecasts of/ })
      .first()
      .click();
    await expect(receipts.getByRole('table')).toBeVisible();
    await expectNothingToRead(page, await overdueFigures(request), names);
    await mode.expectOn();
    await expect(page).toHaveURL(/\/overdue$/);
  });

  test('the header switch turns it on, it survives a reload, and its notice turns it off to show the real figures again', async ({
    page,
    request,
  }) => {
    const [account] = await fetchAllRows<ApiAccount>(request, '/accounts');
    const balance = digitsOf(account!.balance);
    const mode = new PresentationMode(page);
    await page.goto('/accounts');
    const main = page.getByRole('main');
    await expect(main).toContainText(balance);
    const address = page.url();

    await mode.toggle.click();
    await mode.expectOn();
    await expect(main).not.toContainText(balance);
    await expect(page.getByRole('status').filter({ hasText: 'Presentation mode on' })).toBeAttached();

    await page.reload();
    await mode.expectOn();
    await expect(main.locator('[data-currency]').first()).toHaveText(/•••/);
    await expect(main).not.toContainText(balance);
    await page.keyboard.press('?');
    await expect(
      page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByRole('row', { name: /Shift\+P.*Presentation mode/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await mode.turnOff.click();
    await mode.expectOff();
    await expect(main).toContainText(balance);
    expect(page.url()).toBe(address);
  });

  test('CSV downloads and copied links keep the real data while the screen is masked', async ({ page, context, request, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const names = new Set((await fetchAllRows<Named>(request, '/counterparties')).map((counterparty) => counterparty.name));
    const grouped = await fetchApi<ApiSummary>(request, '/transactions/summary', REPORTS);
    const reports = new ReportsPage(page);
    await reports.goto(REPORTS);
    await expect(reports.table).toBeVisible();
    await page.keyboard.press('Shift+P');
    await new PresentationMode(page).expectOn();

    const [download] = await Promise.all([page.waitForEvent('download'), reports.csvButton.click()]);
    const [, ...lines] = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(lines.filter(([line]) => names.has(line ?? '')).length).toBeGreaterThan(3);
    // The Total line, between the groups and the closing cash the grouped report ends with.
    expect(lines.find(([line]) => line === 'Total')).toContain(grouped.totals.net);

    const menu = await new FilterBar(page).openCopyLink();
    await menu.getByRole('button', { name: 'Copy link to this exact window' }).click();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(Object.fromEntries(copied.searchParams)).toEqual(REPORTS);
  });

  test('screenshots: light, dark and 390 px', async ({ page }) => {
    onlyForScreenshots();
    const overview = new OverviewPage(page);
    const reports = new ReportsPage(page);
    await overview.goto(query(OVERVIEW));
    await new PresentationMode(page).toggle.click();
    for (const [theme, width] of [
      ['light', 1280],
      ['dark', 1280],
      ['light', 390],
      ['dark', 390],
    ] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: 900 });
      await overview.goto(query(OVERVIEW));
      await overview.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
      await expect(overview.chart.locator('svg.recharts-surface').first()).toBeVisible();
      await saveScreenshot(page, `presentation-overview-${theme}-${width}`);
      await reports.goto(REPORTS);
      await reports.chart.locator('[data-chart-slot]').scrollIntoViewIfNeeded();
      await expect(reports.chart.locator('svg.recharts-surface')).toBeVisible();
      await saveScreenshot(page, `presentation-reports-${theme}-${width}`);
    }
  });
});
