import { isApiError } from '../../api/api-error.ts';
import type { SummaryInterval } from '../../core/api/schemas/summary.ts';
import { resolvePeriod } from '../../core/date-window.ts';
import { today } from '../../browser/page-meta.ts';
import { type AnyViewSearch, useUpdateSearch } from '../../browser/use-view-search.ts';
import styles from './reports.module.css';

type Fix = { label: string; apply: (search: AnyViewSearch) => AnyViewSearch };

const coarser: Record<string, SummaryInterval[]> = { day: ['month', 'week'], week: ['month'] };

function shorterWindow(search: AnyViewSearch): AnyViewSearch {
  return { ...search, from: undefined, to: undefined, period: 'last_3_months' };
}

export type Refusal = 'too_many_groups' | 'period_too_long';

type Props = { error: unknown; code: Refusal; interval: string; direction: string | undefined };

/** A report the API refused for its size, with its fixes as buttons. */
export function ReportRefusal({ error, code, interval, direction }: Props) {
  const updateSearch = useUpdateSearch();
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
      <h2 id="report-refused">{code === 'too_many_groups' ? 'Too many groups for one report' : 'The window holds too many periods'}</h2>
      <p>
        {code === 'too_many_groups'
          ? 'The API returns at most 2,000 rows of periods × groups.' +
            ' Use a coarser interval, a shorter window, or a grouping with fewer groups (or filter to fewer of them).'
          : `The API computes at most 366 periods of one ${interval}.` +
            ` Use a coarser interval or a shorter window (the last 3 months run ${lastThree.from} to ${lastThree.to}).`}
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
