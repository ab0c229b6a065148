import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { accountsQuery } from '../../api/queries/reference-queries.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { describeWindow } from '../../core/date-window.ts';
import { CashFlowSection } from './cash-flow-section.tsx';
import { DataCompletenessNote } from '../../components/data-completeness-note.tsx';
import { ConversionNote } from './conversion-note.tsx';
import { windowLabel } from './model/period-label.ts';
import { ReportError } from './report-error.tsx';
import { TotalsStrip } from './totals-strip.tsx';
import { useGroupReferences } from './use-group-references.ts';
import { useReportSummaries } from './use-report-summaries.ts';
import { useReportBalances } from './use-report-balances.ts';
import type { ReportSettings } from './use-report-settings.ts';
import styles from './reports.module.css';

/**
 * A grouped report's code comes with its grouping: the default report, by period alone, never
 * runs it. Asked for as soon as the grouping is known, it arrives beside the summary, not after it.
 */
const importActivitySection = () => import('./activity-section.tsx');
const importGroupedSection = () => import('./grouped-section.tsx');
const ActivitySection = lazy(() => importActivitySection().then((module) => ({ default: module.ActivitySection })));
const GroupedSection = lazy(() => importGroupedSection().then((module) => ({ default: module.GroupedSection })));
/** The team's notes come after the figures they comment on, and so does their code. */
const ReportNotes = lazy(() => import('./report-notes.tsx').then((module) => ({ default: module.ReportNotes })));

/** The cash-flow report: one summary request per filter change, two when comparing. */
export function SummaryReport({ settings }: { settings: ReportSettings }) {
  const { current, previous, previousWindow } = useReportSummaries(settings);
  const references = useGroupReferences(settings.groupBy);
  // The figures come with what qualifies them: the accounts say how complete the flows are, and their note arriving
  // after the figures pushed the chart down (a layout shift of 0.04 on a phone). Asked with the page's first requests.
  const accounts = useQuery(accountsQuery());
  // The answers arrive through the query cache's store, whose updates React draws at once, in one task: deferred, the
  // report is drawn in a background render that yields to the browser every few milliseconds (a phone stays responsive).
  const shownSummary = useDeferredValue(current.data);
  const shownEarlier = useDeferredValue(previous?.data ?? null);
  // Asked beside the grouped summary, not once the grouped table's code has arrived; by activity the statement has its own.
  const balances = useReportBalances(settings, settings.groupBy !== null && settings.groupBy !== 'activity' && !settings.rank);
  useEffect(() => {
    if (settings.groupBy === 'activity') void importActivitySection();
    else if (settings.groupBy) void importGroupedSection();
  }, [settings.groupBy]);
  if (current.error) {
    return (
      <ReportError
        error={current.error}
        interval={settings.interval}
        direction={settings.search.direction}
        onRetry={() => void current.refetch()}
      />
    );
  }
  if (previous?.error) return <ErrorPanel error={previous.error} subject="the comparison window" onRetry={() => void previous.refetch()} />;
  if (current.isPending || previous?.isPending || references.isPending || accounts.isPending || shownSummary === undefined)
    return <Skeleton lines={10} label="Loading the report" />;
  const summary = shownSummary;
  const earlier = shownEarlier;
  return (
    <div className={styles.page} aria-busy={current.isFetching}>
      {/* Without the names the figures still stand: groups then show as "Unknown … <id>". */}
      {references.error && <ErrorPanel error={references.error} subject="the names of the groups" onRetry={references.refetch} />}
      {!summary.has_data ? (
        <p className={`card ${styles.empty}`} role="status">
          No transactions match these filters in this window.
        </p>
      ) : (
        <TotalsStrip
          totals={summary.totals}
          previous={earlier?.totals ?? null}
          earlierLabel={earlier ? windowLabel(earlier.window) : null}
          currency={summary.currency}
        />
      )}
      {/* Under the totals they qualify, not above: notes that arrive with their own code must not push the first figures down. */}
      <ConversionNote summary={summary} />
      <DataCompletenessNote window={summary.window} scope={settings.filters} />
      {previousWindow && (
        <p className={`muted ${styles.footnote}`}>Changes compare with {describeWindow(previousWindow)}, period by period in order.</p>
      )}
      {summary.has_data && (
        <Suspense fallback={<Skeleton lines={8} label="Loading the report’s table" />}>
          {summary.group_by === null ? (
            <CashFlowSection summary={summary} previous={earlier} settings={settings} />
          ) : summary.group_by === 'activity' ? (
            <ActivitySection summary={summary} previous={earlier} settings={settings} categoryList={references.categoryList} />
          ) : (
            <GroupedSection
              summary={summary}
              previous={earlier}
              settings={settings}
              refs={references.refs}
              categoryList={references.categoryList}
              balances={balances}
            />
          )}
        </Suspense>
      )}
      <Suspense fallback={null}>
        <ReportNotes window={settings.window} categoryIds={settings.filters.category_id} />
      </Suspense>
    </div>
  );
}
