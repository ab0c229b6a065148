import { absCents, type Cents, parseMoney } from '../../core/money.ts';
import { relationId } from '../../core/api/schemas/common.ts';
import { daysBetween, type IsoDate, minDate } from '../../core/calendar-date.ts';
import { type LateForecast, type LateSide, sideOf } from '../../core/views/overdue/late-book.ts';

/** Days late, by each bucket's last day; the last bucket has no end. */
export const agingBuckets = [
  { key: 'days_1_30', label: '1–30 days', lastDay: 30 },
  { key: 'days_31_60', label: '31–60 days', lastDay: 60 },
  { key: 'days_61_90', label: '61–90 days', lastDay: 90 },
  { key: 'days_over_90', label: 'Over 90 days', lastDay: Number.POSITIVE_INFINITY },
] as const;

export type AgingBucketKey = (typeof agingBuckets)[number]['key'];

export type AgedForecast = { forecast: LateForecast; daysLate: number; bucket: AgingBucketKey; remaining: Cents };

/** Outstanding amounts, signed as the API signs them (payments negative), per bucket and in all. */
export type AgingTotals = { buckets: Record<AgingBucketKey, Cents>; total: Cents; count: number };

export type CounterpartyAging = AgingTotals & {
  /** null for the forecasts attributed to no counterparty. */
  counterpartyId: string | null;
  name: string;
  oldestDate: IsoDate;
  /** The statuses among its late forecasts, sorted: one status lets a link filter by it. */
  statuses: string[];
  /** Oldest first. */
  forecasts: AgedForecast[];
};

/** One side of the book in one currency: amounts in different currencies are never added. */
export type LateBook = {
  side: LateSide;
  currency: string;
  /** Largest outstanding first. */
  counterparties: CounterpartyAging[];
  /** Kept apart from the ranking: "no counterparty" is not a debtor or a creditor. */
  unattributed: CounterpartyAging | null;
  totals: AgingTotals;
  /** How many of its forecasts are in each status, most first: "86 overdue, 37 partial". */
  statusCounts: { status: string; count: number }[];
  oldestDate: IsoDate;
};

/**
 * The bucket of a forecast `daysLate` days past its date. A forecast the API calls late but
 * dated today (its clock ahead of ours) counts as one day late rather than vanishing.
 *
 * @example bucketOf(30) // 'days_1_30'
 * @example bucketOf(91) // 'days_over_90'
 */
export function bucketOf(daysLate: number): AgingBucketKey {
  return agingBuckets.find((bucket) => daysLate <= bucket.lastDay)?.key ?? 'days_over_90';
}

function emptyTotals(): AgingTotals {
  return { buckets: { days_1_30: 0n, days_31_60: 0n, days_61_90: 0n, days_over_90: 0n }, total: 0n, count: 0 };
}

function add(totals: AgingTotals, aged: AgedForecast): void {
  totals.buckets[aged.bucket] += aged.remaining;
  totals.total += aged.remaining;
  totals.count += 1;
}

/** The name from any expanded row of the group; an id alone (no expansion) is shown shortened. */
function counterpartyName(aged: readonly AgedForecast[]): string {
  const { counterparty } = aged[0]!.forecast;
  if (counterparty === null) return 'No counterparty';
  for (const { forecast } of aged)
    if (forecast.counterparty !== null && typeof forecast.counterparty === 'object') return forecast.counterparty.name;
  return `Counterparty ${relationId(counterparty).slice(0, 8)}`;
}

function ageOne(forecast: LateForecast, today: IsoDate): AgedForecast {
  const daysLate = daysBetween(forecast.date, today);
  return { forecast, daysLate, bucket: bucketOf(daysLate), remaining: parseMoney(forecast.remaining_amount) };
}

function toCounterparty(aged: AgedForecast[]): CounterpartyAging {
  const sorted = [...aged].sort((a, b) => a.forecast.date.localeCompare(b.forecast.date) || a.forecast.id.localeCompare(b.forecast.id));
  const { counterparty } = sorted[0]!.forecast;
  const row: CounterpartyAging = {
    ...emptyTotals(),
    counterpartyId: counterparty === null ? null : relationId(counterparty),
    name: counterpartyName(sorted),
    oldestDate: sorted[0]!.forecast.date,
    statuses: [...new Set(sorted.map((each) => each.forecast.status))].sort(),
    forecasts: sorted,
  };
  for (const each of sorted) add(row, each);
  return row;
}

function byOutstanding(a: CounterpartyAging, b: CounterpartyAging): number {
  const difference = absCents(b.total) - absCents(a.total);
  if (difference !== 0n) return difference > 0n ? 1 : -1;
  return a.name.localeCompare(b.name) || (a.counterpartyId ?? '').localeCompare(b.counterpartyId ?? '');
}

function countStatuses(aged: readonly AgedForecast[]): LateBook['statusCounts'] {
  const counts = new Map<string, number>();
  for (const { forecast } of aged) counts.set(forecast.status, (counts.get(forecast.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => ({ status, count })).sort((a, b) => b.count - a.count || a.status.localeCompare(b.status));
}

function toBook(side: LateSide, currency: string, aged: AgedForecast[]): LateBook {
  const groups = new Map<string | null, AgedForecast[]>();
  for (const each of aged) {
    const { counterparty } = each.forecast;
    const key = counterparty === null ? null : relationId(counterparty);
    const group = groups.get(key);
    if (group) group.push(each);
    else groups.set(key, [each]);
  }
  const unattributed = groups.get(null);
  groups.delete(null);
  const totals = emptyTotals();
  for (const each of aged) add(totals, each);
  return {
    side,
    currency,
    counterparties: [...groups.values()].map(toCounterparty).sort(byOutstanding),
    unattributed: unattributed ? toCounterparty(unattributed) : null,
    totals,
    statusCounts: countStatuses(aged),
    oldestDate: aged.reduce((oldest, each) => minDate(oldest, each.forecast.date), aged[0]!.forecast.date),
  };
}

/**
 * The overdue book: late forecasts aged by days past their date as of `today`, by
 * counterparty, in exact cents; receipts before payments, then by currency.
 */
export function ageLateForecasts(forecasts: readonly LateForecast[], today: IsoDate): LateBook[] {
  const groups = new Map<string, { side: LateSide; currency: string; aged: AgedForecast[] }>();
  for (const forecast of forecasts) {
    const side = sideOf(forecast);
    const key = `${side === 'receipts' ? 0 : 1}|${forecast.currency}`;
    const group = groups.get(key) ?? { side, currency: forecast.currency, aged: [] };
    group.aged.push(ageOne(forecast, today));
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, group]) => toBook(group.side, group.currency, group.aged));
}
