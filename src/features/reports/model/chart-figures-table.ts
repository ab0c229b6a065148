import { parseMoney } from '../../../core/money.ts';
import type { ChartModel } from './chart-model.ts';
import type { DrillTarget, ReportTable } from './report-table.ts';

/**
 * Every figure the chart draws, period by period and series by series, as a report table: the
 * screen reader's way to the chart (stacked groups show inflows and outflows apart, where the
 * report's own table may show their net). A figure opens what its segment opens.
 */
export function chartFiguresTable(
  model: ChartModel,
  title: string,
  drillOf: (pointIndex: number, seriesKey: string) => DrillTarget | null | undefined,
): ReportTable {
  const columns = model.series.map((series) => ({
    key: series.key,
    label: series.label,
    color: series.color,
    signed: series.axis === 'flows',
  }));
  const rows = model.points.map((point, pointIndex) => ({
    key: String(pointIndex),
    label: point.label,
    csvLabel: point.label,
    cells: model.series.map((series) => {
      const value = point.exact[series.key];
      return value === undefined ? { value: null } : { value: parseMoney(value), drill: drillOf(pointIndex, series.key) ?? null };
    }),
  }));
  return { caption: `Figures of the chart: ${title}`, rowHeader: 'Period', columns, rows, footer: [], comparing: false };
}
