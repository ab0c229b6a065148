import { addDays, addMonths, endOfMonth, type IsoDate, isoWeekday } from '../../calendar-date.ts';

/** A calendar month laid out in whole weeks, Monday first, with the days of the months around it. */
export type MonthGrid = {
  month: string;
  /** First and last day of the month itself. */
  monthStart: IsoDate;
  monthEnd: IsoDate;
  /** First and last day shown: the Monday on or before the 1st, the Sunday on or after the last day. */
  gridStart: IsoDate;
  gridEnd: IsoDate;
  weeks: IsoDate[][];
};

/** monthGrid("2026-02") covers 26 Jan 2026 to 1 Mar 2026 in five weeks. */
export function monthGrid(month: string): MonthGrid {
  const monthStart = `${month}-01`;
  const monthEnd = endOfMonth(monthStart);
  const gridStart = addDays(monthStart, -isoWeekday(monthStart));
  const gridEnd = addDays(monthEnd, 6 - isoWeekday(monthEnd));
  const weeks: IsoDate[][] = [];
  for (let monday = gridStart; monday <= gridEnd; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, day) => addDays(monday, day)));
  }
  return { month, monthStart, monthEnd, gridStart, gridEnd, weeks };
}

export function shiftMonth(month: string, step: number): string {
  return addMonths(`${month}-01`, step).slice(0, 7);
}

export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}
