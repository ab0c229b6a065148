import { onPinnedCalendar } from '../../browser/pinned-calendar.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { type AuditFilters, auditQuery, auditSearch } from '../../api/workspace/workspace-queries.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import { AUDIT_ACTIONS, auditActionSchema, type AuditEvent, workspacePaths } from '../../core/workspace/contract.ts';
import { actionLabel, auditSummary } from './audit-labels.ts';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import styles from './team.module.css';

const at = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The audit trail, newest first, filtered by dates, person and action, a page at a time; the CSV takes the same filters. */
export function AuditTrail() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const trail = useInfiniteQuery(auditQuery(filters));
  const events = useMemo(() => trail.data?.pages.flatMap((page) => page.events) ?? [], [trail.data]);
  const keptForDays = trail.data?.pages[0]?.keptForDays;
  return (
    <section aria-labelledby="audit-title" className={styles.section}>
      <h2 id="audit-title">Audit trail</h2>
      {/* Its line held while the trail loads: arriving with the events, it pushed the filters down. */}
      <p className="muted" aria-busy={keptForDays === undefined}>
        Events are kept for <span className={styles.days}>{keptForDays ?? '…'}</span> days.
      </p>
      <AuditFilterForm filters={filters} onApply={setFilters} />
      <p>
        <a className="button" href={`${workspacePaths.auditCsv}${auditSearch(filters)}`} download>
          Download CSV
        </a>
      </p>
      {trail.error ? (
        <WorkspaceProblem error={trail.error} />
      ) : !trail.data ? (
        <Skeleton lines={6} label="Loading the audit trail" />
      ) : events.length === 0 ? (
        <p>No event matches these filters.</p>
      ) : (
        <AuditTable events={events} />
      )}
      {trail.hasNextPage && (
        <button type="button" className="button" onClick={() => void trail.fetchNextPage()} disabled={trail.isFetchingNextPage}>
          {trail.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}

function AuditTable({ events }: { events: AuditEvent[] }) {
  return (
    <WideTableScroll label="Audit events" lastColumn="From">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Who</th>
            <th scope="col">Details</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                <time dateTime={event.at}>{at.format(onPinnedCalendar(event.at))}</time>
              </th>
              <td>{actionLabel(event.action)}</td>
              <td>
                <bdi>{event.actor}</bdi>
              </td>
              <td>
                <bdi>{auditSummary(event) || '—'}</bdi>
              </td>
              <td>{event.from ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </WideTableScroll>
  );
}

function AuditFilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const set = (field: keyof AuditFilters, value: string) => setDraft((previous) => ({ ...previous, [field]: value || undefined }));
  return (
    <form
      className={styles.filters}
      aria-label="Filter the audit trail"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          className={styles.control}
          type="date"
          value={draft.from ?? ''}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          className={styles.control}
          type="date"
          value={draft.to ?? ''}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-actor`}>Person</label>
        <input
          id={`${id}-actor`}
          className={styles.control}
          type="search"
          value={draft.actor ?? ''}
          maxLength={200}
          onChange={(event) => set('actor', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-action`}>Action</label>
        <select
          id={`${id}-action`}
          className={styles.control}
          value={draft.action ?? ''}
          onChange={(event) => setDraft((previous) => ({ ...previous, action: auditActionSchema.safeParse(event.target.value).data }))}
        >
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary">
        Apply
      </button>
    </form>
  );
}
