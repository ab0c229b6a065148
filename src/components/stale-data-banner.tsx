import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { forgetStaleAnswersBefore, useRateLimitState } from '../api/rate-limit-state.ts';
import { localToday } from '../core/calendar-date.ts';
import styles from './banner.module.css';

/** Long enough for the API's minute window to move on, short enough that old figures do not linger. */
export const STALE_REFETCH_DELAY_MS = 30_000;

/**
 * The time of the server's copy in the reader's locale and time zone, with the date when it is not today.
 * @example formatStaleSince(Date.parse('2026-11-20T09:14:05Z')) // "10:14 AM" that day in Paris, en-US
 */
export function formatStaleSince(since: number, now = Date.now(), locale?: string): string {
  const sameDay = localToday(new Date(since)) === localToday(new Date(now));
  const style: Intl.DateTimeFormatOptions = sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, style).format(since);
}

/** Says when figures come from the server's older copy (the API's limit was spent), and refetches them. */
export function StaleDataBanner() {
  const { oldestStaleSince, staleAnswers } = useRateLimitState();
  const queryClient = useQueryClient();
  const refresh = useCallback(async () => {
    const started = Date.now();
    await queryClient.invalidateQueries();
    forgetStaleAnswersBefore(started);
  }, [queryClient]);

  // Every stale answer asks again later; the first fresh round of answers ends it.
  useEffect(() => {
    if (oldestStaleSince === null) return;
    const timer = setTimeout(() => void refresh(), STALE_REFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [refresh, oldestStaleSince, staleAnswers]);

  if (oldestStaleSince === null) return null;
  return (
    <div role="status" className={`${styles.banner} ${styles.warning}`}>
      <div>
        <strong>
          Some figures are from <time dateTime={new Date(oldestStaleSince).toISOString()}>{formatStaleSince(oldestStaleSince)}</time>.
        </strong>{' '}
        The API’s request limit was reached, so the server showed its last copy. They update by themselves once the limit lifts.
      </div>
      <button type="button" className={`button button-quiet ${styles.action}`} onClick={() => void refresh()}>
        Refresh now
      </button>
    </div>
  );
}
