import type { APIRequestContext } from '@playwright/test';
import { fetchAllRows, fetchApi, sumCents } from './api.ts';

type ApiForecast = { date: string; remaining_amount: string; currency: string; status: string };

// Independent date arithmetic for the test, in UTC.
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
export const plusDays = (date: string, days: number) => iso(new Date(utc(date).getTime() + days * 86_400_000));
export function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

/**
 * The projection's lowest point, computed in the test from the API alone: today's cash in
 * the workspace currency, then each outstanding forecast's remaining amount on its day,
 * late ones (overdue, partial before today, within a year) on today.
 */
export async function lowestProjectedPoint(
  request: APIRequestContext,
  today: string,
  months: number,
): Promise<{ date: string; balance: bigint }> {
  const horizonEnd = plusMonths(today, months);
  const lookback = { from: plusMonths(today, -12), to: plusDays(today, -1) };
  const summary = await fetchApi<{ currency: string; totals: { final_balance: string } }>(request, '/transactions/summary', {
    from: today,
    to: today,
    interval: 'day',
  });
  const upcoming = await fetchAllRows<ApiForecast>(request, '/forecasts', { from: today, to: horizonEnd });
  const overdue = await fetchAllRows<ApiForecast>(request, '/forecasts', { ...lookback, status: 'overdue' });
  const partial = await fetchAllRows<ApiForecast>(request, '/forecasts', { ...lookback, status: 'partial' });
  const outstanding = new Set(['planned', 'partial', 'overdue']);
  const byDay = new Map<string, string[]>();
  for (const row of [...upcoming, ...overdue, ...partial]) {
    if (row.currency !== summary.currency || !outstanding.has(row.status)) continue;
    const day = row.date < today ? today : row.date;
    byDay.set(day, [...(byDay.get(day) ?? []), row.remaining_amount]);
  }
  let balance = sumCents([summary.totals.final_balance]);
  let lowest: { date: string; balance: bigint } | null = null;
  for (let day = today; day <= horizonEnd; day = plusDays(day, 1)) {
    balance += sumCents(byDay.get(day) ?? []);
    if (lowest === null || balance < lowest.balance) lowest = { date: day, balance };
  }
  return lowest!;
}
