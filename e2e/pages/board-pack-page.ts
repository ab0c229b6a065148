import type { Download, Locator, Page } from '@playwright/test';

/** The sections of the pack in their order, by their headings. */
export const PACK_SECTIONS = [
  'Key figures',
  'Cash-flow statement',
  'Where the money went',
  'Plan against actual',
  'The next 13 weeks',
  'Notes',
] as const;

/** The board pack: its figures by name, its tables by their data-table, and its two buttons. */
export class BoardPackPage {
  readonly pack: Locator;
  readonly printButton: Locator;
  readonly workbookButton: Locator;

  constructor(readonly page: Page) {
    this.pack = page.getByRole('article', { name: /^Cash report/ });
    this.printButton = page.getByRole('button', { name: 'Print or save as PDF' });
    this.workbookButton = page.getByRole('button', { name: 'Download workbook (.xlsx)' });
  }

  async goto(search: Record<string, string> = {}): Promise<void> {
    const query = new URLSearchParams(search).toString();
    await this.page.goto(`/board-pack${query ? `?${query}` : ''}`);
  }

  /** Waits until every section has its figures (no section still loading). */
  async loaded(): Promise<void> {
    await this.figure('closing-cash').waitFor();
    await this.pack.locator('[data-table="weeks"]').waitFor();
    await this.pack.locator('[data-table="plan"]').waitFor();
    await this.pack.locator('[data-table="top-outflows"]').waitFor();
    await this.page
      .getByRole('status', { name: /^Loading/ })
      .first()
      .waitFor({ state: 'detached' });
  }

  /** The exact amount (the API's Money string) a key figure shows first. */
  figure(id: string): Locator {
    return this.pack.locator(`[data-figure="${id}"] [data-amount]`).first();
  }

  async figureAmount(id: string): Promise<string | null> {
    return this.figure(id).getAttribute('data-amount');
  }

  /** The exact amounts of a table row's cells, in order. */
  async lineAmounts(table: string, line: string): Promise<(string | null)[]> {
    const row = this.pack.locator(`[data-table="${table}"] [data-line="${line}"]`);
    return row.locator('[data-amount]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-amount')));
  }

  /** The exact amount and the shown text of each figure in a table's row, in order. */
  async lineFigures(table: string, line: string): Promise<{ amount: string | null; text: string }[]> {
    const row = this.pack.locator(`[data-table="${table}"] ${line}`);
    return row
      .locator('[data-amount]')
      .evaluateAll((cells) => cells.map((cell) => ({ amount: cell.getAttribute('data-amount'), text: cell.textContent ?? '' })));
  }

  /** A choice of how the tables write their figures: "Exact", "Whole €", "€k". */
  units(name: string): Locator {
    return this.page.getByRole('group', { name: 'Figures' }).getByRole('radio', { name, exact: true });
  }

  async downloadWorkbook(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.workbookButton.click();
    return download;
  }
}
