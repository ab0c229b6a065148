import { useState } from 'react';
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
 * offer. Beside the chart rather than in its lazy code: there before the chart is drawn. Built
 * only once opened: grouped bars make hundreds of cells the first render need not pay for.
 */
export function ChartFigures({ model, currency, title, search, drillOf }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.figures} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Show the chart’s figures as a table</summary>
      {open && <ReportTableView table={chartFiguresTable(model, title, drillOf ?? (() => null))} currency={currency} search={search} />}
    </details>
  );
}
