import { plural } from '../../core/words/words.ts';
import { absCents, toMoneyString } from '../../core/money.ts';
import { Amount } from '../amount.tsx';
import { formatDate } from '../../core/calendar-date.ts';
import type { LateSide } from '../../core/runway/forecast-totals.ts';
import type { Runway } from '../../core/runway/cash-runway.ts';
import styles from './runway-headline.module.css';

/** One side of the late forecasts in words: the direction is said, so the amount is written without a sign. */
function LateAmount({ side, kind, currency }: { side: LateSide; kind: 'receipts' | 'payments'; currency: string }) {
  return (
    <span data-late={kind} data-count={side.count}>
      late {kind} of <Amount value={toMoneyString(absCents(side.remaining))} currency={currency} />{' '}
      {kind === 'receipts' ? 'to collect' : 'to pay'} ({plural(side.count, 'forecast')})
    </span>
  );
}

/**
 * What the headline's low does and does not count, beside it: late receipts and late payments
 * apart, and the low the other choice would give, so neither reading hides the other.
 */
export function RunwayLateNote({ runway, currency }: { runway: Runway; currency: string }) {
  const { late, lows } = runway;
  const { oldest } = late;
  if (oldest === null)
    return (
      <p className={styles.note} data-runway-late>
        No receipt or payment is late.
      </p>
    );
  const sides = (
    <>
      <LateAmount side={late.receipts} kind="receipts" currency={currency} /> and{' '}
      <LateAmount side={late.payments} kind="payments" currency={currency} />, the oldest from{' '}
      <time dateTime={oldest}>{formatDate(oldest, { dateStyle: 'long' })}</time>
    </>
  );
  const other = late.counted ? lows.lateLeftOut : lows.lateCounted;
  const otherLow = (
    <span data-runway-other-lowest data-date={other.date}>
      <Amount value={toMoneyString(other.balance)} currency={currency} />
    </span>
  );
  return (
    <p className={styles.note} data-runway-late data-counted={late.counted}>
      {late.counted ? (
        <>
          Counted as arriving today: {sides}. Without them the lowest is {otherLow}.
        </>
      ) : (
        <>
          Not counted: {sides}. If they all arrived today the lowest would be {otherLow}.
        </>
      )}
    </p>
  );
}
