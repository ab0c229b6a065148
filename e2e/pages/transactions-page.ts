import { expect, type Locator, type Page } from '@playwright/test';

/** The transactions explorer, read through its table, status line and detail panel. */
export class TransactionsPage {
  readonly table: Locator;
  readonly scroller: Locator;
  readonly status: Locator;
  readonly details: Locator;
  readonly exportButton: Locator;
  /** The filter's totals, as the API's summary gives them, with their notes. */
  readonly totals: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /^Transactions/ });
    this.scroller = page.getByTestId('transactions-scroller');
    this.status = page.getByTestId('transactions-count');
    this.details = page.getByRole('dialog', { name: 'Transaction details' });
    this.exportButton = page.getByRole('button', { name: 'Export CSV' });
    this.totals = page.getByRole('region', { name: 'Totals of these filters' });
  }

  async goto(search: Record<string, string> = {}): Promise<void> {
    const query = new URLSearchParams(search).toString();
    await this.page.goto(`/transactions${query ? `?${query}` : ''}`);
  }

  /** The first page on screen; generous, since the suite shares a busy machine with other suites. */
  async waitForRows(): Promise<void> {
    await expect(this.rows.first()).toBeVisible({ timeout: 30_000 });
  }

  /** Rows currently in the DOM (the table is virtualised: only those near the viewport). */
  get rows(): Locator {
    return this.table.locator('tbody tr[data-row-id]');
  }

  row(id: string): Locator {
    return this.table.locator(`tbody tr[data-row-id="${id}"]`);
  }

  cell(row: Locator, column: string): Locator {
    return row.locator(`td[data-column="${column}"]`);
  }

  /** Ids of the rendered rows, in order, with each row's position in the whole loaded list. */
  async renderedRows(): Promise<{ index: number; id: string; amount: string }[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => ({
        index: Number(row.getAttribute('data-index')),
        id: row.getAttribute('data-row-id') ?? '',
        amount: row.querySelector('[data-amount]')?.getAttribute('data-amount') ?? '',
      })),
    );
  }

  async loadedCount(): Promise<number> {
    return Number(await this.status.getAttribute('data-loaded'));
  }

  async waitForLoaded(atLeast: number): Promise<void> {
    await expect.poll(() => this.loadedCount(), { timeout: 30_000 }).toBeGreaterThanOrEqual(atLeast);
  }

  async scrollToEnd(): Promise<void> {
    await this.scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  }

  async scrollTo(top: number): Promise<void> {
    await this.scroller.evaluate((element, value) => element.scrollTo({ top: value }), top);
  }

  /**
   * Walks the whole loaded list top to bottom and returns every row it rendered, by
   * position, failing if one position ever showed two different ids.
   */
  async collectAllRows(): Promise<{ id: string; amount: string }[]> {
    const byIndex = new Map<number, { id: string; amount: string }>();
    const { scrollHeight, clientHeight } = await this.scroller.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    for (let top = 0; top <= scrollHeight; top += Math.max(200, clientHeight - 80)) {
      await this.scrollTo(top);
      await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const row of await this.renderedRows()) {
        const seen = byIndex.get(row.index);
        if (seen && seen.id !== row.id) throw new Error(`Row ${row.index} showed ${seen.id} and then ${row.id}`);
        byIndex.set(row.index, { id: row.id, amount: row.amount });
      }
    }
    const indexes = [...byIndex.keys()].sort((a, b) => a - b);
    return indexes.map((index) => byIndex.get(index)!);
  }

  /** One figure of the totals, by its term: the exact Money it shows ("-1234.50"), or the count. */
  async total(term: 'Inflows' | 'Outflows' | 'Net' | 'Movements counted'): Promise<string | null> {
    const value = this.totals.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    if (term === 'Movements counted') return value.getAttribute('data-count');
    return value.locator('[data-amount]').getAttribute('data-amount');
  }

  get completenessNote(): Locator {
    return this.totals.getByRole('note', { name: 'Data completeness' });
  }

  /** The value next to a term in the detail panel. */
  detail(term: string): Locator {
    return this.details.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
