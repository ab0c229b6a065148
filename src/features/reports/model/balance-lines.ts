import type { Cents } from '../../../core/money.ts';
import type { LineKind } from '../../../core/change-meaning.ts';
import { changeBetween } from '../../../core/cash-flow/change.ts';
import type { CashFlowLine, CashFlowPeriod } from './cash-flow-periods.ts';
import type { TableCell, TableRow } from './report-table.ts';

/** The lines a grouped table gets from the report's summary by period alone, which alone carries balances (spec 4.5 rule 4). */
export type BalanceLines = { opening: TableRow; moved: TableRow | null; closing: TableRow; note: string };

export const MOVED_OUTSIDE_LABEL = 'Other changes in cash';

export const BALANCE_LINES_NOTE =
  'Opening and closing cash are the balances of the accounts in scope at the start and end of each period,' +
  ' from the API’s summary by period; in the Total column, the first period’s opening and the last period’s closing.';

const MOVED_NOTE =
  ` “${MOVED_OUTSIDE_LABEL}” is what moved them besides the net cash flow: transfers with accounts out of scope,` +
  ' excluded movements and exchange-rate differences.';

/** What moved the balances besides the net cash flow: final − (starting + net), which holds transfers, exclusions and conversion. */
const movedOutside = (line: CashFlowLine): Cents | null =>
  line.startingBalance === null || line.finalBalance === null ? null : line.finalBalance - line.startingBalance - line.net;

/**
 * Opening cash, closing cash and, when anything else moved the balances, the line between them,
 * per period and for the window, from the cash-flow view's own periods (`toCashFlowPeriods`).
 * Opening plus the net of the period (the API's) plus that line is closing cash, to the cent.
 * Periods are aligned by start date with the table's columns; a missing period gives no figure.
 */
export function balanceLines(input: {
  columns: readonly { start: string }[];
  periods: readonly CashFlowPeriod[];
  totals: CashFlowLine;
  /** The earlier window's periods, aligned by position, and totals, when comparing. */
  previous?: { periods: readonly CashFlowPeriod[]; totals: CashFlowLine } | null;
}): BalanceLines | null {
  const byStart = new Map(input.periods.map((period) => [period.start, period]));
  if (input.totals.startingBalance === null || input.totals.finalBalance === null) return null;
  const previous = input.previous ?? null;
  const line = (key: string, label: string, kind: LineKind, value: (line: CashFlowLine) => Cents | null): TableRow => {
    const cell = (current: CashFlowLine | undefined, earlier: CashFlowLine | undefined): TableCell => ({
      value: current ? value(current) : null,
      change: previous ? changeBetween(kind, earlier ? value(earlier) : null, current ? value(current) : null) : null,
    });
    return {
      key,
      label,
      csvLabel: label,
      kind: key === 'moved_outside' ? 'difference' : key === 'closing_cash' ? 'total' : 'balance',
      ...(key === 'moved_outside' ? {} : { signed: false }),
      cells: [
        ...input.columns.map((column, index) => cell(byStart.get(column.start), previous?.periods[index])),
        cell(input.totals, previous?.totals),
      ],
    };
  };
  const moved = line('moved_outside', MOVED_OUTSIDE_LABEL, 'difference', movedOutside);
  const movedAtAll = [...input.periods, input.totals, ...(previous ? [...previous.periods, previous.totals] : [])].some(
    (period) => (movedOutside(period) ?? 0n) !== 0n,
  );
  return {
    opening: line('opening_cash', 'Opening cash', 'starting_balance', (period) => period.startingBalance),
    moved: movedAtAll ? moved : null,
    closing: line('closing_cash', 'Closing cash', 'final_balance', (period) => period.finalBalance),
    note: movedAtAll ? BALANCE_LINES_NOTE + MOVED_NOTE : BALANCE_LINES_NOTE,
  };
}
