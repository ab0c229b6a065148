import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { cashTodayQuery } from '../../../api/queries/summary-queries.ts';
import { ChartWhenVisible } from '../../../components/charts/chart-when-visible.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { today } from '../../../browser/page-meta.ts';
import { useUpdateSearch } from '../../../browser/use-view-search.ts';
import { RunwayAssumptions } from './runway-assumptions.tsx';
import { RunwayControls } from './runway-controls.tsx';
import { RunwayFiguresTable } from './runway-figures-table.tsx';
import { RunwayHeadline } from '../../../components/runway/runway-headline.tsx';
import { toRunwaySeries } from './to-runway-series.ts';
import { defaultRunwaySettings } from '../../../core/runway/runway-settings.ts';
import { useCashRunway } from '../../../components/runway/use-cash-runway.ts';
import { useForecastsSearch } from '../use-forecasts-search.ts';
import { carriesScenarios, FIRST_SCENARIO_TEXT } from '../../../core/scenarios/scenario-params.ts';
import styles from '../forecasts-page.module.css';

/** Recharts is fetched only once the figures are on screen. */
const RunwayChart = lazy(() => import('./runway-chart.tsx'));
/** Scenarios are fetched with their own code only when the reader or the link asks for one. */
const ScenarioWorkbench = lazy(() => import('../scenarios/scenario-workbench.tsx'));

/** The projection and its scenarios head the page, above the month: what the reader came to decide on. */
export function RunwaySection() {
  const { horizon, horizonWeeks, horizonEnd, minCash, countLate } = useForecastsSearch();
  const updateSearch = useUpdateSearch();
  const runway = useCashRunway({ horizon, horizonEnd, countLate, minCash });
  const { data: cash } = useQuery(cashTodayQuery(today()));
  const withScenarios = carriesScenarios(useSearch({ from: '/forecasts' }));

  return (
    <section aria-labelledby="runway-title" className={`card ${styles.runway}`}>
      <h2 id="runway-title">Projected cash</h2>
      <RunwayControls
        horizon={horizon}
        weeks={horizonWeeks}
        minCash={minCash}
        countLate={countLate}
        currency={cash?.currency}
        onChange={(change) =>
          updateSearch((previous) => ({
            ...previous,
            ...('horizon' in change
              ? { horizon: change.horizon === defaultRunwaySettings.horizon ? undefined : change.horizon, horizon_weeks: undefined }
              : {}),
            ...('min_cash' in change ? { min_cash: change.min_cash } : {}),
            ...('countLate' in change ? { overdue: change.countLate ? 'include' : undefined } : {}),
          }))
        }
      />
      {runway.state === 'pending' && (
        // Nearly as tall as the projection it stands for: the month below stays off the first screen until it has arrived.
        <div className={styles.runwayPending}>
          <Skeleton lines={5} label="Loading the projection" />
        </div>
      )}
      {runway.state === 'error' && <ErrorPanel error={runway.error} subject="the cash projection" onRetry={runway.retry} />}
      {runway.state === 'success' && (
        <>
          <RunwayHeadline data={runway} {...(withScenarios ? { label: 'Base case' } : {})} />
          {!withScenarios ? (
            <>
              <ChartWhenVisible>
                <RunwayChart {...toRunwaySeries(runway.runway, runway.currency, runway.thresholdSet ? runway.threshold : null)} />
              </ChartWhenVisible>
              <ChartNote />
              <RunwayFiguresTable runway={runway.runway} currency={runway.currency} />
              <div className={styles.whatIf}>
                <button
                  type="button"
                  className="button"
                  onClick={() => updateSearch((previous) => ({ ...previous, scenario1: FIRST_SCENARIO_TEXT }))}
                >
                  What if…?
                </button>
                <p>
                  Compare up to three scenarios with this projection: customers paying later, a hire, a deal that does not close. They live
                  in the link.
                </p>
              </div>
            </>
          ) : (
            <Suspense fallback={<Skeleton lines={8} label="Loading the scenarios" />}>
              <ScenarioWorkbench base={runway} />
              <ChartNote />
            </Suspense>
          )}
          <RunwayAssumptions data={runway} scenarios={withScenarios} />
        </>
      )}
    </section>
  );
}

function ChartNote() {
  return <p className={styles.chartNote}>End-of-day balances. The vertical axis is fitted to the projection and does not start at zero.</p>;
}
