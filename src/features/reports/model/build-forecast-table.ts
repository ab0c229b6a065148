import { percentChange, type Cents } from '../../../core/money.ts';
import type { DateWindow } from '../../../core/date-window.ts';
import type { DrillFilter } from './drill-filter.ts';
import type { ForecastActualMonth, ForecastVsActual } from '../../../core/cash-flow/forecast-vs-actual.ts';
import { periodColumns } from './period-columns.ts';
import type { ReportTable, TableCell, TableRow } from './report-table.ts';

export const NO_PLAN = 'no plan';

/** One block of the table: a category, a direction or the net, with its month's figures. */
type Block = {
  key: string;
  label: string;
  figures: (month: ForecastActualMonth) => { forecast: Cents | null; actual: Cents | null };
  drill: DrillFilter | null;
  kind?: 'subtotal';
};

const sum = (values: readonly (Cents | null)[]): Cents | null => {
  const known = values.filter((value): value is Cents => value !== null);
  return known.length === 0 ? null : known.reduce((total, value) => total + value, 0n);
};

/** A forecast figure, or "no plan" where nothing was forecast: never a zero that would make the actual look like a variance. */
const forecastCell = (forecast: Cents | null): TableCell => (forecast === null ? { value: null, note: NO_PLAN } : { value: forecast });

/** Actual less forecast, and that as a percentage of the forecast's size: above zero is more cash than planned, in or out. */
function variance(forecast: Cents | null, actual: Cents | null): { amount: TableCell; percent: TableCell } {
  if (forecast === null || actual === null) return { amount: { value: null }, percent: { value: null } };
  return { amount: { value: actual - forecast }, percent: { value: null, percent: percentChange(forecast, actual) } };
}

/**
 * Forecast against actual as finance reads it: a block per category, then inflows, outflows (when
 * the report is not narrowed to one direction) and the net, each with its forecast, actual,
 * variance and variance % down; a column per month and the window's Total last. A month's
 * categories add up to its net, its inflows and outflows too; a Total is the sum of its months,
 * and its variance is shown only when every month has a plan and an actual: otherwise it would
 * set months of actuals against no plan, or a plan against months with no actuals yet.
 */
export function buildForecastTable(input: {
  result: ForecastVsActual;
  window: DateWindow;
  /** Narrowed to one direction: the inflows and outflows blocks would repeat the net, or be empty. */
  directions: boolean;
  label: (category: string) => string;
  drill: (category: string) => DrillFilter | null;
}): ReportTable {
  const months = input.result.months;
  const windowPeriod = { start: input.window.from, end: input.window.to };
  const block = (spec: Block): TableRow[] => {
    const figures = months.map(spec.figures);
    const forecastTotal = sum(figures.map((figure) => figure.forecast));
    const actualTotal = sum(figures.map((figure) => figure.actual));
    const comparable = figures.every((figure) => figure.forecast !== null && figure.actual !== null);
    const variances = [
      ...figures.map((figure) => variance(figure.forecast, figure.actual)),
      comparable ? variance(forecastTotal, actualTotal) : variance(null, null),
    ];
    const line = (key: string, label: string, cells: TableCell[]): TableRow => ({
      key: `${spec.key}|${key}`,
      label,
      csvLabel: `${spec.label} ${label.toLowerCase()}`,
      cells,
      ...(spec.kind ? { kind: spec.kind } : {}),
    });
    return [
      { key: spec.key, label: spec.label, csvLabel: spec.label, cells: [], kind: 'section' },
      line('forecast', 'Forecast', [...figures.map((figure) => forecastCell(figure.forecast)), forecastCell(forecastTotal)]),
      line('actual', 'Actual', [
        ...figures.map((figure, index): TableCell => {
          const month = months[index]!;
          const period = { start: month.start, end: month.end };
          return { value: figure.actual, drill: figure.actual === null ? null : { period, filter: spec.drill } };
        }),
        { value: actualTotal, drill: actualTotal === null ? null : { period: windowPeriod, filter: spec.drill } },
      ]),
      line(
        'variance',
        'Variance',
        variances.map((cells) => cells.amount),
      ),
      line(
        'variance-percent',
        'Variance %',
        variances.map((cells) => cells.percent),
      ),
    ];
  };
  const lineOf = (month: ForecastActualMonth, category: string) => month.lines.find((line) => line.category === category);
  const rows = input.result.categories.flatMap((category) =>
    block({
      key: category,
      label: input.label(category),
      figures: (month) => {
        const line = lineOf(month, category);
        // A category the month does not list had nothing planned and nothing moved (none yet in a month to come).
        return { forecast: line?.forecast ?? null, actual: line ? line.actual : month.timing === 'future' ? null : 0n };
      },
      drill: input.drill(category),
    }),
  );
  const directions: Block[] = input.directions
    ? [
        { key: 'inflows', label: 'Inflows', figures: (month) => month.inflows, drill: { param: 'direction', value: 'inflow' } },
        { key: 'outflows', label: 'Outflows', figures: (month) => month.outflows, drill: { param: 'direction', value: 'outflow' } },
      ]
    : [];
  const net: Block = {
    key: 'net',
    label: 'Net',
    figures: (month) => ({ forecast: month.forecastNet, actual: month.actualNet }),
    drill: null,
    kind: 'subtotal',
  };
  return {
    caption: 'Forecast vs actual by category and month',
    rowHeader: 'Category',
    columns: [...periodColumns(months, 'month', { withChange: false }), { key: 'total', label: 'Total', withChange: false }],
    rows,
    footer: [...directions, net].flatMap(block),
    comparing: false,
    rowsNamedBySection: true,
  };
}
