import type { Account } from '../api/schemas/account.ts';
import type { Category } from '../api/schemas/reference.ts';
import type { Forecast } from '../api/schemas/forecast.ts';
import type { Summary } from '../api/schemas/summary.ts';
import { forecastsRequest, referenceListRequest, summaryRequest } from '../api/requests.ts';
import { addDays, startOfIsoWeek, type IsoDate } from '../calendar-date.ts';
import type { Cents } from '../money.ts';
import type { RateAnswers } from '../runway/forecast-rates.ts';
import { lateLookback } from '../runway/runway-requests.ts';
import type { WeekColumn } from './table-model.ts';

/** The columns: this week (Monday to Sunday) and the twelve after it. */
export const CASH_WEEKS = 13;

/** What the table is drawn with besides the API's answers: the runway's settings. */
export type CashWeeksSettings = { today: IsoDate; countLate: boolean; minCash: Cents | null };

/** The answers to cashWeeksRequests, plus the rates' follow-ups (none when every forecast is in the workspace currency). */
export type CashWeeksAnswers = {
  /** This week so far, by period alone: the balances. */
  week: Summary;
  /** This week so far, by category: the actuals. */
  actuals: Summary;
  upcoming: { items: readonly Forecast[] };
  overdue: { items: readonly Forecast[] };
  latePartial: { items: readonly Forecast[] };
  categories: { items: readonly Category[] };
  /** Only asked when a forecast is in another currency (forecastRateRequests, read-rates.ts); null otherwise. */
  accounts: { items: readonly Account[] } | null;
  rates: readonly RateAnswers[];
};

/** Monday to Sunday, index 0 the week holding today. */
export function weekColumns(today: IsoDate): WeekColumn[] {
  const monday = startOfIsoWeek(today);
  return Array.from({ length: CASH_WEEKS }, (_, index) => ({
    index,
    from: addDays(monday, index * 7),
    to: addDays(monday, index * 7 + 6),
  }));
}

/** The Sunday the 13 weeks end on. */
export function cashWeeksEnd(today: IsoDate): IsoDate {
  return addDays(startOfIsoWeek(today), CASH_WEEKS * 7 - 1);
}

/**
 * The view's first load, six requests. This week's summary without grouping gives both the
 * balance at Monday's start and today's cash (so the runway's cash-today request is not needed);
 * by category it gives what already happened. The forecasts as the runway asks them, to the
 * last Sunday; the categories for the rows. The accounts are asked only when a forecast is in
 * another currency, with the rates (read-rates.ts), since they serve nothing else here.
 */
export function cashWeeksRequests(today: IsoDate) {
  const monday = startOfIsoWeek(today);
  const lookback = lateLookback(today);
  return {
    week: summaryRequest({ from: monday, to: today, interval: 'week' }),
    actuals: summaryRequest({ from: monday, to: today, interval: 'week', group_by: 'category' }),
    // The counterparty names what moved between versions (largestMoves); the runway's own request ends elsewhere, so
    // nothing shared is lost.
    upcoming: forecastsRequest({ from: today, to: cashWeeksEnd(today) }, ['counterparty']),
    overdue: forecastsRequest({ ...lookback, status: 'overdue' }),
    latePartial: forecastsRequest({ ...lookback, status: 'partial' }),
    categories: referenceListRequest('categories'),
  };
}
