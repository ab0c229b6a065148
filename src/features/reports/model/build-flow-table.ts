import type { Cents } from '../../../core/money.ts';
import type { LineKind } from '../../../core/change-meaning.ts';
import type { DateWindow } from '../../../core/date-window.ts';
import type { CashFlowLine, CashFlowPeriod } from './cash-flow-periods.ts';
import { changeBetween } from '../../../core/cash-flow/change.ts';
import type { DrillFilter } from './drill-filter.ts';
import { periodLabel } from './period-label.ts';
import { earlierPeriod, isoPeriod, type ReportTable, type TableCell, type TableColumn } from './report-table.ts';
import { totalRow } from './total-row.ts';

type Figure = {
  key: LineKind;
  label: string;
  value: (line: CashFlowLine) => Cents | null;
  /** Flows lead to their transactions; balances, transfers and exclusions are not listed as such. */
  drill?: DrillFilter | null;
};

export const DIFFERENCE_LABEL = 'Exchange-rate and other differences';

const figures: Figure[] = [
  { key: 'starting_balance', label: 'Starting balance', value: (line) => line.startingBalance },
  { key: 'inflows', label: 'Inflows', value: (line) => line.inflows, drill: { param: 'direction', value: 'inflow' } },
  { key: 'outflows', label: 'Outflows', value: (line) => line.outflows, drill: { param: 'direction', value: 'outflow' } },
  { key: 'net', label: 'Net cash flow', value: (line) => line.net, drill: null },
  { key: 'transfers', label: 'Transfers between own accounts', value: (line) => line.transfers },
  { key: 'excluded', label: 'Excluded movements', value: (line) => line.excluded },
  { key: 'difference', label: DIFFERENCE_LABEL, value: (line) => line.difference },
  { key: 'final_balance', label: 'Final balance', value: (line) => line.finalBalance },
];

/**
 * Periods by the figures of the cash-flow view, reading left to right from the starting to
 * the final balance; the footer is the API's own totals for the window, never a sum of rows.
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
  const shown = figures.filter((figure) => figure.key !== 'difference' || input.showDifference);
  const columns: TableColumn[] = shown.map((figure) => ({ key: figure.key, label: figure.label, signed: !figure.key.endsWith('_balance') }));
  const cells = (line: CashFlowLine, previous: CashFlowLine | undefined, window: DateWindow | null): TableCell[] =>
    shown.map((figure) => ({
      value: figure.value(line),
      change: previous ? changeBetween(figure.key, figure.value(previous), figure.value(line)) : null,
      drill: window && figure.drill !== undefined ? { period: { start: window.from, end: window.to }, filter: figure.drill } : null,
    }));
  const previous = input.previous;
  return {
    caption: 'Cash flow by period',
    rowHeader: 'Period',
    columns,
    rows: input.periods.map((period, index) => {
      const earlier = previous?.periods[index];
      return {
        key: period.start,
        label: periodLabel(period, input.interval),
        csvLabel: isoPeriod(period),
        cells: cells(period, earlier, { from: period.start, to: period.end }),
        earlierPeriod: earlier ? earlierPeriod(earlier, periodLabel(earlier, input.interval)) : null,
      };
    }),
    footer: [totalRow(cells(input.totals, previous?.totals, input.window), previous?.window ?? null)],
    comparing: Boolean(input.previous),
  };
}
