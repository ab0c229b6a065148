import { addDays, formatDate } from '../../../core/calendar-date.ts';
import type { DateWindow } from '../../../core/date-window.ts';
import type { Period } from '../../../core/cash-flow/report-periods.ts';

/** "Mar 2026", "Week of Mar 2, 2026" or "Mar 2, 2026" in the reader's locale; a clipped month shows its days. */
export function periodLabel(period: Period, interval: string, locale?: string): string {
  if (interval === 'month' && isWholeMonth(period)) return formatDate(period.start, { month: 'short', year: 'numeric' }, locale);
  if (period.start === period.end) return formatDate(period.start, { dateStyle: 'medium' }, locale);
  if (interval === 'week') return `Week of ${formatDate(period.start, { dateStyle: 'medium' }, locale)}`;
  return (
    `${formatDate(period.start, { day: 'numeric', month: 'short' }, locale)}` +
    ` – ${formatDate(period.end, { dateStyle: 'medium' }, locale)}`
  );
}

/** A whole window: "Sep 2026" for one calendar month, "Jan 1 – Nov 20, 2025", or both dates in full across years. */
export function windowLabel(window: DateWindow, locale?: string): string {
  const period = { start: window.from, end: window.to };
  if (isWholeMonth(period) || window.from === window.to) return periodLabel(period, 'month', locale);
  if (window.from.slice(0, 4) === window.to.slice(0, 4)) return periodLabel(period, 'day', locale);
  return `${formatDate(window.from, { dateStyle: 'medium' }, locale)} – ${formatDate(window.to, { dateStyle: 'medium' }, locale)}`;
}

/** Months as runs: "Jan 2026 – Jul 2026, Sep 2026"; months follow each other when one starts the day after the last ends. */
export function describeMonths(months: readonly Period[], locale?: string): string {
  const runs: Period[] = [];
  for (const month of months) {
    const last = runs.at(-1);
    if (last && addDays(last.end, 1) === month.start) last.end = month.end;
    else runs.push({ ...month });
  }
  const name = (date: string) => formatDate(date, { month: 'short', year: 'numeric' }, locale);
  return runs
    .map((run) => (run.start.slice(0, 7) === run.end.slice(0, 7) ? name(run.start) : `${name(run.start)} – ${name(run.end)}`))
    .join(', ');
}

/** Short axis ticks: "Mar", "Mar 2". */
export function periodTick(period: Period, interval: string, locale?: string): string {
  if (interval === 'month') return formatDate(period.start, { month: 'short', year: '2-digit' }, locale);
  return formatDate(period.start, { day: 'numeric', month: 'short' }, locale);
}

function isWholeMonth(period: Period): boolean {
  return period.start.endsWith('-01') && period.start.slice(0, 7) === period.end.slice(0, 7) && isMonthEnd(period.end);
}

function isMonthEnd(date: string): boolean {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}
