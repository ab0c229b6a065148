import type { Cents } from '../money.ts';
import { addDays, type IsoDate } from '../calendar-date.ts';
import type { Runway, RunwayPoint } from '../runway/cash-runway.ts';

export const WEEKS = 13;
/** The last day the 13 weeks reach: today plus 13 × 7 days. */
export const weeksEnd = (today: IsoDate): IsoDate => addDays(today, WEEKS * 7);

export type ProjectedWeek = {
  week: number;
  /** The day after the previous week's end (tomorrow for the first week). */
  from: IsoDate;
  to: IsoDate;
  closing: Cents;
  /** True for the week holding the lowest day of the projection. */
  holdsLow: boolean;
};

/** `start`: today's balance as booked, before the forecasts dated today (which the projection's first day holds). */
export type ThirteenWeeks = { start: RunwayPoint; weeks: ProjectedWeek[]; lowest: RunwayPoint; points: RunwayPoint[] };

/**
 * The runway's daily projection read as 13 weekly closing balances, each week ending 7 days
 * after the last, and the lowest day marked.
 */
export function thirteenWeeks(runway: Runway, today: IsoDate, bookedToday: Cents): ThirteenWeeks {
  const balanceOn = new Map(runway.points.map((point) => [point.date, point.balance]));
  const start = { date: today, balance: bookedToday };
  const weeks: ProjectedWeek[] = [];
  let carried = runway.points[0]?.balance ?? bookedToday;
  for (let week = 1; week <= WEEKS; week++) {
    const from = addDays(today, (week - 1) * 7 + 1);
    const to = addDays(today, week * 7);
    carried = balanceOn.get(to) ?? carried;
    const low = runway.lowest.date;
    weeks.push({ week, from, to, closing: carried, holdsLow: low >= from && low <= to });
  }
  return { start, weeks, lowest: runway.lowest, points: runway.points };
}
