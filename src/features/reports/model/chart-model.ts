import { centsToChartNumber, toMoneyString, type Cents } from '../../../core/money.ts';
import { chartColors } from '../../../components/charts/chart-theme.ts';
import type { CashFlowPeriod } from './cash-flow-periods.ts';
import type { FoldedGroups } from './fold-top-groups.ts';
import type { ForecastVsActual } from '../../../core/cash-flow/forecast-vs-actual.ts';
import { periodLabel, periodTick } from './period-label.ts';

export type ChartSeries = {
  key: string;
  label: string;
  color: string;
  kind: 'bar' | 'line';
  /** Bars sharing a stack pile up: inflows above the axis, outflows below. */
  stack?: string;
  axis: 'flows' | 'balance';
  /** Series hidden and shown together from one legend entry (a group's inflows and outflows). */
  legend: string;
  dashed?: boolean;
};

/** One period: numbers for geometry, the exact Money strings for tooltips. */
export type ChartPoint = { tick: string; label: string; values: Record<string, number>; exact: Record<string, string> };

export type ChartModel = { series: ChartSeries[]; points: ChartPoint[]; legend: { key: string; label: string; color: string }[] };

function point(tick: string, label: string, figures: Record<string, Cents | null>): ChartPoint {
  const values: Record<string, number> = {};
  const exact: Record<string, string> = {};
  for (const [key, cents] of Object.entries(figures)) {
    if (cents === null) continue;
    values[key] = centsToChartNumber(cents);
    exact[key] = toMoneyString(cents);
  }
  return { tick, label, values, exact };
}

function legendOf(series: readonly ChartSeries[]) {
  const seen = new Map<string, { key: string; label: string; color: string }>();
  for (const item of series)
    if (!seen.has(item.legend))
      seen.set(item.legend, { key: item.legend, label: item.label.replace(/ (inflows|outflows)$/, ''), color: item.color });
  return [...seen.values()];
}

/** Inflow and outflow bars, the net line and the final balance per period (on its own axis). */
export function toCashFlowChart(periods: readonly CashFlowPeriod[], interval: string): ChartModel {
  const series: ChartSeries[] = [
    { key: 'inflows', label: 'Inflows', color: chartColors.inflow, kind: 'bar', stack: 'flows', axis: 'flows', legend: 'inflows' },
    { key: 'outflows', label: 'Outflows', color: chartColors.outflow, kind: 'bar', stack: 'flows', axis: 'flows', legend: 'outflows' },
    { key: 'net', label: 'Net cash flow', color: chartColors.net, kind: 'line', axis: 'flows', legend: 'net' },
    { key: 'balance', label: 'Final balance', color: chartColors.balance, kind: 'line', axis: 'balance', legend: 'balance', dashed: true },
  ];
  const points = periods.map((period) =>
    point(periodTick(period, interval), periodLabel(period, interval), {
      inflows: period.inflows,
      outflows: period.outflows,
      net: period.net,
      balance: period.finalBalance,
    }),
  );
  return { series, points, legend: legendOf(series) };
}

/** Per group: stacked inflow and outflow bars, or one net line per group. */
export function toGroupedChart(
  folded: FoldedGroups,
  interval: string,
  describe: (key: string, index: number) => { label: string; color: string },
  kind: 'bars' | 'lines',
): ChartModel {
  const series: ChartSeries[] = folded.groups.flatMap((group, index): ChartSeries[] => {
    const { label, color } = describe(group.key, index);
    if (kind === 'lines') return [{ key: `${group.key}:net`, label, color, kind: 'line', axis: 'flows', legend: group.key }];
    return [
      { key: `${group.key}:in`, label: `${label} inflows`, color, kind: 'bar', stack: 'flows', axis: 'flows', legend: group.key },
      { key: `${group.key}:out`, label: `${label} outflows`, color, kind: 'bar', stack: 'flows', axis: 'flows', legend: group.key },
    ];
  });
  const points = folded.periods.map((period) => {
    const figures: Record<string, Cents | null> = {};
    for (const group of folded.groups) {
      const flows = period.cells.get(group.key);
      if (kind === 'lines') figures[`${group.key}:net`] = flows?.net ?? 0n;
      else {
        figures[`${group.key}:in`] = flows && flows.inflows !== 0n ? flows.inflows : null;
        figures[`${group.key}:out`] = flows && flows.outflows !== 0n ? flows.outflows : null;
      }
    }
    return point(periodTick(period, interval), periodLabel(period, interval), figures);
  });
  const legend = folded.groups.map((group, index) => ({ key: group.key, ...describe(group.key, index) }));
  return { series, points, legend };
}

/** Actual against forecast net per month; months not started yet have no actual bar. */
export function toForecastChart(result: ForecastVsActual): ChartModel {
  const series: ChartSeries[] = [
    { key: 'actual', label: 'Actual net', color: chartColors.balance, kind: 'bar', axis: 'flows', legend: 'actual' },
    { key: 'forecast', label: 'Forecast net', color: chartColors.other, kind: 'bar', axis: 'flows', legend: 'forecast' },
  ];
  const points = result.months.map((month) =>
    point(periodTick(month, 'month'), periodLabel(month, 'month'), { actual: month.actualNet, forecast: month.forecastNet }),
  );
  return { series, points, legend: legendOf(series) };
}
