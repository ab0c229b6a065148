import { agreeing } from '../../core/words/words.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { narrowsAccounts } from '../../core/api/filter-params.ts';
import { forecastsInWindowQuery } from '../../api/queries/forecast-queries.ts';
import { relationId } from '../../core/api/schemas/common.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { rootOf } from '../../core/category-tree.ts';
import { today } from '../../browser/page-meta.ts';
import { buildForecastTable } from './model/build-forecast-table.ts';
import { toForecastChart } from './model/chart-model.ts';
import { groupDrillFilter } from './model/drill-filter.ts';
import { alignForecastVsActual, categoryTreeOrder, planCoverage } from '../../core/cash-flow/forecast-vs-actual.ts';
import { groupLabel } from './model/group-labels.ts';
import { describeMonths, periodLabel } from './model/period-label.ts';
import { toGroupedRows } from '../../core/cash-flow/grouped-rows.ts';
import { reportPeriods } from '../../core/cash-flow/report-periods.ts';
import { DataCompletenessNote } from '../../components/data-completeness-note.tsx';
import { ConversionNote } from './conversion-note.tsx';
import { ReportChartSlot } from './report-chart-slot.tsx';
import { ReportError } from './report-error.tsx';
import { ReportTableSection } from './report-table-section.tsx';
import { useGroupReferences } from './use-group-references.ts';
import { useKeptCurrencySummaries } from './use-kept-currency-summaries.ts';
import { forecastActualsQuery } from '../../core/views/reports/report-summaries.ts';
import type { ReportSettings } from './use-report-settings.ts';
import styles from './reports.module.css';

/**
 * Actual flows per month and category (summary: one request) beside the forecasts of the same
 * months (all pages of /forecasts). Actuals stop at today; forecasts run to the window's end.
 */
export function ForecastVsActualReport({ settings }: { settings: ReportSettings }) {
  const { window, filters } = settings;
  const hasPast = window.from <= today();
  const { current: actuals } = useKeptCurrencySummaries({ current: forecastActualsQuery(settings), previous: null, enabled: hasPast });
  const forecasts = useQuery(forecastsInWindowQuery({ ...filters, ...window }));
  const references = useGroupReferences('category');
  const currency = actuals.data?.currency ?? settings.currency;
  const model = useMemo(() => {
    if ((hasPast && !actuals.data) || !forecasts.data || !references.refs.categories || !currency) return null;
    const byId = references.refs.categories;
    const keyOf = (id: string) => {
      const category = byId.get(id);
      return settings.rollup && category ? rootOf(category, byId).id : id;
    };
    const result = alignForecastVsActual({
      months: reportPeriods(window, 'month'),
      actuals: actuals.data ? toGroupedRows(actuals.data.rows) : [],
      forecasts: forecasts.data.items.map((forecast) => ({ ...forecast, category: relationId(forecast.category) })),
      currency,
      today: today(),
      keyOf,
      order: categoryTreeOrder(references.categoryList),
    });
    const table = buildForecastTable({
      result,
      window,
      directions: !filters.direction,
      label: (category) => groupLabel('category', category, references.refs),
      drill: (category) => groupDrillFilter('category', [category], { categories: references.categoryList, rollup: settings.rollup }),
    });
    return { result, table, chart: toForecastChart(result), coverage: planCoverage(result) };
  }, [
    hasPast,
    actuals.data,
    forecasts.data,
    references.refs,
    references.categoryList,
    currency,
    window,
    filters.direction,
    settings.rollup,
  ]);

  if (actuals.error)
    return <ReportError error={actuals.error} interval="month" direction={filters.direction} onRetry={() => void actuals.refetch()} />;
  if (forecasts.error) return <ErrorPanel error={forecasts.error} subject="the forecasts" onRetry={() => void forecasts.refetch()} />;
  if (references.error) return <ErrorPanel error={references.error} subject="the categories" onRetry={references.refetch} />;
  if (!currency) {
    return <p className="card">The window starts after today: choose a report currency to compare forecasts with no actuals yet.</p>;
  }
  if (!model) return <Skeleton lines={10} label="Loading forecasts and actuals" />;
  // Months not started yet have no transactions to open.
  const drillOf = (index: number) => {
    const month = model.result.months[index];
    return month && month.timing !== 'future' ? { period: month, filter: null } : null;
  };
  const current = model.result.months.find((month) => month.timing === 'current');
  return (
    <div className={styles.page}>
      {actuals.data && <ConversionNote summary={actuals.data} />}
      {actuals.data && <DataCompletenessNote window={actuals.data.window} scope={filters} />}
      <p className={`muted ${styles.footnote}`}>
        Forecast figures are sums of forecast amounts as planned. Actuals follow the cash-flow view: transfers between own accounts,
        excluded movements and duplicates are left out. Actuals stop at today
        {current ? `: ${periodLabel(current, 'month')} holds actuals so far` : ''}; later months show forecasts only. A variance is the
        actual less the forecast; its percentage is of the forecast’s size, so above zero is more cash than planned, coming in or going out.
        {model.result.skipped.count > 0 &&
          ` ${model.result.skipped.count} forecast(s) in ${model.result.skipped.currencies.join(', ')}` +
            ` are left out: the API gives no rate to convert them to ${currency}.`}
        {narrowsAccounts(filters) && ' Forecasts have no bank or account: those filters narrow the actuals only.'}
      </p>
      {!model.coverage.totalComparable && (
        <p className={`muted ${styles.footnote}`}>
          {model.coverage.unplanned.length > 0 &&
            `No forecast is dated in ${describeMonths(model.coverage.unplanned)}` +
              `: ${agreeing(model.coverage.unplanned.length, 'it shows', 'they show')} “no plan” and no variance. `}
          The total shows no variance: that needs a plan and actuals in every month of the window.
        </p>
      )}
      <ReportChartSlot
        model={model.chart}
        currency={currency}
        title="Actual against forecast net per month"
        search={settings.search}
        drillOf={drillOf}
      />
      <ReportTableSection
        table={model.table}
        currency={currency}
        search={settings.search}
        filename={`forecast-vs-actual_${window.from}_${window.to}.csv`}
        units={settings.units}
      />
    </div>
  );
}
