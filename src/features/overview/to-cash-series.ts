import { centsToChartNumber, parseMoney } from '../../core/money.ts';
import type { SummaryRow } from '../../core/api/schemas/summary.ts';
import { formatDate } from '../../core/calendar-date.ts';

/** One period of the cash chart: numbers for geometry, the API's exact Money strings for what is read. */
export type CashPoint = {
  periodStart: string;
  periodEnd: string;
  label: string;
  starting: number | null;
  final: number | null;
  inflows: number;
  outflows: number;
  exact: { starting: string | null; final: string | null; inflows: string; outflows: string; net: string };
};

/** Summary rows (grouped by period alone) to chart-ready points, in the rows' own order. */
export function toCashSeries(rows: readonly SummaryRow[], interval: string, locale?: string): CashPoint[] {
  return rows.map((row) => ({
    periodStart: row.period_start,
    periodEnd: row.period_end,
    label: periodLabel(row.period_start, interval, locale),
    starting: toNumber(row.starting_balance),
    final: toNumber(row.final_balance),
    inflows: centsToChartNumber(parseMoney(row.inflows)),
    outflows: centsToChartNumber(parseMoney(row.outflows)),
    exact: {
      starting: row.starting_balance ?? null,
      final: row.final_balance ?? null,
      inflows: row.inflows,
      outflows: row.outflows,
      net: row.net,
    },
  }));
}

function toNumber(value: string | undefined): number | null {
  return value === undefined ? null : centsToChartNumber(parseMoney(value));
}

/** "Nov 2026" for months, "16 Nov" for weeks (their Monday or the window's first day) and days. */
export function periodLabel(periodStart: string, interval: string, locale?: string): string {
  if (interval === 'month') return formatDate(periodStart, { month: 'short', year: 'numeric' }, locale);
  return formatDate(periodStart, { day: 'numeric', month: 'short' }, locale);
}

/** "16 Nov 2026 – 22 Nov 2026", or the single day, for tooltips and the data table. */
export function periodRange(point: Pick<CashPoint, 'periodStart' | 'periodEnd'>, locale?: string): string {
  const start = formatDate(point.periodStart, { dateStyle: 'medium' }, locale);
  if (point.periodStart === point.periodEnd) return start;
  return `${start} – ${formatDate(point.periodEnd, { dateStyle: 'medium' }, locale)}`;
}
