import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { forecastsQueryFor } from '../../api/queries/forecast-queries.ts';
import { accountsQueryFor } from '../../api/queries/reference-queries.ts';
import { summaryQueryFor } from '../../api/queries/summary-queries.ts';
import { parseMoney } from '../../core/money.ts';
import type { AllPages } from '../../api/fetch-all-pages.ts';
import type { Account } from '../../core/api/schemas/account.ts';
import type { Forecast } from '../../core/api/schemas/forecast.ts';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { addMonths, type IsoDate } from '../../core/calendar-date.ts';
import { projectCashRunway } from '../../core/runway/cash-runway.ts';
import { today } from '../../browser/page-meta.ts';
import { totalsByCurrency } from '../../core/runway/forecast-totals.ts';
import { cashRunwayRequests, lateLookback } from '../../core/runway/runway-requests.ts';
import type { RunwaySettings } from '../../core/runway/runway-settings.ts';

type Options = RunwaySettings & {
  /** False holds the requests back, e.g. until a summary scrolls into view. */
  enabled?: boolean;
  /** An exact last day instead of `horizon` months: the board pack's 13 weeks. */
  horizonEnd?: IsoDate | undefined;
};

/** The runway projected from its requests (cashRunwayRequests), with what the views say beside it. */
export function useCashRunway({ horizon, countLate, minCash, enabled = true, ...options }: Options) {
  const todayDate = today();
  const horizonEnd = options.horizonEnd ?? addMonths(todayDate, horizon);
  const requests = cashRunwayRequests(todayDate, horizonEnd);
  const queries = [
    useQuery({ ...summaryQueryFor(requests.cashToday), enabled }),
    useQuery({ ...accountsQueryFor(requests.accounts), enabled }),
    useQuery({ ...forecastsQueryFor(requests.upcoming), enabled }),
    useQuery({ ...forecastsQueryFor(requests.overdue), enabled }),
    useQuery({ ...forecastsQueryFor(requests.latePartial), enabled }),
  ] as const;
  const [cash, accounts, upcoming, overdue, latePartial] = queries;
  // Projected again only when an answer or a setting changes, not with every render of the view around it.
  const projected = useMemo(() => {
    if (!cash.data || !accounts.data || !upcoming.data || !overdue.data || !latePartial.data) return null;
    return project({ cash: cash.data, accounts: accounts.data, upcoming: upcoming.data, overdue: overdue.data, latePartial: latePartial.data }, { todayDate, horizonEnd, countLate, minCash });
  }, [cash.data, accounts.data, upcoming.data, overdue.data, latePartial.data, todayDate, horizonEnd, countLate, minCash]);
  const failed = queries.find((query) => query.isError);
  const retry = () => queries.forEach((query) => query.isError && void query.refetch());
  if (failed) return { state: 'error' as const, error: failed.error, retry };
  if (!projected) return { state: 'pending' as const };
  if (projected.state === 'error') return { ...projected, retry };
  return projected;
}

type Answers = { cash: Summary; accounts: { items: Account[] }; upcoming: AllPages<Forecast>; overdue: AllPages<Forecast>; latePartial: AllPages<Forecast> };
type Projection = { todayDate: IsoDate; horizonEnd: IsoDate; countLate: boolean; minCash: bigint | null };

function project({ cash, accounts, upcoming, overdue, latePartial }: Answers, { todayDate, horizonEnd, countLate, minCash }: Projection) {
  const currency = cash.currency;
  const closing = cash.totals.final_balance ?? cash.rows.at(-1)?.final_balance;
  if (closing === undefined) return { state: 'error' as const, error: new Error("The summary did not give today's balance (final_balance).") };
  const forecasts: Forecast[] = [...overdue.items, ...latePartial.items, ...upcoming.items];
  const counted = forecasts.filter((forecast) => forecast.currency === currency);
  const threshold = minCash ?? 0n;
  const runway = projectCashRunway({
    today: todayDate,
    horizonEnd,
    startingBalance: parseMoney(closing),
    movements: counted.map((forecast) => ({ date: forecast.date, status: forecast.status, remaining: parseMoney(forecast.remaining_amount) })),
    countLate,
    threshold,
  });
  return {
    state: 'success' as const,
    runway,
    currency,
    startingBalance: closing,
    threshold,
    thresholdSet: minCash !== null,
    horizonEnd,
    countLate,
    /** The forecasts projected, in the workspace currency: what a what-if scenario adjusts. */
    forecasts: counted,
    lookbackFrom: lateLookback(todayDate).from,
    accounts: accounts.items,
    conversion: cash.conversion,
    otherCurrencies: totalsByCurrency(forecasts.filter((forecast) => forecast.currency !== currency), todayDate),
  };
}

export type CashRunwayState = ReturnType<typeof useCashRunway>;
export type CashRunwayData = Extract<CashRunwayState, { state: 'success' }>;
