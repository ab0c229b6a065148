import { addMonths, endOfMonth, startOfIsoWeek, startOfMonth, type Day } from '../calendar.ts';

export type Interval = 'day' | 'week' | 'month';
export const INTERVALS: readonly Interval[] = ['day', 'week', 'month'];

/** The period buckets of a window, the first and last clipped to it (ISO weeks run Monday to Sunday). */
export type Periods = { starts: Day[]; ends: Day[]; of: (day: Day) => number };

/** How many buckets the window touches, without building them (for period_too_long). */
export function countPeriods(from: Day, to: Day, interval: Interval): number {
  if (interval === 'day') return to - from + 1;
  if (interval === 'week') return (startOfIsoWeek(to) - startOfIsoWeek(from)) / 7 + 1;
  let months = 0;
  for (let month = startOfMonth(from); month <= to; month = addMonths(month, 1)) months++;
  return months;
}

export function buildPeriods(from: Day, to: Day, interval: Interval): Periods {
  const starts: Day[] = [];
  const ends: Day[] = [];
  for (let start = from; start <= to;) {
    const end = Math.min(to, periodEnd(start, interval));
    starts.push(start);
    ends.push(end);
    start = end + 1;
  }
  const byDay = new Int32Array(to - from + 1);
  starts.forEach((start, period) => byDay.fill(period, start - from, ends[period]! - from + 1));
  return { starts, ends, of: (day) => byDay[day - from]! };
}

function periodEnd(day: Day, interval: Interval): Day {
  if (interval === 'day') return day;
  if (interval === 'week') return startOfIsoWeek(day) + 6;
  return endOfMonth(day);
}
