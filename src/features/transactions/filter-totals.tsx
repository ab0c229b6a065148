import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { Amount } from '../../components/amount.tsx';
import { DataCompletenessNote } from '../../components/data-completeness-note.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import type { CompletenessScope } from '../../core/data-completeness.ts';
import type { DateWindow } from '../../core/date-window.ts';
import { describeTotalsConversion, TOTALS_SCOPE } from './filter-totals-note.ts';
import styles from './filter-totals.module.css';

type Props = { totals: UseQueryResult<Summary>; window: DateWindow; scope: CompletenessScope };

/** Inflows, outflows, net and count of the filters, as the API totals them, with what they leave out. */
export function FilterTotals({ totals, window, scope }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.totals}>
      <h2 id={headingId} className={styles.heading}>
        Totals of these filters
      </h2>
      {totals.isPending ? (
        <Skeleton lines={1} label="Loading the totals" />
      ) : totals.isError ? (
        <ErrorPanel error={totals.error} subject="the totals" onRetry={() => void totals.refetch()} />
      ) : (
        <TotalsFigures summary={totals.data} />
      )}
      <DataCompletenessNote window={window} scope={scope} />
    </section>
  );
}

function TotalsFigures({ summary }: { summary: Summary }) {
  const { totals, currency } = summary;
  return (
    <>
      <dl className={styles.figures}>
        <div data-total="inflows">
          <dt>Inflows</dt>
          <dd>
            <Amount value={totals.inflows} currency={currency} signed />
          </dd>
        </div>
        <div data-total="outflows">
          <dt>Outflows</dt>
          <dd>
            <Amount value={totals.outflows} currency={currency} signed />
          </dd>
        </div>
        <div data-total="net">
          <dt>Net</dt>
          <dd>
            <Amount value={totals.net} currency={currency} signed />
          </dd>
        </div>
        <div data-total="count">
          <dt>Movements counted</dt>
          <dd className="tabular" data-count={totals.count}>
            {totals.count.toLocaleString()}
          </dd>
        </div>
      </dl>
      <p className={styles.scope}>
        {TOTALS_SCOPE} {describeTotalsConversion(summary)}
      </p>
    </>
  );
}
