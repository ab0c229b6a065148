import { Children, type ReactNode } from 'react';
import { absCents, toMoneyString } from '../../core/money.ts';
import { Amount } from '../amount.tsx';
import { formatDate } from '../../core/calendar-date.ts';
import type { LateSide } from '../../core/runway/forecast-totals.ts';
import type { Runway } from '../../core/runway/cash-runway.ts';
import { lateForecastsWords, lateSideWords, nothingLateWords, type Sentence } from '../../core/words/late-forecasts.ts';
import styles from './runway-headline.module.css';

/** The core's sentence with its parts drawn: keyed by their place, as a sentence's pieces never move. */
const drawn = (sentence: Sentence<ReactNode>) => Children.toArray(sentence);

/** One side of the late forecasts in words: the direction is said, so the amount is written without a sign. */
function LateAmount({ side, kind, currency }: { side: LateSide; kind: 'receipts' | 'payments'; currency: string }) {
  const amount = <Amount value={toMoneyString(absCents(side.remaining))} currency={currency} />;
  return (
    <span data-late={kind} data-count={side.count}>
      {drawn(lateSideWords(kind, amount, side.count))}
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
        {drawn(nothingLateWords())}
      </p>
    );
  const other = late.counted ? lows.lateLeftOut : lows.lateCounted;
  const sentence = lateForecastsWords<ReactNode>({
    counted: late.counted,
    receipts: <LateAmount side={late.receipts} kind="receipts" currency={currency} />,
    payments: <LateAmount side={late.payments} kind="payments" currency={currency} />,
    oldest: <time dateTime={oldest}>{formatDate(oldest, { dateStyle: 'long' })}</time>,
    otherLowest: (
      <span data-runway-other-lowest data-date={other.date}>
        <Amount value={toMoneyString(other.balance)} currency={currency} />
      </span>
    ),
  });
  return (
    <p className={styles.note} data-runway-late data-counted={late.counted}>
      {drawn(sentence)}
    </p>
  );
}
