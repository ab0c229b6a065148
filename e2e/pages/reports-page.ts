import type { Locator, Page } from '@playwright/test';

/** The reports view: its one report table, located by role, and the amounts its cells carry. */
export class ReportsPage {
  readonly table: Locator;
  readonly chart: Locator;
  readonly csvButton: Locator;
  readonly refusal: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('main').getByRole('table');
    this.chart = page.getByTestId('report-chart');
    this.csvButton = page.getByRole('button', { name: 'Download CSV' });
    this.refusal = page.getByRole('alert');
  }

  async goto(search: Record<string, string>): Promise<void> {
    await this.page.goto(`/reports?${new URLSearchParams(search).toString()}`);
  }

  control(name: string): Locator {
    return this.page.getByRole('combobox', { name, exact: true });
  }

  async columnNames(): Promise<string[]> {
    return (await this.table.locator('thead').getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** The cell under a column header (its visible text), in the row named `rowName`. */
  async cell(rowName: string, column: string): Promise<Locator> {
    const headers = await this.table.locator('thead').getByRole('columnheader').all();
    let index = -1;
    for (const [position, header] of headers.entries()) {
      if ((await header.innerText()).trim() === column || (await header.textContent())?.trim() === column) index = position;
    }
    if (index < 1) throw new Error(`No column "${column}"`);
    return this.row(rowName).locator('th, td').nth(index);
  }

  async amount(rowName: string, column: string): Promise<string | null> {
    return (await this.cell(rowName, column)).locator('[data-amount]').first().getAttribute('data-amount');
  }

  /** Every figure of the table as text (row header, then each cell's exact amount or empty). */
  async figures(): Promise<string[][]> {
    return this.table.locator('tbody tr, tfoot tr').evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelectorAll('td').length > 0)
        .map((row) => [
          row.querySelector('th')?.textContent?.trim() ?? '',
          ...[...row.querySelectorAll('td')].map((cell) => cell.querySelector('[data-amount]')?.getAttribute('data-amount') ?? ''),
        ]),
    );
  }
}
