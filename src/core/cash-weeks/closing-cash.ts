import type { Cents } from '../money.ts';
import type { CashWeeksTable, WeekColumn } from './table-model.ts';

export type ClosingCash = {
  /** Closing cash of each week, in the table's order. */
  weeks: { week: WeekColumn; balance: Cents }[];
  /** At the end of the 13th week. */
  end: Cents;
  /** The lowest week's closing, the earliest of equals. */
  lowest: { week: WeekColumn; balance: Cents };
  /** The minimum the reader set, when there is one. */
  minimum: Cents | null;
};

/** What a lender reads first, from the table's own closing and minimum rows: no figure of its own. */
export function closingCash(table: CashWeeksTable): ClosingCash {
  const closing = table.rows.find((row) => row.kind === 'closing');
  if (!closing) throw new Error('The 13-week table has no closing cash row.');
  const weeks = table.weeks.map((week, index) => ({ week, balance: closing.cells[index]! }));
  const lowest = weeks.reduce((low, entry) => (entry.balance < low.balance ? entry : low));
  const minimum = table.rows.find((row) => row.kind === 'minimum')?.cells[0] ?? null;
  return { weeks, end: weeks.at(-1)!.balance, lowest, minimum };
}
