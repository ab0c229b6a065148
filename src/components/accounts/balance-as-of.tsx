import { plural } from '../../core/words/words.ts';
import { daysBetween, formatDate, type IsoDate } from '../../core/calendar-date.ts';
import styles from './accounts-common.module.css';

/** The day a balance is for, flagged in words when it is not today's. */
export function BalanceAsOf({ date, today }: { date: IsoDate; today: IsoDate }) {
  const daysBehind = daysBetween(date, today);
  return (
    <span className={styles.asOf}>
      <time dateTime={date}>{formatDate(date, { dateStyle: 'medium' })}</time>
      {daysBehind > 0 && <span className={styles.behind}>not today · {plural(daysBehind, 'day')} old</span>}
    </span>
  );
}
