import { toMoneyString } from '../../core/money.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import { toCsv } from '../../core/csv.ts';
import { type AgingTotals, agingBuckets, type CounterpartyAging, type LateBook } from './age-overdue.ts';

const HEADER = [
  'side',
  'currency',
  'counterparty_id',
  'counterparty',
  ...agingBuckets.map((bucket) => bucket.key),
  'total',
  'forecasts',
  'oldest_date',
];

export const sideLabels = { receipts: 'Late receipts', payments: 'Late payments' } as const;

function figures(totals: AgingTotals): string[] {
  return [...agingBuckets.map((bucket) => toMoneyString(totals.buckets[bucket.key])), toMoneyString(totals.total), String(totals.count)];
}

function counterpartyLine(book: LateBook, row: CounterpartyAging): (string | null)[] {
  return [book.side, book.currency, row.counterpartyId, row.name, ...figures(row), row.oldestDate];
}

/**
 * The book as it is shown: each counterparty, then "No counterparty", then the side's total,
 * with the API's exact Money strings (payments negative) and no line netting the two sides.
 */
export function overdueCsv(books: readonly LateBook[]): string {
  const lines = books.flatMap((book) => [
    ...book.counterparties.map((row) => counterpartyLine(book, row)),
    ...(book.unattributed ? [counterpartyLine(book, book.unattributed)] : []),
    [book.side, book.currency, null, `Total ${sideLabels[book.side].toLowerCase()}`, ...figures(book.totals), null],
  ]);
  return toCsv(HEADER, lines);
}

/** overdue_2026-11-20.csv: the day the book was aged. */
export function overdueFileName(today: IsoDate): string {
  return `overdue_${today}.csv`;
}
