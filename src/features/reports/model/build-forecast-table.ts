import type { Cents } from '../../../core/money.ts';
import type { DateWindow } from '../../../core/date-window.ts';
import { changeBetween } from '../../../core/cash-flow/change.ts';
import type { DrillFilter } from './drill-filter.ts';
import { planCoverage, type ForecastVsActual } from '../../../core/cash-flow/forecast-vs-actual.ts';
import { periodLabel } from './period-label.ts';
import { isoPeriod, type ReportTable, type TableCell, type TableRow } from './report-table.ts';
import { totalRow } from './total-row.ts';

const timingNote = { past: '', current: ' (actuals so far)', future: ' (forecast only)' } as const;

export const NO_PLAN = 'no plan';

/** A forecast figure, or "no plan" where nothing was forecast: never a zero that would make the actual look like a variance. */
const forecastCell = (forecast: Cents | null): TableCell => (forecast === null ? { value: null, note: NO_PLAN } : { value: forecast });

/**
 * A section per month, a line per category: forecast, actual and the variance. The footer's
 * actual is the API's total for the window; its forecast the exact sum of the forecasts. The
 * total's variance is shown only when every month has a plan and has started: otherwise it
 * would set months of actuals against no plan, or a plan against months with no actuals yet.
 */
export function buildForecastTable(input: {
  result: ForecastVsActual;
  actualTotal: Cents | null;
  window: DateWindow;
  label: (category: string) => string;
  drill: (category: string) => DrillFilter | null;
}): ReportTable {
  const rows: TableRow[] = [];
  for (const month of input.result.months) {
    const name = periodLabel(month, 'month');
    rows.push({ key: month.start, label: `${name}${timingNote[month.timing]}`, csvLabel: isoPeriod(month), cells: [], kind: 'section' });
    for (const line of month.lines) {
      rows.push({
        key: `${month.start}|${line.category}`,
        label: input.label(line.category),
        csvLabel: `${isoPeriod(month)} ${input.label(line.category)}`,
        cells: [
          forecastCell(line.forecast),
          {
            value: line.actual,
            change: line.variance,
            drill: line.actual === null ? null : { period: month, filter: input.drill(line.category) },
          },
        ],
      });
    }
    rows.push({
      key: `${month.start}|net`,
      label: `Net for ${name}`,
      csvLabel: `${isoPeriod(month)} net`,
      kind: 'subtotal',
      cells: [
        forecastCell(month.forecastNet),
        {
          value: month.actualNet,
          change: changeBetween('net', month.forecastNet, month.actualNet, 'plan'),
          drill: month.actualNet === null ? null : { period: month, filter: null },
        },
      ],
    });
  }
  const months = input.result.months;
  const planned = months.filter((month) => month.forecastNet !== null);
  const forecastTotal = planned.length === 0 ? null : planned.reduce((sum, month) => sum + (month.forecastNet ?? 0n), 0n);
  const comparable = planCoverage(input.result).totalComparable;
  const windowPeriod = { start: input.window.from, end: input.window.to };
  return {
    caption: 'Forecast vs actual by month and category',
    rowHeader: 'Month and category',
    columns: [
      { key: 'forecast', label: 'Forecast', withChange: false },
      { key: 'actual', label: 'Actual', withChange: true },
    ],
    rows,
    footer: [
      totalRow([
        forecastCell(forecastTotal),
        {
          value: input.actualTotal,
          change: comparable ? changeBetween('net', forecastTotal, input.actualTotal, 'plan') : null,
          drill: { period: windowPeriod, filter: null },
        },
      ]),
    ],
    comparing: true,
    comparedWith: 'plan',
  };
}
