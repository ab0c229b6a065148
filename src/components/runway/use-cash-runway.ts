import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { forecastsQueryFor } from '../../api/queries/forecast-queries.ts';
import { accountsQueryFor } from '../../api/queries/reference-queries.ts';
import { summaryQueryFor } from '../../api/queries/summary-queries.ts';
import { addMonths, type IsoDate } from '../../core/calendar-date.ts';
import type { Account } from '../../core/api/schemas/account.ts';
import type { Forecast } from '../../core/api/schemas/forecast.ts';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { today } from '../../browser/page-meta.ts';
import { cashRunwayRequests } from '../../core/runway/runway-requests.ts';
import { projectRunway, type RunwayAnswers } from '../../core/runway/runway-projection.ts';
import type { RunwaySettings } from '../../core/runway/runway-settings.ts';
import { forecastRateRequests } from '../../core/runway/forecast-rates.ts';
import { forecastRatesQuery } from '../../api/queries/forecast-rate-queries.ts';
import { useShownAccounts } from '../presentation/use-shown-accounts.ts';

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
  const shown = useShownAccounts();
  const needed = neededRates(cash.data, accounts.data, [upcoming.data, overdue.data, latePartial.data], todayDate);
  const rates = useQuery({ ...forecastRatesQuery(needed), enabled: enabled && needed.length > 0 });
  // No request when every forecast is in the workspace currency; the same empty list each render keeps the projection memoised.
  const rateAnswers = needed.length === 0 ? NO_RATES : rates.data;
  // Projected again only when an answer or a setting changes, not with every render of the view around it.
  const projected = useMemo(() => {
    if (!cash.data || !accounts.data || !upcoming.data || !overdue.data || !latePartial.data || !rateAnswers) return null;
    const answers = {
      cash: cash.data,
      // Its accounts are named in the assumptions and the stale note: as the screen shows them.
      accounts: { ...accounts.data, items: shown(accounts.data.items) },
      upcoming: upcoming.data,
      overdue: overdue.data,
      latePartial: latePartial.data,
      rates: rateAnswers,
    };
    return projectRunway(answers, { today: todayDate, horizonEnd, countLate, minCash });
  }, [
    cash.data,
    accounts.data,
    upcoming.data,
    overdue.data,
    latePartial.data,
    rateAnswers,
    todayDate,
    horizonEnd,
    countLate,
    minCash,
    shown,
  ]);
  const failed = [...queries, rates].find((query) => query.isError);
  const retry = () => [...queries, rates].forEach((query) => query.isError && void query.refetch());
  if (failed) return { state: 'error' as const, error: failed.error, retry };
  if (!projected) return { state: 'pending' as const };
  if (projected.state === 'error') return { ...projected, retry };
  return projected;
}

const NO_RATES: RunwayAnswers['rates'] = [];

/** The rates to ask once the workspace currency, the accounts and every forecast list are known: none while any is missing. */
function neededRates(
  cash: Summary | undefined,
  accounts: { items: readonly Account[] } | undefined,
  lists: readonly ({ items: readonly Forecast[] } | undefined)[],
  today: IsoDate,
) {
  if (!cash || !accounts || lists.some((list) => !list)) return [];
  const forecasts = lists.flatMap((list) => list?.items ?? []);
  return forecastRateRequests(forecasts, cash.currency, accounts.items, today);
}

export type CashRunwayState = ReturnType<typeof useCashRunway>;
export type CashRunwayData = Extract<CashRunwayState, { state: 'success' }>;
