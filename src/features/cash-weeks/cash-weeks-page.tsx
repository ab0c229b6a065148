import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { usePresentationMode } from '../../components/presentation/presentation-mode.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { cashWeeksSettings } from '../../core/views/cash-weeks/cash-weeks-settings.ts';
import { CashWeeksView } from './cash-weeks-view.tsx';
import { ScenarioChooser } from './scenario-chooser.tsx';
import { useCashWeeks } from './use-cash-weeks.ts';
import { useLinkScenarios } from './use-link-scenarios.ts';
import { ComparedVersion } from './compared-version.tsx';
import { WorkbookDownload } from './workbook-download.tsx';
import styles from './cash-weeks.module.css';

/** Below the table, asked after it: its code loads once the table is drawn. */
const AccuracySection = lazy(() => import('./accuracy-section.tsx').then((module) => ({ default: module.AccuracySection })));

/** /13-weeks: the direct-method 13-week cash flow, its scenarios, versions, accuracy and notes; every setting in the link. */
export function CashWeeksPage() {
  const search = useSearch({ from: '/13-weeks' });
  const settings = cashWeeksSettings(search);
  const linked = useLinkScenarios(search);
  const scenarios = linked?.scenarios ?? [];
  const shown = settings.scenarioIndex !== null && settings.scenarioIndex < scenarios.length ? settings.scenarioIndex : null;
  const scenarioShown = useMemo(
    () => (shown !== null && linked?.apply ? { scenario: linked.scenarios[shown]!, apply: linked.apply } : null),
    [shown, linked],
  );
  const weeks = useCashWeeks(settings, scenarioShown, linked !== null);
  const presenting = usePresentationMode();
  return (
    <div className={styles.page}>
      <h1>13-week cash flow</h1>
      {weeks.state === 'error' ? (
        <ErrorPanel error={weeks.error} subject="the 13 weeks" onRetry={weeks.retry} />
      ) : weeks.state === 'pending' ? (
        <Skeleton
          lines={10}
          label={weeks.waitingFor === 'run rate' ? 'Loading the run rate of past months for this scenario' : 'Loading the 13 weeks'}
        />
      ) : (
        <ComparedVersion versionId={settings.versionId} table={weeks.table} answers={weeks.answers}>
          {(comparison) => (
            <CashWeeksView
              table={weeks.table}
              settings={settings}
              changes={comparison.changes}
              scenarioDifference={weeks.scenarioDifference}
              controls={
                <>
                  <ScenarioChooser scenarios={scenarios} shown={shown} />
                  {!presenting && <WorkbookDownload table={weeks.table} />}
                </>
              }
              beside={comparison.beside}
              below={
                <Suspense fallback={<Skeleton lines={4} label="Loading the accuracy of past forecasts" />}>
                  <AccuracySection />
                </Suspense>
              }
            />
          )}
        </ComparedVersion>
      )}
    </div>
  );
}
