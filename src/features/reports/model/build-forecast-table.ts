import type { Cents } from '../../../api/money.ts';
import type { DateWindow } from '../../../lib/date-window.ts';
import { changeBetween } from './change.ts';
import type { DrillFilter } from './drill-filter.ts';
import type { ForecastVsActual } from './forecast-vs-actual.ts';
import { periodLabel } from './period-label.ts';
import { isoPeriod, type ReportTable, type TableRow } from './report-table.ts';

const timingNote = { past: '', current: ' (actuals so far)', future: ' (forecast only)' } as const;

/**
 * A section per month, a line per category: forecast, actual and the variance. The footer's
 * actual is the API's total for the window; its forecast the exact sum of the forecasts.
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
          { value: line.forecast },
          { value: line.actual, change: line.variance, drill: line.actual === null ? null : { period: month, filter: input.drill(line.category) } },
        ],
      });
    }
    rows.push({
      key: `${month.start}|net`,
      label: `Net for ${name}`,
      csvLabel: `${isoPeriod(month)} net`,
      kind: 'subtotal',
      cells: [
        { value: month.forecastNet },
        { value: month.actualNet, change: changeBetween(month.forecastNet, month.actualNet), drill: month.actualNet === null ? null : { period: month, filter: null } },
      ],
    });
  }
  const forecastTotal = input.result.months.reduce((sum, month) => sum + month.forecastNet, 0n);
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
      {
        key: 'total',
        label: 'Total',
        csvLabel: 'Total',
        kind: 'total',
        cells: [
          { value: forecastTotal },
          { value: input.actualTotal, change: changeBetween(forecastTotal, input.actualTotal), drill: { period: windowPeriod, filter: null } },
        ],
      },
    ],
    comparing: true,
    changeLabel: 'Variance',
  };
}
