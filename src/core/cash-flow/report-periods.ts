import type { SummaryInterval } from '../api/schemas/summary.ts';
import { addDays, endOfMonth, minDate, startOfIsoWeek, type IsoDate } from '../calendar-date.ts';
import type { DateWindow } from '../date-window.ts';

export type Period = { start: IsoDate; end: IsoDate };

/**
 * The period buckets of a window as the API cuts them (ISO weeks, calendar months; the first
 * and last clipped to the window): grouped rows are sparse, the table still shows every period.
 */
export function reportPeriods(window: DateWindow, interval: SummaryInterval | (string & {})): Period[] {
  const periods: Period[] = [];
  for (let start = window.from; start <= window.to;) {
    const end = minDate(window.to, periodEnd(start, interval));
    periods.push({ start, end });
    start = addDays(end, 1);
  }
  return periods;
}

function periodEnd(day: IsoDate, interval: string): IsoDate {
  if (interval === 'week') return addDays(startOfIsoWeek(day), 6);
  if (interval === 'month') return endOfMonth(day);
  return day;
}
