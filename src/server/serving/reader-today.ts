import { isIsoDate, type IsoDate } from '../../core/calendar-date.ts';

/** Written by the app (src/app/reader-time-zone.ts): the reader's IANA time zone. */
export const READER_TIME_ZONE_COOKIE = 'reader_tz';

/** Longer than any IANA zone name ("America/Argentina/ComodRivadavia" is 32): anything longer is not one. */
const MAX_ZONE_LENGTH = 64;

/**
 * The reader's today, as the app computes it in the browser (its local date), from the time
 * zone their browser last reported; null without a valid zone, so nothing is guessed.
 */
export function readerToday(timeZone: string | undefined, now: Date = new Date()): IsoDate | null {
  if (!timeZone || timeZone.length > MAX_ZONE_LENGTH) return null;
  let date: string;
  try {
    // en-CA writes dates as YYYY-MM-DD.
    date = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return null;
  }
  return isIsoDate(date) ? date : null;
}
