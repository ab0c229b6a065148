import type { Cents } from '../../../core/money.ts';
import type { LineKind } from '../../../core/change-meaning.ts';
import type { DateWindow } from '../../../core/date-window.ts';
import type { CashFlowLine, CashFlowPeriod } from './cash-flow-periods.ts';
import { changeBetween } from '../../../core/cash-flow/change.ts';
import type { Period } from '../../../core/cash-flow/report-periods.ts';
import type { DrillFilter } from './drill-filter.ts';
import { periodColumns } from './period-columns.ts';
import type { ReportTable, TableCell, TableRow } from './report-table.ts';
import { totalColumn } from './total-row.ts';

type Figure = {
  key: LineKind;
  label: string;
  value: (line: CashFlowLine) => Cents | null;
  /** Flows lead to their transactions; balances, transfers and exclusions are not listed as such. */
  drill?: DrillFilter | null;
  kind?: TableRow['kind'];
};

export const DIFFERENCE_LABEL = 'Exchange-rate and other differences';

/** In reading order, from the opening to the closing cash: each period's figures add up down its column. */
const figures: Figure[] = [
  { key: 'starting_balance', label: 'Starting balance', value: (line) => line.startingBalance, kind: 'balance' },
  { key: 'inflows', label: 'Inflows', value: (line) => line.inflows, drill: { param: 'direction', value: 'inflow' } },
  { key: 'outflows', label: 'Outflows', value: (line) => line.outflows, drill: { param: 'direction', value: 'outflow' } },
  { key: 'net', label: 'Net cash flow', value: (line) => line.net, drill: null, kind: 'subtotal' },
  { key: 'transfers', label: 'Transfers between own accounts', value: (line) => line.transfers },
  { key: 'excluded', label: 'Excluded movements', value: (line) => line.excluded },
  { key: 'difference', label: DIFFERENCE_LABEL, value: (line) => line.difference, kind: 'difference' },
  { key: 'final_balance', label: 'Final balance', value: (line) => line.finalBalance, kind: 'total' },
];

export const TOTAL_BALANCES_NOTE =
  'In the Total column, the starting balance is the first period’s' + ' and the final balance the last one’s.';

/**
 * The cash-flow view as a statement: its figures down, from the starting to the final balance,
 * and a column per period. The Total column is the API's own totals for the window, never a sum
 * of columns: its flows are the window's, its balances the window's first and last.
 */
export function buildFlowTable(input: {
  periods: readonly CashFlowPeriod[];
  totals: CashFlowLine;
  window: DateWindow;
  interval: string;
  /** The earlier window's periods (aligned by position), totals and window. */
  previous?: { periods: readonly CashFlowPeriod[]; totals: CashFlowLine; window: DateWindow } | null;
  showDifference: boolean;
}): ReportTable {
  const previous = input.previous;
  const shown = figures.filter((figure) => figure.key !== 'difference' || input.showDifference);
  const windowPeriod = { start: input.window.from, end: input.window.to };
  const cell = (figure: Figure, line: CashFlowLine, earlier: CashFlowLine | undefined, period: Period): TableCell => ({
    value: figure.value(line),
    change: earlier ? changeBetween(figure.key, figure.value(earlier), figure.value(line)) : null,
    drill: figure.drill !== undefined ? { period, filter: figure.drill } : null,
  });
  const row = (figure: Figure): TableRow => ({
    key: figure.key,
    label: figure.label,
    csvLabel: figure.label,
    ...(figure.kind ? { kind: figure.kind } : {}),
    ...(figure.key.endsWith('_balance') ? { signed: false } : {}),
    cells: [
      ...input.periods.map((period, index) => cell(figure, period, previous?.periods[index], { start: period.start, end: period.end })),
      cell(figure, input.totals, previous?.totals, windowPeriod),
    ],
  });
  const lines = shown.map(row);
  return {
    caption: 'Cash flow by period',
    rowHeader: 'Line',
    columns: [
      ...periodColumns(input.periods, input.interval, { earlier: previous?.periods ?? null }),
      totalColumn(previous?.window ?? null),
    ],
    rows: lines.filter((line) => line.key !== 'final_balance'),
    footer: lines.filter((line) => line.key === 'final_balance'),
    comparing: Boolean(previous),
    totalNote: TOTAL_BALANCES_NOTE,
  };
}
