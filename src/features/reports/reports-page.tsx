import { lazy, Suspense } from 'react';
import { FilterBar } from '../../components/filter-bar/filter-bar.tsx';
import { activeFilterCount, type FilterKind } from '../../components/filter-bar/filter-kinds.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { describeWindow } from '../../core/date-window.ts';
import { ReportControls } from './report-controls.tsx';
import { reportsDefaultPeriod } from '../../core/views/reports/reports-search.ts';
import { SummaryReport } from './summary-report.tsx';
import { type ReportSettings, useReportSettings } from './use-report-settings.ts';
import styles from './reports.module.css';

/** Forecast vs actual is a mode of its own: its code stays out of what the default report's first figure waits for. */
const LazyForecastVsActualReport = lazy(() =>
  import('./forecast-vs-actual-report.tsx').then((module) => ({ default: module.ForecastVsActualReport })),
);

const FILTERS: readonly FilterKind[] = ['window', 'bank', 'account', 'category', 'counterparty', 'label', 'direction'];

export function ReportsPage() {
  const settings = useReportSettings();
  return (
    <div className={styles.page}>
      <h1>{settings.mode === 'forecast_vs_actual' ? 'Forecast vs actual' : 'Cash-flow report'}</h1>
      {/* A phone folds the filters behind one line, so the first figures are on the first screen; wider screens always show them (CSS). */}
      <details className={styles.fold}>
        <summary>
          Filters and options <span className="muted">{filtersSummary(settings)}</span>
        </summary>
        <FilterBar filters={FILTERS} defaultPeriod={reportsDefaultPeriod}>
          <ReportControls settings={settings} />
        </FilterBar>
      </details>
      {settings.mode === 'forecast_vs_actual' ? (
        <Suspense fallback={<Skeleton lines={10} label="Loading forecasts and actuals" />}>
          <LazyForecastVsActualReport settings={settings} />
        </Suspense>
      ) : (
        <SummaryReport settings={settings} />
      )}
    </div>
  );
}

/** "Jan 1, 2026 – Nov 20, 2026 · filters: 2": what a phone reader sees of the folded filters. */
function filtersSummary({ search, window }: ReportSettings): string {
  return `${describeWindow(window)} · filters: ${activeFilterCount(search, FILTERS)}`;
}
