import { expect, type Locator, type Page } from '@playwright/test';
import { centsToMoney } from '../support/api.ts';
import type { ExpectedKeyFigures } from '../support/key-figures.ts';

/** The cash position view (`/`), read through its headings, regions and rows. */
export class OverviewPage {
  readonly heading: Locator;
  readonly totalCash: Locator;
  /** Total cash itself, the tile's first figure: the change since yesterday's close follows it. */
  readonly totalCashFigure: Locator;
  readonly chart: Locator;
  readonly cashFlow: Locator;
  readonly accountsTable: Locator;
  readonly runway: Locator;
  readonly balanceBridge: Locator;
  readonly sinceYesterday: Locator;
  /** The bank connections' trouble in one line, above the cash. */
  readonly bankLine: Locator;
  readonly keyFigures: { burn: Locator; freeCashFlow: Locator; runway: Locator; lowPoint: Locator };

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Cash position' });
    this.totalCash = page.getByRole('region', { name: 'Total cash' });
    this.totalCashFigure = this.totalCash.locator('[data-amount]').first();
    this.chart = page.getByRole('figure', { name: /Balance and flows per/ });
    this.cashFlow = page.getByRole('region', { name: 'Cash flow', exact: true });
    this.accountsTable = page.getByRole('table', { name: /Balances by account group/ });
    this.runway = page.getByRole('region', { name: 'Projected cash, next 3 months' });
    this.balanceBridge = this.cashFlow.getByRole('table', { name: /^From opening to closing cash/ });
    this.sinceYesterday = this.totalCash.locator('[data-since-yesterday]');
    this.bankLine = page.getByRole('region', { name: 'Bank connections needing attention' });
    this.keyFigures = {
      burn: page.getByRole('region', { name: 'Net burn' }),
      freeCashFlow: page.getByRole('region', { name: 'Free cash flow' }),
      runway: page.getByRole('region', { name: 'Runway', exact: true }),
      lowPoint: page.getByRole('region', { name: 'Low point' }),
    };
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/${search}`);
    await expect(this.heading).toBeVisible();
  }

  /** The day the page counts as today (the demo pins it), as the page itself states it. */
  async today(): Promise<string> {
    const datetime = await this.page.locator('header time').first().getAttribute('datetime');
    if (!datetime) throw new Error('The cash position header states no day');
    return datetime;
  }

  currencyTile(currency: string): Locator {
    return this.page.getByRole('region', { name: `Cash in ${currency}` });
  }

  flowTile(name: 'Inflows' | 'Outflows' | 'Net cash flow'): Locator {
    return this.page.getByRole('region', { name });
  }

  accountRow(name: string): Locator {
    return this.accountsTable.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** A line of the bridge from opening to closing cash, by the start of its label. */
  bridgeLine(label: string): Locator {
    return this.balanceBridge.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
  }

  /** Opens the chart's figures as a table, the way a reader would. */
  async openChartFigures(): Promise<Locator> {
    await this.chart.getByText('Show the chart’s figures as a table').click();
    const table = this.chart.getByRole('table', { name: 'Cash balance and flows per period' });
    await expect(table).toBeVisible();
    return table;
  }

  /** The key figures beside total cash, against those computed from the API (keyFiguresFromApi). */
  async expectKeyFigures(expected: ExpectedKeyFigures): Promise<void> {
    const { burn, freeCashFlow, runway, lowPoint } = this.keyFigures;
    await expect(lowPoint.locator('[data-low-point]')).toHaveAttribute('data-date', expected.low.date);
    await expect(lowPoint.locator('[data-amount]')).toHaveAttribute('data-amount', centsToMoney(expected.low.balance));
    await expect(lowPoint).toContainText('the lowest by the plan to');
    if (expected.burn === null) {
      await expect(freeCashFlow.locator('[data-free-cash-flow] [data-amount]')).toHaveAttribute(
        'data-amount',
        centsToMoney(expected.yearFreeCashFlow),
      );
      await expect(freeCashFlow).toContainText('operating and investing flows, before financing');
      await expect(burn).toHaveCount(0);
    } else {
      await expect(burn.locator('[data-burn] [data-amount]')).toHaveAttribute('data-amount', centsToMoney(-expected.burn));
      await expect(freeCashFlow).toHaveCount(0);
    }
    if (expected.zeroCash === null) return expect(runway).toHaveCount(0);
    if (expected.zeroCash === 'beyond')
      return expect(runway.locator('[data-runway-months]')).toHaveAttribute('data-runway-months', 'beyond');
    const zero = runway.locator('[data-zero-cash]');
    await expect(zero).toHaveAttribute('data-zero-cash', expected.zeroCash.by);
    await expect(zero).toHaveAttribute('datetime', expected.zeroCash.date);
    await expect(runway).toContainText(expected.zeroCash.by === 'plan' ? 'by the plan to' : 'then at the net burn');
  }

  async amountIn(scope: Locator): Promise<string | null> {
    return scope.locator('[data-amount]').first().getAttribute('data-amount');
  }
}
