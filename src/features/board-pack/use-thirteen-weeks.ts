import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parseMoney } from '../../api/money.ts';
import { forecastsInWindowQuery } from '../../api/queries/forecast-queries.ts';
import { cashTodayQuery } from '../../api/queries/summary-queries.ts';
import { addDays, addMonths } from '../../lib/calendar-date.ts';
import { projectCashRunway } from '../../lib/cash-runway.ts';
import { today } from '../../lib/page-meta.ts';
import { thirteenWeeks, weeksEnd } from './model/thirteen-weeks.ts';

/** As far back as the runway looks for late forecasts, so both views share the same requests. */
const LATE_LOOKBACK_MONTHS = 12;

/**
 * The next 13 weeks by the runway's own projection (projectCashRunway): today's cash in the
 * workspace currency and every outstanding forecast to the 13th week. Late forecasts are left
 * out, the runway's prudent default, and only counted for the note beside it.
 */
export function useThirteenWeeks() {
  const day = today();
  const lookback = { from: addMonths(day, -LATE_LOOKBACK_MONTHS), to: addDays(day, -1) };
  const queries = [
    useQuery(cashTodayQuery(day)),
    useQuery(forecastsInWindowQuery({ from: day, to: weeksEnd(day) })),
    useQuery(forecastsInWindowQuery({ ...lookback, status: 'overdue' })),
    useQuery(forecastsInWindowQuery({ ...lookback, status: 'partial' })),
  ] as const;
  const [cash, upcoming, overdue, partial] = queries;
  const result = useMemo(() => {
    if (!cash.data || !upcoming.data || !overdue.data || !partial.data) return null;
    const currency = cash.data.currency;
    const closing = cash.data.totals.final_balance;
    if (closing === undefined) return new Error("The summary did not give today's balance (final_balance).");
    const forecasts = [...overdue.data.items, ...partial.data.items, ...upcoming.data.items];
    const counted = forecasts.filter((forecast) => forecast.currency === currency);
    const runway = projectCashRunway({
      today: day,
      horizonEnd: weeksEnd(day),
      startingBalance: parseMoney(closing),
      movements: counted.map((forecast) => ({ date: forecast.date, status: forecast.status, remaining: parseMoney(forecast.remaining_amount) })),
      countLate: false,
      threshold: 0n,
    });
    return { currency, weeks: thirteenWeeks(runway, day, parseMoney(closing)), late: runway.late, otherCurrencies: forecasts.length - counted.length };
  }, [cash.data, upcoming.data, overdue.data, partial.data, day]);
  const failed = queries.find((query) => query.isError);
  const retry = () => queries.forEach((query) => query.isError && void query.refetch());
  if (failed) return { state: 'error' as const, error: failed.error, retry };
  if (result instanceof Error) return { state: 'error' as const, error: result, retry };
  if (!result) return { state: 'pending' as const };
  return { state: 'success' as const, ...result };
}

export type ThirteenWeeksData = Extract<ReturnType<typeof useThirteenWeeks>, { state: 'success' }>;
