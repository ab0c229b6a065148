import { formatDate } from '../../../lib/calendar-date.ts';
import type { Period } from './report-periods.ts';

/** "Mar 2026", "Week of Mar 2, 2026" or "Mar 2, 2026" in the reader's locale; a clipped month shows its days. */
export function periodLabel(period: Period, interval: string, locale?: string): string {
  if (interval === 'month' && period.start.endsWith('-01') && isMonthEnd(period.end)) {
    return formatDate(period.start, { month: 'short', year: 'numeric' }, locale);
  }
  if (period.start === period.end) return formatDate(period.start, { dateStyle: 'medium' }, locale);
  if (interval === 'week') return `Week of ${formatDate(period.start, { dateStyle: 'medium' }, locale)}`;
  return `${formatDate(period.start, { day: 'numeric', month: 'short' }, locale)} – ${formatDate(period.end, { dateStyle: 'medium' }, locale)}`;
}

/** Short axis ticks: "Mar", "Mar 2". */
export function periodTick(period: Period, interval: string, locale?: string): string {
  if (interval === 'month') return formatDate(period.start, { month: 'short', year: '2-digit' }, locale);
  return formatDate(period.start, { day: 'numeric', month: 'short' }, locale);
}

function isMonthEnd(date: string): boolean {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}
