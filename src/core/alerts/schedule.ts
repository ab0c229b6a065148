import { addDays, addMonths, isoWeekday, startOfMonth, type IsoDate } from '../calendar-date.ts';
import type { ScheduledCondition } from './contract.ts';
import { instantAt, localDate } from './zoned-time.ts';

/**
 * The next instant strictly after `after` a scheduled rule falls due, read in `timeZone`: a
 * weekly summary on its weekday at `hour`:00, a board pack on the Nth working day (Monday to
 * Friday; public holidays are not known) of each month at `hour`:00.
 * @example nextRun({ kind: 'weekly_summary', weekday: 1, hour: 8 }, new Date('2026-11-20T12:00:00Z'), 'Europe/Paris') // 2026-11-23T07:00:00Z
 */
export function nextRun(condition: ScheduledCondition, after: Date, timeZone: string): Date {
  const from = localDate(after, timeZone);
  const candidates =
    condition.kind === 'weekly_summary' ? weekdaysFrom(from, condition.weekday) : workingDaysFrom(from, condition.workingDay);
  for (const date of candidates) {
    const due = instantAt(date, condition.hour, timeZone);
    if (due > after) return due;
  }
  throw new Error(`No due time found after ${after.toISOString()}.`);
}

/** This week's and next week's `weekday` from `from` on: the first one may already be past its hour. */
function weekdaysFrom(from: IsoDate, weekday: number): IsoDate[] {
  // isoWeekday counts from 0 (Monday); the rule from 1.
  const first = addDays(from, (weekday - 1 - isoWeekday(from) + 7) % 7);
  return [first, addDays(first, 7)];
}

/** The Nth working day of this month and the next: this month's may already be past. */
function workingDaysFrom(from: IsoDate, workingDay: number): IsoDate[] {
  const month = startOfMonth(from);
  return [nthWorkingDay(month, workingDay), nthWorkingDay(addMonths(month, 1), workingDay)];
}

/** The Nth Monday-to-Friday day of the month starting on `monthStart` (N is at most 10, always inside the month). */
export function nthWorkingDay(monthStart: IsoDate, n: number): IsoDate {
  let counted = 0;
  for (let date = monthStart; ; date = addDays(date, 1)) {
    if (isoWeekday(date) < 5) counted += 1;
    if (counted === n) return date;
  }
}
