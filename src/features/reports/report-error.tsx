import { isApiError } from '../../api/api-error.ts';
import type { SummaryInterval } from '../../api/schemas/summary.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { resolvePeriod } from '../../lib/date-window.ts';
import { today } from '../../lib/page-meta.ts';
import { type AnyViewSearch, useUpdateSearch } from '../../lib/url-state/use-view-search.ts';
import styles from './reports.module.css';

type Fix = { label: string; apply: (search: AnyViewSearch) => AnyViewSearch };

const coarser: Record<string, SummaryInterval[]> = { day: ['month', 'week'], week: ['month'] };

function shorterWindow(search: AnyViewSearch): AnyViewSearch {
  return { ...search, from: undefined, to: undefined, period: 'last_3_months' };
}

/**
 * The two refusals a report can run into get their fix as buttons; every other failure is
 * shown as it is, with a retry.
 */
type Props = { error: unknown; interval: string; direction: string | undefined; onRetry: () => void };

export function ReportError({ error, interval, direction, onRetry }: Props) {
  const updateSearch = useUpdateSearch();
  const code = isApiError(error) ? error.code : undefined;
  if (code !== 'too_many_groups' && code !== 'period_too_long') return <ErrorPanel error={error} subject="the report" onRetry={onRetry} />;
  const fixes: Fix[] = (coarser[interval] ?? []).map((next) => ({
    label: `Show by ${next}`,
    apply: (search) => ({ ...search, interval: next === 'month' ? undefined : next }),
  }));
  const lastThree = resolvePeriod('last_3_months', today());
  fixes.push({ label: 'Show the last 3 months', apply: shorterWindow });
  if (code === 'too_many_groups') {
    if (!direction) fixes.push({ label: 'Only outflows', apply: (search) => ({ ...search, direction: 'outflow' }) });
    fixes.push({ label: 'Remove the grouping', apply: (search) => ({ ...search, group_by: undefined }) });
  }
  return (
    <section role="alert" className={styles.notice} aria-labelledby="report-refused">
      <h2 id="report-refused">
        {code === 'too_many_groups' ? 'Too many groups for one report' : 'The window holds too many periods'}
      </h2>
      <p>
        {code === 'too_many_groups'
          ? 'The API returns at most 2,000 rows of periods × groups. Use a coarser interval, a shorter window, or a grouping with fewer groups (or filter to fewer of them).'
          : `The API computes at most 366 periods of one ${interval}. Use a coarser interval or a shorter window (the last 3 months run ${lastThree.from} to ${lastThree.to}).`}
      </p>
      <div className={styles.fixes}>
        {fixes.map((fix) => (
          <button key={fix.label} type="button" className="button" onClick={() => void updateSearch(fix.apply)}>
            {fix.label}
          </button>
        ))}
      </div>
      {isApiError(error) && (
        <p className="muted">
          API code <code>{code}</code>
          {error.requestId && (
            <>
              , request id <code>{error.requestId}</code>
            </>
          )}
        </p>
      )}
    </section>
  );
}
