import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { versionsByIdQuery, versionsQuery } from '../../api/cash-weeks/cash-weeks-queries.ts';
import { referenceListQuery } from '../../api/queries/reference-queries.ts';
import { summaryQuery } from '../../api/queries/summary-queries.ts';
import { today } from '../../browser/page-meta.ts';
import { useInView } from '../../browser/use-in-view.ts';
import { ChartWhenVisible } from '../../components/charts/chart-when-visible.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import { accuracy } from '../../core/cash-weeks/accuracy.ts';
import type { ForecastVersion } from '../../core/cash-weeks/contract.ts';
import { actualsByCategoryWeek, measuredWindow, versionsToMeasure } from './accuracy-inputs.ts';
import { AccuracyTables } from './accuracy-tables.tsx';
import styles from './cash-weeks.module.css';

const ErrorChart = lazy(() => import('./accuracy-chart.tsx').then((module) => ({ default: module.AccuracyChart })));

/**
 * How far the past weeks' forecasts were from what happened, 1, 4 and 13 weeks ahead: from the
 * versions kept (one a week) and the weeks' actuals by category. Below the table, asked once the
 * reader scrolls to it: its 26 versions are about 1.7 MB to read and check, which on a phone kept
 * the table's first seconds busy (issue 42: /13-weeks at 72 on Lighthouse's mobile preset).
 */
export function AccuracySection() {
  const [ref, seen] = useInView<HTMLElement>();
  const todayDate = today();
  const window = measuredWindow(todayDate);
  const list = useQuery({ ...versionsQuery(), enabled: seen });
  const ids = list.data ? versionsToMeasure(list.data, todayDate) : [];
  // One query for all of them: useQueries, which no view used, would have joined every route's shell.
  const versions = useQuery({ ...versionsByIdQuery(ids), enabled: seen && ids.length > 0 });
  const actuals = useQuery({ ...summaryQuery({ ...window, interval: 'week', group_by: 'category' }), enabled: seen });
  const categories = useQuery({ ...referenceListQuery('categories'), enabled: seen });
  const loaded: ForecastVersion[] | undefined = ids.length === 0 ? [] : versions.data;
  const ready = list.data && actuals.data && categories.data && loaded;
  return (
    // Not on paper: the table, its warnings and assumptions fill the one landscape page.
    <section ref={ref} aria-labelledby="accuracy-title" className={`${styles.section} ${styles.noPrint}`}>
      <h2 id="accuracy-title">How accurate past forecasts were</h2>
      {list.error ? (
        <WorkspaceProblem error={list.error} />
      ) : versions.error ? (
        <WorkspaceProblem error={versions.error} />
      ) : actuals.error || categories.error ? (
        <ErrorPanel error={actuals.error ?? categories.error} subject="the past weeks' actuals" onRetry={() => void actuals.refetch()} />
      ) : !ready ? (
        <Skeleton lines={5} label="Loading the past weeks" />
      ) : ids.length === 0 ? (
        <p>No version was kept in the 26 weeks before this one: accuracy is measured once versions have been kept for past weeks.</p>
      ) : (
        <Measured versions={loaded} actuals={actuals.data} categories={categories.data.items} />
      )}
    </section>
  );
}

function Measured({
  versions,
  actuals,
  categories,
}: {
  versions: ForecastVersion[];
  actuals: Parameters<typeof actualsByCategoryWeek>[0];
  categories: readonly { id: string; name: string }[];
}) {
  const report = accuracy(versions, actualsByCategoryWeek(actuals));
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const nameOf = (id: string | null) => (id === null ? 'Uncategorised' : (names.get(id) ?? 'Unknown category'));
  return (
    <>
      <AccuracyTables report={report} nameOf={nameOf} currency={actuals.currency} />
      <p className={styles.timingNote}>
        Each week is measured on its own: a receipt or payment that comes a week after its plan counts twice, missed in the week it was
        planned for and unplanned in the week it came. Two errors of about the same amount in adjacent weeks are timing, not amount.
      </p>
      <div className={styles.chart}>
        <ChartWhenVisible>
          <ErrorChart report={report} nameOf={nameOf} currency={actuals.currency} />
        </ChartWhenVisible>
      </div>
    </>
  );
}
