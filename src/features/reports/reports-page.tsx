import { FilterBar } from '../../components/filter-bar/filter-bar.tsx';
import { ForecastVsActualReport } from './forecast-vs-actual-report.tsx';
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
      {settings.mode === 'forecast_vs_actual' ? <ForecastVsActualReport settings={settings} /> : <SummaryReport settings={settings} />}
    </div>
  );
}
