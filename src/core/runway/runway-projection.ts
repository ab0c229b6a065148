import type { Account } from '../api/schemas/account.ts';
import type { Forecast } from '../api/schemas/forecast.ts';
import type { Summary } from '../api/schemas/summary.ts';
import type { IsoDate } from '../calendar-date.ts';
import { dataCompleteness } from '../data-completeness.ts';
import { parseMoney } from '../money.ts';
import { projectCashRunway } from './cash-runway.ts';
import { closingBalance } from '../api/schemas/summary.ts';
import { deriveRate, type ForecastRate, inWorkspaceCurrency, type RateAnswers } from './forecast-rates.ts';
import { lateLookback } from './runway-requests.ts';

/** The answers to cashRunwayRequests, as the API gave them. */
export type RunwayAnswers = {
  cash: Summary;
  accounts: { items: readonly Account[] };
  upcoming: { items: readonly Forecast[] };
  overdue: { items: readonly Forecast[] };
  latePartial: { items: readonly Forecast[] };
  /** The two summaries of each foreign currency's rate (rateRequests), none when every forecast is in the workspace currency. */
  rates: readonly RateAnswers[];
};

export type RunwayProjectionSettings = { today: IsoDate; horizonEnd: IsoDate; countLate: boolean; minCash: bigint | null };

/**
 * The runway from its answers: today's balance moved by every forecast, in the workspace
 * currency or converted at the API's rate of today, with what the views say beside it (the
 * threshold, the late items' lookback, the rates used, the forecasts no rate converts, left out
 * and totalled apart).
 */
export function projectRunway(
  { cash, accounts, upcoming, overdue, latePartial, rates }: RunwayAnswers,
  settings: RunwayProjectionSettings,
) {
  const { today, horizonEnd, countLate, minCash } = settings;
  const currency = cash.currency;
  const closing = closingBalance(cash);
  if (closing === undefined)
    return { state: 'error' as const, error: new Error("The summary did not give today's balance (final_balance).") };
  const forecasts: Forecast[] = [...overdue.items, ...latePartial.items, ...upcoming.items];
  const derived = rates
    .map(({ inWorkspace, inOwn }) => deriveRate(inWorkspace, inOwn))
    .filter((rate): rate is ForecastRate => rate !== null);
  const { counted, converted, leftOut } = inWorkspaceCurrency(forecasts, currency, derived);
  const threshold = minCash ?? 0n;
  const runway = projectCashRunway({
    today,
    horizonEnd,
    startingBalance: parseMoney(closing),
    movements: counted.map(({ forecast, remaining }) => ({ date: forecast.date, status: forecast.status, remaining })),
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
    /** The forecasts projected, with their remaining amounts in the workspace currency: what a what-if scenario adjusts. */
    forecasts: counted,
    lookbackFrom: lateLookback(today).from,
    accounts: accounts.items,
    /** Accounts whose data stops before today: today's balance may miss their latest movements. */
    staleAccounts: dataCompleteness({ accounts: accounts.items, window: { from: today, to: today }, today }),
    conversion: cash.conversion,
    /** Outstanding forecasts in other currencies converted at the API's rate, by currency. */
    converted,
    /** Outstanding forecasts in a currency no rate converts, left out, by currency. */
    otherCurrencies: leftOut,
  };
}
