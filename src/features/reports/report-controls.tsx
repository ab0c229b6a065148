import { lazy, Suspense } from 'react';
import { summaryGroupings, summaryIntervals } from '../../core/api/schemas/summary.ts';
import { oneOf } from '../../core/one-of.ts';
import type { ViewSearch } from '../../core/url-state/filter-search.ts';
import { useUpdateSearch } from '../../browser/use-view-search.ts';
import {
  chartKinds,
  compareModes,
  DEFAULT_TOP,
  rankedFlows,
  reportModes,
  reportUnits,
  type reportsSearchFields,
} from '../../core/views/reports/reports-search.ts';
import type { ReportSettings } from './use-report-settings.ts';
import styles from './reports.module.css';
import currencyStyles from './report-currency-control.module.css';

/**
 * The currency field and its choices load beside the figures, not before them (/reports sits at its
 * code budget); until then a disabled field of the same shape holds its place, so nothing moves.
 */
const ReportCurrencyControl = lazy(() =>
  import('./report-currency-control.tsx').then((module) => ({ default: module.ReportCurrencyControl })),
);

function CurrencyPlaceholder() {
  return (
    <div className={styles.control}>
      <label>
        Currency <input className={currencyStyles.input} disabled aria-label="Currency (loading)" />
      </label>
    </div>
  );
}

const groupingNames: Record<string, string> = {
  none: 'Nothing (cash flow)',
  category: 'Category',
  counterparty: 'Counterparty',
  label: 'Label',
  account: 'Account',
  activity: 'Activity (cash-flow statement)',
  direction: 'Direction',
};
const intervalNames: Record<string, string> = { day: 'Day', week: 'Week', month: 'Month' };
const topChoices = [3, 5, 8, 10, 15, 20, 30];

/** The report's own controls; a default is left out of the URL so shared links stay short. */
export function ReportControls({ settings }: { settings: ReportSettings }) {
  const updateSearch = useUpdateSearch();
  const set = (change: Partial<ViewSearch<typeof reportsSearchFields>>) => void updateSearch((previous) => ({ ...previous, ...change }));
  // Only counterparties rank by one flow: another grouping drops the choice from the link.
  const chooseGrouping = (value: string) => {
    const groupBy = oneOf(summaryGroupings, value);
    void updateSearch((previous) => ({ ...previous, group_by: groupBy, rank: groupBy === 'counterparty' ? previous.rank : undefined }));
  };
  const forecastMode = settings.mode === 'forecast_vs_actual';
  return (
    <div className={styles.controls}>
      <label className={styles.control}>
        Report
        <select value={settings.mode ?? 'flows'} onChange={(event) => set({ mode: oneOf(reportModes, event.target.value) })}>
          <option value="flows">Cash flow</option>
          <option value="forecast_vs_actual">Forecast vs actual</option>
        </select>
      </label>
      {!forecastMode && (
        <>
          <label className={styles.control}>
            Interval
            <select
              value={settings.interval}
              onChange={(event) => set({ interval: withoutDefault(oneOf(summaryIntervals, event.target.value), 'month') })}
            >
              {summaryIntervals.map((interval) => (
                <option key={interval} value={interval}>
                  {intervalNames[interval]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.control}>
            Group by
            <select value={settings.groupBy ?? 'none'} onChange={(event) => chooseGrouping(event.target.value)}>
              {['none', ...summaryGroupings].map((grouping) => (
                <option key={grouping} value={grouping}>
                  {groupingNames[grouping]}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <Suspense fallback={<CurrencyPlaceholder />}>
        <ReportCurrencyControl settings={settings} onChange={(currency) => set({ currency })} />
      </Suspense>
      {!forecastMode && (
        <label className={styles.control}>
          Compare with
          <select value={settings.compare ?? ''} onChange={(event) => set({ compare: oneOf(compareModes, event.target.value) })}>
            <option value="">Nothing</option>
            <option value="previous_period">Previous period</option>
            <option value="previous_year">Same period last year</option>
          </select>
        </label>
      )}
      <label className={styles.control}>
        Figures
        <select value={settings.units} onChange={(event) => set({ units: oneOf(reportUnits, event.target.value) })}>
          <option value="whole">Whole units</option>
          <option value="thousands">Thousands (k)</option>
          <option value="exact">Exact, to the cent</option>
        </select>
      </label>
      {settings.groupBy === 'counterparty' && !forecastMode && (
        <label className={styles.control}>
          Rank counterparties
          <select value={settings.rank ?? ''} onChange={(event) => set({ rank: oneOf(rankedFlows, event.target.value) })}>
            <option value="">By money moved, either way</option>
            <option value="inflows">Top customers (inflows)</option>
            <option value="outflows">Top suppliers (outflows)</option>
          </select>
        </label>
      )}
      {settings.groupBy && settings.groupBy !== 'activity' && !forecastMode && (
        <>
          <label className={styles.control}>
            Show
            <select value={settings.top} onChange={(event) => set({ top: withoutDefault(Number(event.target.value), DEFAULT_TOP) })}>
              {[...new Set([...topChoices, settings.top])]
                .sort((a, b) => a - b)
                .map((top) => (
                  <option key={top} value={top}>
                    Top {top} and Other
                  </option>
                ))}
            </select>
          </label>
          <label className={styles.control}>
            Chart
            <select
              value={settings.chart}
              onChange={(event) => set({ chart: withoutDefault(oneOf(chartKinds, event.target.value), 'bars') })}
            >
              <option value="bars">Stacked bars</option>
              <option value="lines">Lines (net)</option>
            </select>
          </label>
        </>
      )}
      {(settings.groupBy === 'category' || forecastMode) && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={settings.rollup}
            onChange={(event) => set({ rollup: event.target.checked ? 'parents' : undefined })}
          />
          Roll up into parent categories
        </label>
      )}
    </div>
  );
}

/** A default is left out of the link, so shared links stay short. */
function withoutDefault<Value>(value: Value, defaultValue: Value): Value | undefined {
  return value === defaultValue ? undefined : value;
}
