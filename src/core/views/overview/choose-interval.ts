import type { SummaryInterval } from '../../api/schemas/summary.ts';
import { daysBetween } from '../../calendar-date.ts';
import type { DateWindow } from '../../date-window.ts';

/** Longest window drawn in weeks: about three months, 13 bars or so. */
const MAX_WEEKLY_DAYS = 92;
const MAX_DAILY_DAYS = 31;

/** The period bucket that keeps a cash chart readable: days up to a month, weeks up to ~3 months, then months. */
export function chooseInterval(window: DateWindow): SummaryInterval {
  const days = daysBetween(window.from, window.to) + 1;
  if (days <= MAX_DAILY_DAYS) return 'day';
  if (days <= MAX_WEEKLY_DAYS) return 'week';
  return 'month';
}
