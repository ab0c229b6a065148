import { formatDate, type IsoDate } from '../../core/calendar-date.ts';

/** "October 2026" for "2026-10". */
export function monthName(month: string): string {
  return formatDate(`${month}-01`, { month: 'long', year: 'numeric' });
}

/** "Oct 2026" for any day of that month. */
export function shortMonth(date: IsoDate): string {
  return formatDate(date, { month: 'short', year: 'numeric' });
}

/** "Oct 31, 2026" in the reader's locale. */
export function packDate(date: IsoDate): string {
  return formatDate(date, { day: 'numeric', month: 'short', year: 'numeric' });
}
