import type { Locator, Page } from '@playwright/test';

export type Side = 'receipts' | 'payments';
export const BUCKETS = ['days_1_30', 'days_31_60', 'days_61_90', 'days_over_90', 'total'] as const;

/** One line of the book as the page shows it: the exact figure behind each cell. */
export type ShownLine = { counterpartyId: string; name: string; figures: Record<(typeof BUCKETS)[number], string>; count: number };

/** The overdue book: its headline per side and its aging table per side, read by role. */
export class OverduePage {
  readonly heading: Locator;
  readonly totals: Locator;
  readonly download: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Overdue' });
    this.totals = page.getByRole('list', { name: 'Late totals' });
    this.download = page.getByRole('button', { name: 'Download CSV' });
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/overdue${search}`);
  }

  table(side: Side): Locator {
    return this.page.getByRole('table', { name: new RegExp(`^Late ${side} by counterparty`) });
  }

  tile(side: Side): Locator {
    return this.totals.locator(`li[data-side="${side}"]`);
  }

  counterpartyRow(side: Side, name: string): Locator {
    return this.table(side)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** Every body line and the total line of a side, as exact Money strings. */
  async lines(side: Side): Promise<{ rows: ShownLine[]; total: ShownLine }> {
    const read = (selector: string) =>
      this.table(side)
        .locator(selector)
        .evaluateAll(
          (trs, buckets) =>
            trs.map((tr) => ({
              counterpartyId: tr.getAttribute('data-counterparty-id') ?? '',
              name: tr.querySelector('th')?.textContent ?? '',
              figures: Object.fromEntries(
                buckets.map((bucket) => [bucket, tr.querySelector(`td[data-bucket="${bucket}"]`)?.getAttribute('data-value') ?? '']),
              ),
              count: Number(tr.querySelector('td[data-count]')?.getAttribute('data-count')),
            })),
          [...BUCKETS],
        );
    const rows = (await read('tbody > tr[data-counterparty-id]')) as ShownLine[];
    const [total] = (await read('tfoot > tr')) as ShownLine[];
    return { rows, total: total! };
  }
}
