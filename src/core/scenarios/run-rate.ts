import { parseMoney, roundedRatio, type Cents } from '../money.ts';
import type { Summary } from '../api/schemas/summary.ts';
import { addDays, addMonths, startOfMonth, type IsoDate } from '../calendar-date.ts';
import type { RunRate } from './scenario.ts';

/**
 * The last `months` complete calendar months before today's month: today's month is still running,
 * so its actuals would pull the average down.
 *
 * @example runRateWindow('2026-11-20', 3) // { from: '2026-08-01', to: '2026-10-31' }
 */
export function runRateWindow(today: IsoDate, months: number): { from: IsoDate; to: IsoDate } {
  const thisMonth = startOfMonth(today);
  return { from: addMonths(thisMonth, -months), to: addDays(thisMonth, -1) };
}

/**
 * Each category's average monthly net over the window of a summary grouped by category (and by
 * month, or not: rows are summed either way), rounded half away from zero to the cent.
 * Rows without a category (group null) are no category's run rate and are left out.
 *
 * @example estimateRunRate(summaryOfAugustToOctober, 3).get('cat_rent') // -4_000_00n
 */
export function estimateRunRate(summary: Summary, months: number): RunRate {
  const totals = new Map<string, Cents>();
  for (const row of summary.rows) {
    if (row.group === null || row.group === undefined) continue;
    totals.set(row.group, (totals.get(row.group) ?? 0n) + parseMoney(row.net));
  }
  const divisor = BigInt(months);
  const averages = new Map<string, Cents>();
  for (const [categoryId, total] of totals) averages.set(categoryId, roundedRatio(total, divisor));
  return averages;
}
