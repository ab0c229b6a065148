import { useQuery } from '@tanstack/react-query';
import { parseMoney } from '../../api/money.ts';
import type { Forecast } from '../../api/schemas/forecast.ts';
import { addMonths, type IsoDate } from '../../lib/calendar-date.ts';
import { projectCashRunway } from '../../lib/cash-runway.ts';
import { today } from '../../lib/page-meta.ts';
import { totalsByCurrency } from '../../lib/forecast-totals.ts';
import { cashRunwayQueries, lateLookback } from './cash-runway-queries.ts';
import type { RunwaySettings } from './runway-settings.ts';

type Options = RunwaySettings & {
  /** False holds the requests back, e.g. until a summary scrolls into view. */
  enabled?: boolean;
  /** An exact last day instead of `horizon` months: the board pack's 13 weeks. */
  horizonEnd?: IsoDate | undefined;
};

/** The runway projected from its queries (cashRunwayQueries), with what the views say beside it. */
export function useCashRunway({ horizon, countLate, minCash, enabled = true, ...options }: Options) {
  const todayDate = today();
  const horizonEnd = options.horizonEnd ?? addMonths(todayDate, horizon);
  const lookback = lateLookback(todayDate);
  const [cashToday, accountList, upcomingForecasts, overdueForecasts, partialForecasts] = cashRunwayQueries(todayDate, horizonEnd);
  const queries = [
    useQuery({ ...cashToday, enabled }),
    useQuery({ ...accountList, enabled }),
    useQuery({ ...upcomingForecasts, enabled }),
    useQuery({ ...overdueForecasts, enabled }),
    useQuery({ ...partialForecasts, enabled }),
  ] as const;
  const [cash, accounts, upcoming, overdue, latePartial] = queries;
  const failed = queries.find((query) => query.isError);
  const retry = () => queries.forEach((query) => query.isError && void query.refetch());
  if (failed) return { state: 'error' as const, error: failed.error, retry };
  if (!cash.data || !accounts.data || !upcoming.data || !overdue.data || !latePartial.data) return { state: 'pending' as const };

  const currency = cash.data.currency;
  const closing = cash.data.totals.final_balance ?? cash.data.rows.at(-1)?.final_balance;
  if (closing === undefined) {
    return { state: 'error' as const, error: new Error("The summary did not give today's balance (final_balance)."), retry };
  }
  const forecasts: Forecast[] = [...overdue.data.items, ...latePartial.data.items, ...upcoming.data.items];
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
    lookbackFrom: lookback.from,
    accounts: accounts.data.items,
    conversion: cash.data.conversion,
    otherCurrencies: totalsByCurrency(forecasts.filter((forecast) => forecast.currency !== currency), todayDate),
  };
}

export type CashRunwayState = ReturnType<typeof useCashRunway>;
export type CashRunwayData = Extract<CashRunwayState, { state: 'success' }>;
