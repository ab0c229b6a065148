import { isoWeekday, type IsoDate } from '../../../core/calendar-date.ts';
import type { RunwayPoint } from '../../../core/runway/cash-runway.ts';

/**
 * The projection's end-of-week balances (Sundays), and the last projected day: the runway's
 * figures at a resolution a table can hold, for readers who cannot see the chart.
 *
 * @example weeklyClosing(points).at(-1)?.date === horizonEnd
 */
export function weeklyClosing(points: readonly RunwayPoint[]): RunwayPoint[] {
  const last = points.at(-1);
  return points.filter((point) => isoWeekday(point.date) === 6 || point === last);
}

/** Whether a week's row holds the projection's low point: its week ends on or after it, and the week before ends before it. */
export function holdsLowest(rows: readonly RunwayPoint[], index: number, lowest: IsoDate): boolean {
  const row = rows[index];
  if (!row || row.date < lowest) return false;
  const before = rows[index - 1];
  return !before || before.date < lowest;
}
