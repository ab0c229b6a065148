import { parseMoney, type Cents } from '../money.ts';
import { averageMonthlyNet } from '../runway/recent-rate.ts';
import type { SummaryRow } from '../api/schemas/summary.ts';
import { changeBetween, type Change } from '../cash-flow/change.ts';
import type { DateWindow } from '../date-window.ts';
import type { PackWindows } from '../views/board-pack/pack-windows.ts';

export type KeyFigures = {
  opening: Cents;
  closing: Cents;
  /** Closing minus opening: the net cash flow plus what the cash-flow view leaves out (transfers, excluded, exchange rates). */
  changeOnMonth: Cents;
  monthNet: Cents;
  comparisonNet: Cents;
  netChange: Change | null;
  yearToDateNet: Cents;
  threeMonthNet: Cents;
  /** The three months' net divided by three, to the cent (half away from zero). */
  averageNet: Cents;
  transfers: Cents;
  excluded: Cents;
};

/**
 * The key figures from a monthly summary without grouping (`rows` carry balances) over
 * `windows.balances`. A month's figure is its row; a span's is the exact sum of its months'
 * rows, which equals the totals of a summary over that span (months partition it).
 */
export function keyFigures(rows: readonly SummaryRow[], windows: PackWindows): KeyFigures {
  const month = rowOf(rows, windows.month.from);
  const closing = balance(month, 'final_balance');
  const opening = balance(month, 'starting_balance');
  const monthNet = parseMoney(month.net);
  const comparisonNet = parseMoney(rowOf(rows, windows.comparison.from).net);
  const threeMonthNet = netOver(rows, windows.threeMonths);
  return {
    opening,
    closing,
    changeOnMonth: closing - opening,
    monthNet,
    comparisonNet,
    netChange: changeBetween('net', comparisonNet, monthNet),
    yearToDateNet: netOver(rows, windows.yearToDate),
    threeMonthNet,
    averageNet: averageMonthlyNet(threeMonthNet),
    transfers: balance(month, 'transfers'),
    excluded: balance(month, 'excluded'),
  };
}

function rowOf(rows: readonly SummaryRow[], periodStart: string): SummaryRow {
  const row = rows.find((candidate) => candidate.period_start === periodStart);
  if (!row) throw new Error(`The summary has no row for the month starting ${periodStart}.`);
  return row;
}

function netOver(rows: readonly SummaryRow[], window: DateWindow): Cents {
  return rows
    .filter((row) => row.period_start >= window.from && row.period_end <= window.to)
    .reduce((sum, row) => sum + parseMoney(row.net), 0n);
}

type BalanceField = 'starting_balance' | 'final_balance' | 'transfers' | 'excluded';

function balance(row: SummaryRow, field: BalanceField): Cents {
  const value = row[field];
  if (value === undefined) throw new Error(`The summary's row for ${row.period_start} has no ${field}.`);
  return parseMoney(value);
}
