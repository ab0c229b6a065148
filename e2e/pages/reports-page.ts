import { expect, type Locator, type Page } from '@playwright/test';

/** A change as the page says it: its words, whether it is good for cash, its size and the figure compared with. */
export type ShownChange = { text: string; tone: string | null; size: string | null; earlier: string | null };

/** A row of a table as text: its header, then each cell's exact amount, or its text where there is none ("no plan", "—"). */
export type ShownRow = { kind: 'section' | 'row'; label: string; cells: string[] };

/**
 * The reports view: its one report table, located by role, and the amounts its cells carry. The
 * table's lines run down (Inflows, a category, Final balance), its periods across, Total last.
 */
export class ReportsPage {
  readonly table: Locator;
  readonly chart: Locator;
  readonly csvButton: Locator;
  readonly refusal: Locator;
  /** The table's scrolling box, focusable so arrow keys scroll it. */
  readonly tableRegion: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('main').getByRole('table');
    this.chart = page.getByTestId('report-chart');
    this.csvButton = page.getByRole('button', { name: 'Download CSV' });
    this.refusal = page.getByRole('alert');
    // The innermost region holding the table: the scroller, which keyboard users focus to scroll it.
    this.tableRegion = page
      .getByRole('main')
      .getByRole('region')
      .filter({ has: page.getByRole('table') })
      .last();
  }

  async goto(search: Record<string, string>): Promise<void> {
    await this.page.goto(`/reports?${new URLSearchParams(search).toString()}`);
  }

  control(name: string): Locator {
    return this.page.getByRole('combobox', { name, exact: true });
  }

  /** The codes the currency field suggests, in its order. */
  async currencyChoices(): Promise<string[]> {
    const listId = await this.control('Currency').getAttribute('list');
    return this.page
      .locator(`datalist[id="${listId}"] option`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  }

  /** The headings once the table is drawn: its code loads after the report's first figures. */
  async columnNames(): Promise<string[]> {
    await expect(this.table.locator('thead')).toBeVisible();
    return this.table.locator('thead').getByRole('columnheader').evaluateAll(shownHeaderNames);
  }

  /** A line by its header: "Inflows", "Final balance", a category, "Total". */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /**
   * The position of a column by its header: its visible text ("Mar 2026"; a compared period's
   * header also names its earlier one, "Oct 2026 vs Sep 2026"), or its full name ("Change of Total").
   */
  async columnIndex(column: string): Promise<number> {
    const headers = this.table.locator('thead').getByRole('columnheader');
    const [shown, full] = await Promise.all([headers.evaluateAll(shownHeaderNames), headers.allTextContents()]);
    let index = -1;
    for (const position of shown.keys()) {
      // A compared period's earlier one sits on a line of its own: read as the one line its name is.
      const name = shown[position]!.replace(/\s+/g, ' ');
      if (name === column || name.startsWith(`${column} vs `) || full[position]?.trim() === column) index = position;
    }
    if (index < 1) throw new Error(`No column "${column}"`);
    return index;
  }

  /** The cell under a column header (see `columnIndex`) in the line named `rowName`. */
  async cell(rowName: string, column: string): Promise<Locator> {
    return this.row(rowName)
      .locator('th, td')
      .nth(await this.columnIndex(column));
  }

  /** Every line's cell under a column, in order, the footer's last: `line` is the line's header. */
  async column(column: string): Promise<{ line: string; cell: Locator }[]> {
    const index = await this.columnIndex(column);
    const lines = this.table.locator('tbody tr, tfoot tr').filter({ has: this.page.getByRole('rowheader') });
    return Promise.all(
      (await lines.all()).map(async (line) => ({
        line: await line.locator('th').first().evaluate(labelOf),
        cell: line.locator('th, td').nth(index),
      })),
    );
  }

  async amount(rowName: string, column: string): Promise<string | null> {
    return (await this.cell(rowName, column)).locator('[data-amount]').first().getAttribute('data-amount');
  }

  /** The change in a change column ("Change of Outflows", "Variance of Actual"), or in a tile of the totals strip. */
  async change(place: Locator | { row: string; column: string }): Promise<ShownChange> {
    const scope = 'row' in place ? await this.cell(place.row, place.column) : place;
    const figure = scope.locator('[data-tone]').first();
    return {
      text: ((await figure.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
      tone: await figure.getAttribute('data-tone'),
      size: await figure
        .locator('[data-change-size]')
        .getAttribute('data-change-size', { timeout: 1000 })
        .catch(() => null),
      earlier: await figure
        .locator('[data-earlier]')
        .getAttribute('data-earlier', { timeout: 1000 })
        .catch(() => null),
    };
  }

  /** The tile of the totals strip for inflows, outflows or net. */
  total(key: 'inflows' | 'outflows' | 'net'): Locator {
    return this.page.locator(`[data-total="${key}"]`);
  }

  /**
   * Every row of the table in order, sections included. A row's label is what its header is named
   * by (aria-labelledby): a note mark drawn inside the header after the figures is not part of it,
   * whenever it arrives.
   */
  async rows(): Promise<ShownRow[]> {
    return this.table.locator('tbody tr, tfoot tr').evaluateAll((rows) =>
      rows.map((row) => {
        const header = row.querySelector('th');
        // A line named with its section ("Rent Forecast") is named by both headers.
        const names = header?.getAttribute('aria-labelledby')?.split(' ') ?? [];
        const label =
          names.length > 0
            ? names.map((id) => header?.ownerDocument.getElementById(id)?.firstChild?.textContent?.trim() ?? '').join(' ')
            : (header?.firstChild?.textContent?.trim() ?? '');
        return {
          kind: row.querySelector('th[scope="colgroup"]') ? ('section' as const) : ('row' as const),
          label,
          cells: [...row.querySelectorAll('td')].map(
            (cell) =>
              cell.querySelector('[data-amount]')?.getAttribute('data-amount') ?? cell.textContent?.replace(/\s+/g, ' ').trim() ?? '',
          ),
        };
      }),
    );
  }

  /** Every figure of the table as text (row header, then each cell's exact amount or empty). */
  async figures(): Promise<string[][]> {
    return this.table
      .locator('tbody tr, tfoot tr')
      .evaluateAll((rows) =>
        rows
          .filter((row) => row.querySelectorAll('td').length > 0)
          .map((row) => [
            row.querySelector('th')?.textContent?.trim() ?? '',
            ...[...row.querySelectorAll('td')].map((cell) => cell.querySelector('[data-amount]')?.getAttribute('data-amount') ?? ''),
          ]),
      );
  }
}

/**
 * The headers' visible words as their names say them: a header holding a note mark is named by
 * the label it points to (aria-labelledby), so the mark's "+" or count is not part of it. Runs in
 * the page, so it refers to nothing outside itself.
 */
function shownHeaderNames(headers: Element[]): string[] {
  return headers.map((header) => {
    const named = header
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => header.ownerDocument.getElementById(id));
    const shown = named?.every((element) => element !== null)
      ? named.map((element) => element.innerText).join(' ')
      : (header as HTMLElement).innerText;
    return shown.trim();
  });
}

/** A header's label as its name says it (aria-labelledby), without a note mark drawn inside it. Runs in the page. */
function labelOf(header: Element): string {
  const ids = header.getAttribute('aria-labelledby')?.split(' ') ?? [];
  if (ids.length === 0) return (header.textContent ?? '').trim();
  return ids.map((id) => (header.ownerDocument.getElementById(id)?.textContent ?? '').trim()).join(' ');
}
