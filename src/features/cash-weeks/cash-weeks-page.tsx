import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { versionQuery, versionsQuery } from '../../api/cash-weeks/cash-weeks-queries.ts';
import { referenceListQuery } from '../../api/queries/reference-queries.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { usePresentationMode } from '../../components/presentation/presentation-mode.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import type { Category } from '../../core/api/schemas/reference.ts';
import type { ForecastVersion } from '../../core/cash-weeks/contract.ts';
import type { CashWeeksTable } from '../../core/cash-weeks/table-model.ts';
import { compareWithVersion, largestMoves } from '../../core/cash-weeks/version-compare.ts';
import { cashWeeksSettings } from '../../core/views/cash-weeks/cash-weeks-settings.ts';
import { CashWeeksView } from './cash-weeks-view.tsx';
import { ScenarioChooser } from './scenario-chooser.tsx';
import { useCashWeeks } from './use-cash-weeks.ts';
import { useLinkScenarios } from './use-link-scenarios.ts';
import { LargestChanges } from './version-changes.tsx';
import { versionName } from './version-chooser.tsx';
import type { CellChanges } from './weeks-table.tsx';
import { WorkbookDownload } from './workbook-download.tsx';
import styles from './cash-weeks.module.css';

const MOVES_SHOWN = 8;
/** Below the table, asked after it: its code loads once the table is drawn. */
const AccuracySection = lazy(() => import('./accuracy-section.tsx').then((module) => ({ default: module.AccuracySection })));

/** /13-weeks: the direct-method 13-week cash flow, its scenarios, versions, accuracy and notes; every setting in the link. */
export function CashWeeksPage() {
  const search = useSearch({ from: '/13-weeks' });
  const settings = cashWeeksSettings(search);
  const linked = useLinkScenarios(search);
  const scenarios = linked?.scenarios ?? [];
  const shown = settings.scenarioIndex !== null && settings.scenarioIndex < scenarios.length ? settings.scenarioIndex : null;
  const scenarioShown = useMemo(() => (shown !== null && linked?.apply ? { scenario: linked.scenarios[shown]!, apply: linked.apply } : null), [shown, linked]);
  const weeks = useCashWeeks(settings, scenarioShown, linked !== null);
  const presenting = usePresentationMode();
  return (
    <div className={styles.page}>
      <h1>13-week cash flow</h1>
      {weeks.state === 'error' ? (
        <ErrorPanel error={weeks.error} subject="the 13 weeks" onRetry={weeks.retry} />
      ) : weeks.state === 'pending' ? (
        <Skeleton lines={10} label="Loading the 13 weeks" />
      ) : (
        <Compared versionId={settings.versionId} table={weeks.table}>
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
        </Compared>
      )}
    </div>
  );
}

type Comparison = { changes: CellChanges | null; beside: ReactNode };

/** The compared version, once loaded: the change beside each cell and the largest moves against the newest version's items. */
function Compared({ versionId, table, children }: { versionId: string | null; table: CashWeeksTable; children: (comparison: Comparison) => ReactNode }) {
  const chosen = useQuery({ ...versionQuery(versionId ?? ''), enabled: versionId !== null });
  const list = useQuery({ ...versionsQuery(), enabled: versionId !== null });
  const newestId = list.data?.versions[0]?.id;
  const newest = useQuery({ ...versionQuery(newestId ?? ''), enabled: versionId !== null && newestId !== undefined });
  // The same request the table was drawn from: answered from the cache.
  const categories = useQuery(referenceListQuery('categories'));
  const changes = useMemo(() => (chosen.data && categories.data ? changesOf(table, chosen.data, categories.data.items) : null), [table, chosen.data, categories.data]);
  if (versionId === null) return children({ changes: null, beside: null });
  if (chosen.error) return children({ changes: null, beside: <ErrorPanel error={chosen.error} subject="the version compared with" onRetry={() => void chosen.refetch()} /> });
  const moves = chosen.data && newest.data && newest.data.id !== chosen.data.id ? largestMoves(chosen.data.items, newest.data.items, MOVES_SHOWN, { currency: table.currency, firstWeek: table.weeks[0]!.from }) : null;
  const beside = chosen.data ? (
    moves ? (
      <LargestChanges moves={moves} since={versionName(chosen.data)} />
    ) : (
      <p>The changes beside each figure are since {versionName(chosen.data)}; the largest moves are listed once a later version is kept.</p>
    )
  ) : (
    <Skeleton lines={2} label="Loading the version compared with" />
  );
  return children({ changes, beside });
}

function changesOf(table: CashWeeksTable, version: ForecastVersion, categories: readonly Category[]): CellChanges {
  return new Map(compareWithVersion(table, version, categories).rows.map((row) => [row.key, row.cells]));
}
