import { daysBetween, localToday, type IsoDate } from '../core/calendar-date.ts';
import { today } from './page-meta.ts';

/**
 * The workspace's own moments (a member last seen, a rule firing since, a view saved, an audit
 * event) come from the server's clock, while a demo that pins its "today" shows figures of that
 * day: "last seen 1 Dec" beside the cash of 20 Nov reads as a clock gone wrong. On a pinned
 * calendar each moment moves by the whole days between the two todays, its time of day kept
 * (local days, so a change of summer time between them does not move the hour).
 * onPinnedCalendar("2026-12-01T09:30", "2026-11-20", <a clock on 1 Dec>) → 20 Nov, 09:30
 */
export function onPinnedCalendar(instant: string | number, pinned: IsoDate = today(), clock = new Date()): Date {
  const moment = new Date(instant);
  moment.setDate(moment.getDate() + daysBetween(localToday(clock), pinned));
  return moment;
}
