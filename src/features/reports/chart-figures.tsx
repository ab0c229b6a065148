import { type SyntheticEvent, useState } from 'react';
import type { FilterSearch } from '../../core/url-state/filter-search.ts';
import type { chartFiguresTable } from './model/chart-figures-table.ts';
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
 * offer. Beside the chart rather than in its lazy code: there before the chart is drawn. Built
 * from the first opening on, by code fetched then: grouped bars make hundreds of cells, and
 * /reports sits at its budget of code before the first figure.
 */
export function ChartFigures({ model, currency, title, search, drillOf }: Props) {
  const [build, setBuild] = useState<typeof chartFiguresTable | null>(null);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open && !build)
      void import('./model/chart-figures-table.ts').then((module) => setBuild(() => module.chartFiguresTable));
  };
  return (
    <details className={styles.figures} onToggle={onToggle}>
      <summary>Show the chart’s figures as a table</summary>
      {build && <ReportTableView table={build(model, title, drillOf ?? (() => null))} currency={currency} search={search} />}
    </details>
  );
}
