import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useId } from 'react';
import { versionsQuery } from '../../api/cash-weeks/cash-weeks-queries.ts';
import type { VersionSummary } from '../../core/cash-weeks/contract.ts';
import { formatDate } from '../../core/calendar-date.ts';
import styles from './cash-weeks.module.css';

// Its words load only when the list of versions fails: the 13 weeks' first figures do not wait for them.
const WorkspaceProblem = lazy(() =>
  import('../../components/workspace-problem/workspace-problem.tsx').then((module) => ({ default: module.WorkspaceProblem })),
);

const kindWords: Record<VersionSummary['kind'], string> = { scheduled: 'weekly', saved: 'saved', reconstructed: 'rebuilt' };

/** "Mon 16 Nov 2026, weekly, by Ada Lovelace": a version named by when, how and who. */
export function versionName(version: VersionSummary): string {
  const day = formatDate(version.takenAt.slice(0, 10), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return `${day}, ${kindWords[version.kind]}, by ${version.takenBy}`;
}

/** The earlier version to compare with, kept in the link as `version`. */
export function VersionChooser() {
  const id = useId();
  const search = useSearch({ from: '/13-weeks' });
  const navigate = useNavigate({ from: '/13-weeks' });
  const list = useQuery(versionsQuery());
  if (list.error)
    return (
      <Suspense fallback={null}>
        <WorkspaceProblem error={list.error} />
      </Suspense>
    );
  const versions = list.data ?? [];
  return (
    <div className={styles.versionField}>
      <label htmlFor={id}>Compare with version</label>
      <select
        id={id}
        value={search.version ?? ''}
        disabled={!list.data}
        onChange={(event) => void navigate({ to: '.', search: (previous) => ({ ...previous, version: event.target.value || undefined }) })}
      >
        <option value="">{list.data ? 'None' : 'Loading versions…'}</option>
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            {versionName(version)}
          </option>
        ))}
      </select>
    </div>
  );
}
