import { Suspense } from 'react';
import { FilterBar } from '../../components/filter-bar/filter-bar.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { LazyForecastVsActualReport } from './lazy-report-parts.ts';
import { ReportControls } from './report-controls.tsx';
import { reportsDefaultPeriod } from './reports-search.ts';
import { SummaryReport } from './summary-report.tsx';
import { useReportSettings } from './use-report-settings.ts';
import styles from './reports.module.css';

export function ReportsPage() {
  const settings = useReportSettings();
  return (
    <div className={styles.page}>
      <h1>{settings.mode === 'forecast_vs_actual' ? 'Forecast vs actual' : 'Cash-flow report'}</h1>
      <FilterBar filters={['window', 'bank', 'account', 'category', 'counterparty', 'label', 'direction']} defaultPeriod={reportsDefaultPeriod}>
        <ReportControls settings={settings} />
      </FilterBar>
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
