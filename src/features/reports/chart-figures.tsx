import { useMemo } from 'react';
import type { FilterSearch } from '../../lib/url-state/filter-search.ts';
import { chartFiguresTable } from './model/chart-figures-table.ts';
import type { ChartModel } from './model/chart-model.ts';
import type { DrillTarget } from './model/report-table.ts';
import { ReportTableView } from './report-table-view.tsx';
import styles from './reports.module.css';

type Props = {
  model: ChartModel;
  currency: string;
  title: string;
  search: FilterSearch;
  drillOf: ((pointIndex: number, seriesKey: string) => DrillTarget | null | undefined) | undefined;
};

/**
 * Every figure the chart draws, exact, folded away until asked for, as the other views' charts
 * offer. Beside the chart rather than in its lazy code: there before the chart is drawn.
 */
export function ChartFigures({ model, currency, title, search, drillOf }: Props) {
  const table = useMemo(() => chartFiguresTable(model, title, drillOf ?? (() => null)), [model, title, drillOf]);
  return (
    <details className={styles.figures}>
      <summary>Show the chart’s figures as a table</summary>
      <ReportTableView table={table} currency={currency} search={search} />
    </details>
  );
}
