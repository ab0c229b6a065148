import { toMoneyString } from '../../core/money.ts';
import { Amount } from '../../components/amount.tsx';
import { formatDate } from '../../core/calendar-date.ts';
import { RunwayLateNote } from './runway-late-note.tsx';
import { RunwayStaleNote } from './runway-stale-note.tsx';
import type { CashRunwayData } from './use-cash-runway.ts';
import styles from './runway-headline.module.css';

const longDate = (date: string) => formatDate(date, { dateStyle: 'long' });

/** The projection in one sentence, above the chart: the figure a CFO reads first, and what it leaves out. */
export function RunwayHeadline({ data, label }: { data: CashRunwayData; label?: string }) {
  const { runway, currency, threshold, thresholdSet, horizonEnd } = data;
  const level = thresholdSet ? <Amount value={toMoneyString(threshold)} currency={currency} /> : 'zero';
  const crossing = runway.firstBelowThreshold;
  const lowest = (
    <span data-runway-lowest data-date={runway.lowest.date}>
      lowest <Amount value={toMoneyString(runway.lowest.balance)} currency={currency} /> on{' '}
      <time dateTime={runway.lowest.date}>{longDate(runway.lowest.date)}</time>
    </span>
  );
  return (
    <div className={`${styles.headline} ${crossing ? styles.headlineAlert : ''}`} data-runway-headline>
      <p className={styles.sentence}>
        {label && <>{label}: </>}
        {crossing ? (
          <>
            <span aria-hidden="true">⚠ </span>
            Cash falls below {level} on{' '}
            <time dateTime={crossing.date} data-runway-crossing>
              {longDate(crossing.date)}
            </time>
            ; {lowest}.
          </>
        ) : (
          <>
            Cash stays above {level} through <time dateTime={horizonEnd}>{longDate(horizonEnd)}</time>; {lowest}.
          </>
        )}
        {thresholdSet && runway.firstBelowZero && runway.firstBelowZero.date !== crossing?.date && (
          <>
            {' '}
            It goes below zero on <time dateTime={runway.firstBelowZero.date}>{longDate(runway.firstBelowZero.date)}</time>.
          </>
        )}
      </p>
      <RunwayStaleNote stale={data.staleAccounts} />
      <RunwayLateNote runway={runway} currency={currency} lookbackFrom={data.lookbackFrom} />
    </div>
  );
}
