import type { APIRequestContext } from '@playwright/test';
import { fetchApi, sumCents } from './api.ts';
import { halfAwayFromZero, plusDays, plusMonths, runwayFromApi, type LowPoint } from './runway.ts';

type MonthRow = { period_start: string; group?: string | null; net: string; count: number };
type MonthlySummary = { rows: MonthRow[] };

/** The first of the month `months` before today's, and the last day of the month before today's: independent of the app's calendar code. */
function completeMonths(today: string, months: number) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return { from, to };
}

/** A span's average month, over the months from its first with a movement to its end. */
function average(rows: readonly MonthRow[], from: string, financing: readonly MonthRow[]) {
  const inSpan = rows.filter((row) => row.period_start >= from);
  const first = inSpan
    .filter((row) => row.count > 0)
    .map((row) => row.period_start)
    .sort()[0];
  if (first === undefined) return { months: 0, net: 0n, freeCashFlow: 0n };
  const months = inSpan.filter((row) => row.period_start >= first).length;
  const net = sumCents(inSpan.map((row) => row.net));
  const beforeFinancing = net - sumCents(financing.filter((row) => row.period_start >= from).map((row) => row.net));
  return { months, net: halfAwayFromZero(net, BigInt(months)), freeCashFlow: halfAwayFromZero(beforeFinancing, BigInt(months)) };
}

export type ExpectedKeyFigures = {
  low: LowPoint;
  /** The monthly burn the runway is carried on at (negative), or null for a company that generates cash over its year. */
  burn: bigint | null;
  yearFreeCashFlow: bigint;
  zeroCash: { by: 'plan' | 'rate'; date: string } | 'beyond' | null;
};

/**
 * The overview's key figures computed here from the API alone: the plan's 3-month projection
 * (late forecasts left out), then the last twelve complete months' flows (ungrouped, with
 * financing read from a summary by activity), as the README states the method.
 */
export async function keyFiguresFromApi(request: APIRequestContext, today: string): Promise<ExpectedKeyFigures> {
  const planEnd = plusMonths(today, 3);
  const projection = await runwayFromApi(request, today, 3);
  const year = completeMonths(today, 12);
  const monthly = (await fetchApi<MonthlySummary>(request, '/transactions/summary', { ...year, interval: 'month' })).rows;
  const byActivity = (
    await fetchApi<MonthlySummary>(request, '/transactions/summary', { ...year, interval: 'month', group_by: 'activity' })
  ).rows;
  const financing = byActivity.filter((row) => row.group === 'financing');
  const lastTwelve = average(monthly, year.from, financing);
  const lastThree = average(monthly, completeMonths(today, 3).from, financing);
  const stanceNet = lastTwelve.months > 0 ? lastTwelve.net : lastThree.net;
  const burn = stanceNet >= 0n ? null : lastThree.net < 0n ? lastThree.net : stanceNet;
  return {
    low: projection.lateLeftOut,
    burn,
    yearFreeCashFlow: lastTwelve.freeCashFlow,
    zeroCash: zeroCash(today, planEnd, projection, burn),
  };
}

function zeroCash(
  today: string,
  planEnd: string,
  projection: { firstBelowZero: string | null; closing: bigint },
  burn: bigint | null,
): ExpectedKeyFigures['zeroCash'] {
  if (projection.firstBelowZero !== null) return { by: 'plan', date: projection.firstBelowZero };
  if (burn === null) return null;
  // An average month is 365.25 / 12 days: 1,461 days in 48 months.
  const date = plusDays(planEnd, Number(halfAwayFromZero(projection.closing * 1461n, -burn * 48n)));
  return date > plusMonths(today, 18) ? 'beyond' : { by: 'rate', date };
}
