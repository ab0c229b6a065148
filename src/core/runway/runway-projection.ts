import type { Account } from '../api/schemas/account.ts';
import type { Forecast } from '../api/schemas/forecast.ts';
import type { Summary } from '../api/schemas/summary.ts';
import type { IsoDate } from '../calendar-date.ts';
import { dataCompleteness } from '../data-completeness.ts';
import { parseMoney } from '../money.ts';
import { projectCashRunway } from './cash-runway.ts';
import { totalsByCurrency } from './forecast-totals.ts';
import { lateLookback } from './runway-requests.ts';

/** The answers to cashRunwayRequests, as the API gave them. */
export type RunwayAnswers = {
  cash: Summary;
  accounts: { items: readonly Account[] };
  upcoming: { items: readonly Forecast[] };
  overdue: { items: readonly Forecast[] };
  latePartial: { items: readonly Forecast[] };
};

export type RunwayProjectionSettings = { today: IsoDate; horizonEnd: IsoDate; countLate: boolean; minCash: bigint | null };

/**
 * The runway from its answers: today's balance moved by every forecast in the workspace
 * currency, with what the views say beside it (the threshold, the late items' lookback, the
 * forecasts in other currencies, left out and totalled apart).
 */
export function projectRunway({ cash, accounts, upcoming, overdue, latePartial }: RunwayAnswers, settings: RunwayProjectionSettings) {
  const { today, horizonEnd, countLate, minCash } = settings;
  const currency = cash.currency;
  const closing = cash.totals.final_balance ?? cash.rows.at(-1)?.final_balance;
  if (closing === undefined) return { state: 'error' as const, error: new Error("The summary did not give today's balance (final_balance).") };
  const forecasts: Forecast[] = [...overdue.items, ...latePartial.items, ...upcoming.items];
  const counted = forecasts.filter((forecast) => forecast.currency === currency);
  const threshold = minCash ?? 0n;
  const runway = projectCashRunway({
    today,
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
    lookbackFrom: lateLookback(today).from,
    accounts: accounts.items,
    /** Accounts whose data stops before today: today's balance may miss their latest movements. */
    staleAccounts: dataCompleteness({ accounts: accounts.items, window: { from: today, to: today }, today }),
    conversion: cash.conversion,
    otherCurrencies: totalsByCurrency(forecasts.filter((forecast) => forecast.currency !== currency), today),
  };
}
