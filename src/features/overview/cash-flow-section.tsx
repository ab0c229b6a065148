import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { DataCompletenessNote } from '../../components/data-completeness-note.tsx';
import { ChartWhenVisible } from '../../components/charts/chart-when-visible.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { FilterBar } from '../../components/filter-bar/filter-bar.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { describeWindow } from '../../core/date-window.ts';
import { useFilterState } from '../../browser/use-view-search.ts';
import { CashSeriesTable } from './cash-series-table.tsx';
import { summaryQueryFor } from '../../api/queries/summary-queries.ts';
import { cashFlowSummaryRequest } from '../../core/views/overview/cash-flow-request.ts';
import { chooseInterval } from '../../core/views/overview/choose-interval.ts';
import { BalanceBridgeTable } from './balance-bridge-table.tsx';
import { FlowTiles } from './flow-tiles.tsx';
import { overviewDefaultPeriod } from '../../core/views/overview/overview-search.ts';
import { toCashSeries } from './to-cash-series.ts';
import styles from './overview.module.css';

const CashBalanceChart = lazy(() => import('./cash-balance-chart.tsx').then((module) => ({ default: module.CashBalanceChart })));

const INTERVAL_WORDS = { day: 'day', week: 'week', month: 'month' } as const;

/** Flows and the balance over the chosen window: one summary request feeds the tiles, the chart and its table. */
export function CashFlowSection() {
  const { window, search } = useFilterState(overviewDefaultPeriod);
  const interval = chooseInterval(window);
  const summary = useQuery({ ...summaryQueryFor(cashFlowSummaryRequest(search, window)), placeholderData: keepPreviousData });
  const points = useMemo(() => (summary.data ? toCashSeries(summary.data.rows, summary.data.interval) : []), [summary.data]);

  return (
    <section aria-labelledby="cash-flow-heading" className={styles.section}>
      <div className={styles.sectionHeading}>
        <h2 id="cash-flow-heading">Cash flow</h2>
        <span className="muted">
          <span className="visually-hidden">{describeWindow(window)}, </span>Grouped by {INTERVAL_WORDS[interval]}
          {summary.isPlaceholderData && <span role="status"> · updating…</span>}
        </span>
      </div>
      <div className={styles.filters}>
        <FilterBar filters={['window', 'bank', 'account']} defaultPeriod={overviewDefaultPeriod} />
      </div>
      {summary.isPending && <Skeleton lines={4} label="Loading cash flow" />}
      {summary.isError && <ErrorPanel error={summary.error} subject="the cash flow" onRetry={() => void summary.refetch()} />}
      {summary.data && (
        <>
          <DataCompletenessNote window={window} scope={{ account_id: search.account_id, bank_id: search.bank_id }} />
          <FlowTiles summary={summary.data} />
          <BalanceBridgeTable summary={summary.data} scope={{ account_id: search.account_id, bank_id: search.bank_id }} />
          {!summary.data.has_data && <p className={`muted ${styles.empty}`}>No movements in this window; the balance is still drawn.</p>}
          <figure className={`card ${styles.chart}`} aria-labelledby="cash-chart-caption" data-periods={points.length}>
            <figcaption id="cash-chart-caption" className="muted">
              Balance and flows per {INTERVAL_WORDS[interval]}, in {summary.data.currency}
              {summary.data.conversion.converted ? ', converted at each day’s rate' : ''}
            </figcaption>
            {/* Drawn for the eye; the table under it gives a screen reader the same figures, exact. */}
            <div className={styles.chartFrame} aria-hidden="true">
              <ChartWhenVisible>
                <CashBalanceChart points={points} currency={summary.data.currency} />
              </ChartWhenVisible>
            </div>
            <CashSeriesTable points={points} currency={summary.data.currency} />
          </figure>
        </>
      )}
    </section>
  );
}
