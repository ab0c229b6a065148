import { addDays, addMonths, isoWeekday, startOfMonth, type IsoDate } from '../calendar-date.ts';
import { instantAt, localDate } from './zoned-time.ts';

/** Every week on `weekday` (1 Monday … 7 Sunday) at `hour`:00, in the workspace's time zone. */
export type WeeklySchedule = { weekday: number; hour: number };

/** Every month on its Nth working day (Monday to Friday; public holidays are not known) at `hour`:00. */
export type MonthlySchedule = { workingDay: number; hour: number };

/**
 * The next instant strictly after `after` a weekly schedule falls due, read in `timeZone`.
 * @example nextWeekly({ weekday: 1, hour: 8 }, new Date('2026-11-20T12:00:00Z'), 'Europe/Paris') // 2026-11-23T07:00:00Z
 */
export function nextWeekly(schedule: WeeklySchedule, after: Date, timeZone: string): Date {
  return firstAfter(weekdaysFrom(localDate(after, timeZone), schedule.weekday), schedule.hour, after, timeZone);
}

/**
 * The next instant strictly after `after` a monthly schedule falls due, read in `timeZone`.
 * @example nextMonthly({ workingDay: 3, hour: 9 }, new Date('2026-10-31T12:00:00Z'), 'Europe/Paris') // 2026-11-04T08:00:00Z
 */
export function nextMonthly(schedule: MonthlySchedule, after: Date, timeZone: string): Date {
  return firstAfter(workingDaysFrom(localDate(after, timeZone), schedule.workingDay), schedule.hour, after, timeZone);
}

function firstAfter(candidates: IsoDate[], hour: number, after: Date, timeZone: string): Date {
  for (const date of candidates) {
    const due = instantAt(date, hour, timeZone);
    if (due > after) return due;
  }
  throw new Error(`No due time found after ${after.toISOString()}.`);
}

/** This week's and next week's `weekday` from `from` on: the first one may already be past its hour. */
function weekdaysFrom(from: IsoDate, weekday: number): IsoDate[] {
  // isoWeekday counts from 0 (Monday); the schedule from 1.
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
