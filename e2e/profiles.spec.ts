import { expect, test } from '@playwright/test';
import { E2E_PROFILES, E2E_TODAY } from '../playwright.config.ts';
import { AccountsPage } from './pages/accounts-page.ts';
import { ForecastsPage } from './pages/forecasts-page.ts';
import { OverduePage } from './pages/overdue-page.ts';
import { OverviewPage } from './pages/overview-page.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { TransactionsPage } from './pages/transactions-page.ts';
import { fetchAllRows, fetchApi } from './support/api.ts';
import { keyFiguresFromApi } from './support/key-figures.ts';

type Account = { id: string; name: string; balance: string };
type Summary = { totals: { final_balance: string; net: string } };
type Forecast = { date: string; amount: string; status: string };

/** An explicit window, so the figures do not depend on the page's idea of today. */
const WINDOW = { from: '2026-05-01', to: '2026-10-31' };

/**
 * Every other demo company (DEMO_PROFILE), each on its own server (playwright.config.ts): every
 * view opens on its data and shows one figure exactly as that company's API gives it.
 */
for (const { profile, port } of E2E_PROFILES) {
  test.describe(`the ${profile} company`, () => {
    test.use({ baseURL: `http://127.0.0.1:${port}` });

    test('every view shows its figures from this company’s API', async ({ page, request }) => {
      await test.step('cash position: total cash', async () => {
        const summary = await fetchApi<Summary>(request, '/transactions/summary', { from: E2E_TODAY, to: E2E_TODAY, interval: 'day' });
        const overview = new OverviewPage(page);
        await overview.goto();
        await expect(overview.totalCashFigure).toHaveAttribute('data-amount', summary.totals.final_balance);
      });

      await test.step('cash position: its own story in the key figures, from this company’s API, on the first screen', async () => {
        await page.setViewportSize({ width: 1440, height: 900 });
        const overview = new OverviewPage(page);
        await overview.goto();
        const expected = await keyFiguresFromApi(request, E2E_TODAY);
        await overview.expectKeyFigures(expected);
        const lead = expected.burn === null ? overview.keyFigures.freeCashFlow : overview.keyFigures.burn;
        for (const tile of [lead, overview.keyFigures.lowPoint, ...(expected.zeroCash === null ? [] : [overview.keyFigures.runway])]) {
          const box = (await tile.boundingBox())!;
          expect(box.y + box.height, 'on the first screen of a laptop').toBeLessThanOrEqual(900);
        }
      });

      await test.step('the demo badge names the company whose bank lines these are', async () => {
        const inflows = await fetchApi<{ data: { bank_details: { payee: string | null } | null }[] }>(request, '/transactions', {
          direction: 'inflow',
          limit: '50',
        });
        const payee = inflows.data.find((row) => row.bank_details?.payee)?.bank_details?.payee;
        expect(payee).toBeTruthy();
        await page.goto('/accounts');
        await expect(page.locator('header').getByText(/^Demo/)).toHaveText(new RegExp(`^Demo: ${payee!}$`, 'i'));
      });

      await test.step('accounts: the main account’s balance', async () => {
        const main = (await fetchAllRows<Account>(request, '/accounts')).find((account) => account.name === 'Main operating')!;
        const accounts = new AccountsPage(page);
        await accounts.goto();
        await expect.poll(() => accounts.balanceIn(accounts.accountRow('Main operating'))).toBe(main.balance);
      });

      await test.step('transactions: the net of a window', async () => {
        const summary = await fetchApi<Summary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
        const transactions = new TransactionsPage(page);
        await transactions.goto(WINDOW);
        await expect.poll(() => transactions.total('Net')).toBe(summary.totals.net);
      });

      await test.step('forecasts: the month’s count', async () => {
        const rows = await fetchAllRows<Forecast>(request, '/forecasts', { from: '2026-10-26', to: '2026-12-06' });
        const forecasts = new ForecastsPage(page);
        await forecasts.goto('?month=2026-11');
        await expect(forecasts.calendar).toBeVisible();
        await expect.poll(() => forecasts.shownForecastCount()).toBe(rows.length);
      });

      await test.step('overdue: how many receipts are late', async () => {
        const late = [
          ...(await fetchAllRows<Forecast>(request, '/forecasts', { status: 'overdue' })),
          ...(await fetchAllRows<Forecast>(request, '/forecasts', { status: 'partial' })).filter((forecast) => forecast.date < E2E_TODAY),
        ];
        const book = new OverduePage(page);
        await book.goto();
        await expect(book.table('receipts')).toBeVisible();
        expect((await book.lines('receipts')).total.count).toBe(late.filter((forecast) => !forecast.amount.startsWith('-')).length);
      });

      await test.step('reports: the net cash flow of a window', async () => {
        const summary = await fetchApi<Summary>(request, '/transactions/summary', { ...WINDOW, interval: 'month' });
        const reports = new ReportsPage(page);
        await reports.goto(WINDOW);
        await expect(reports.table).toBeVisible();
        expect(await reports.amount('Net cash flow', 'Total')).toBe(summary.totals.net);
      });
    });
  });
}
