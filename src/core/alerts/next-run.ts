import { nextMonthly, nextWeekly } from '../time/schedule.ts';
import type { ScheduledCondition } from './contract.ts';

/**
 * The next instant strictly after `after` a scheduled rule falls due, read in `timeZone`: a
 * weekly summary on its weekday at `hour`:00, a board pack on the Nth working day of each month.
 * @example
 * nextRun({ kind: 'weekly_summary', weekday: 1, hour: 8 }, new Date('2026-11-20T12:00:00Z'), 'Europe/Paris') // 2026-11-23T07:00:00Z
 */
export function nextRun(condition: ScheduledCondition, after: Date, timeZone: string): Date {
  return condition.kind === 'weekly_summary' ? nextWeekly(condition, after, timeZone) : nextMonthly(condition, after, timeZone);
}
