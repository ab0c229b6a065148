import { lazy, useState } from 'react';
import { ChartWhenVisible } from '../../components/charts/chart-when-visible.tsx';
import type { FilterSearch } from '../../core/url-state/filter-search.ts';
import { ChartLegend } from './charts/chart-legend.tsx';
import { ChartFigures } from './chart-figures.tsx';
import type { ChartModel } from './model/chart-model.ts';
import { drillSearch } from './model/drill-filter.ts';
import type { DrillTarget } from './model/report-table.ts';
import styles from './reports.module.css';

/** Recharts (~100 kB gzip) loads only when a report has figures to draw, after the table's data arrived. */
const LazyFlowChart = lazy(() => import('./charts/flow-chart.tsx'));

type Props = {
  model: ChartModel;
  currency: string;
  title: string;
  search: FilterSearch;
  /** What a bar segment opens, by mouse or keyboard: the period's position and the series key. */
  drillOf?: (pointIndex: number, seriesKey: string) => DrillTarget | null | undefined;
};

/**
 * The chart card: its legend, then a skeleton until the chart is in view and Recharts has loaded,
 * then the chart; its figures as a table under it.
 */
export function ReportChartSlot({ model, currency, title, search, drillOf }: Props) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setHidden((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  // The chart gets the link's search ready-made: the report's drill code stays out of the chart's lazy chunk.
  const opens = (pointIndex: number, seriesKey: string) => {
    const target = drillOf?.(pointIndex, seriesKey);
    return target ? drillSearch(search, target.period, target.filter, target.direction) : null;
  };
  return (
    <div className={styles.chartCard} data-testid="report-chart">
      <ChartLegend items={model.legend} hidden={hidden} onToggle={toggle} />
      <ChartWhenVisible>
        <LazyFlowChart model={model} currency={currency} title={title} hidden={hidden} {...(drillOf ? { opens } : {})} />
      </ChartWhenVisible>
      <ChartFigures model={model} currency={currency} title={title} search={search} drillOf={drillOf} />
    </div>
  );
}
