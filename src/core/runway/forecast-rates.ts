import type { Account } from '../api/schemas/account.ts';
import type { Forecast } from '../api/schemas/forecast.ts';
import { closingBalance, type Summary } from '../api/schemas/summary.ts';
import { summaryRequest, type SummaryRequest } from '../api/requests.ts';
import type { IsoDate } from '../calendar-date.ts';
import { parseMoney, roundedRatio, type Cents } from '../money.ts';
import { isOutstanding } from './forecast-totals.ts';

/**
 * Forecasts in another currency than the workspace's, converted at a rate the API itself gives.
 * The spec has no rate endpoint; the summary converts each account balance at its own day's
 * rate (docs/api-assumptions.md, "Runway: forecasts in other currencies"). So the accounts held
 * in a currency, their balance at the end of today asked once in the workspace currency and once
 * in their own, give today's rate as a ratio of two cent amounts. This module is the one place
 * that relies on it.
 */

/** Currencies other than the workspace's that outstanding forecasts are planned in, sorted. */
export function foreignCurrencies(forecasts: readonly Forecast[], workspace: string): string[] {
  const currencies = forecasts
    .filter((forecast) => forecast.currency !== workspace && isOutstanding(forecast.status))
    .map((forecast) => forecast.currency);
  return [...new Set(currencies)].sort();
}

/** One currency's two summaries: the same accounts on the same day, in the workspace currency and in their own. */
export type RateRequests = { currency: string; inWorkspace: SummaryRequest; inOwn: SummaryRequest };

/** The two summaries of a currency's rate, as answered. */
export type RateAnswers = { inWorkspace: Summary; inOwn: Summary };

/**
 * The rate requests a set of forecasts calls for: one pair per currency, other than the
 * workspace's, that an outstanding forecast is planned in and an account holds. The browser's
 * hooks and the server's readers (read-rates.ts) ask exactly these.
 */
export function forecastRateRequests(
  forecasts: readonly Forecast[],
  workspace: string,
  accounts: readonly Account[],
  today: IsoDate,
): RateRequests[] {
  return rateRequests(foreignCurrencies(forecasts, workspace), workspace, accounts, today);
}

/**
 * The rate requests of each currency some account holds; a currency no account holds gets none
 * and cannot be converted.
 * @example rateRequests(['USD'], 'EUR', accounts, '2026-11-20')[0].inOwn
 * // /transactions/summary?from=2026-11-20&to=2026-11-20&account_id=<USD accounts>&interval=day&currency=USD
 */
export function rateRequests(
  currencies: readonly string[],
  workspace: string,
  accounts: readonly Account[],
  today: IsoDate,
): RateRequests[] {
  return currencies.flatMap((currency) => {
    const held = accounts.filter((account) => account.currency === currency).map((account) => account.id);
    if (held.length === 0) return [];
    const ask = (inCurrency: string) => summaryRequest({ from: today, to: today, interval: 'day', account_id: held, currency: inCurrency });
    return [{ currency, inWorkspace: ask(workspace), inOwn: ask(currency) }];
  });
}

/**
 * A rate as the API gave it: `workspace` cents are what the API made of `own` cents in
 * `currency`, the same balances at the end of `date`. Both positive.
 */
export type ForecastRate = { currency: string; into: string; date: IsoDate; own: Cents; workspace: Cents };

/**
 * The rate from the two answers, or null when they cannot give one: no balance to convert
 * (zero, or balances of both signs that cancel out), or answers that are not the same balances.
 */
export function deriveRate(inWorkspace: Summary, inOwn: Summary): ForecastRate | null {
  const [converted, own] = [closingBalance(inWorkspace), closingBalance(inOwn)];
  const sameDay = inWorkspace.window.to === inOwn.window.to;
  // The own-currency answer must not be converted itself, or its figure is not the balances' own.
  if (converted === undefined || own === undefined || !sameDay || inOwn.conversion.converted) return null;
  const [workspaceCents, ownCents] = [parseMoney(converted), parseMoney(own)];
  if (workspaceCents * ownCents <= 0n) return null;
  const sign = ownCents < 0n ? -1n : 1n;
  return {
    currency: inOwn.currency,
    into: inWorkspace.currency,
    date: inOwn.window.to,
    own: ownCents * sign,
    workspace: workspaceCents * sign,
  };
}

/**
 * Cents in the rate's currency to whole cents of the workspace's, half away from zero, exactly.
 * @example convertCents(-1_000_00n, { own: 81_926_30n, workspace: 75_482_13n, … }) // -921_34n
 */
export function convertCents(cents: Cents, rate: ForecastRate): Cents {
  return roundedRatio(cents * rate.workspace, rate.own);
}

/**
 * The rate as a decimal, workspace units for one unit of its currency, half away from zero.
 * @example rateText({ own: 81_926_30n, workspace: 75_482_13n, … }) // "0.921342"
 */
export function rateText(rate: ForecastRate, decimals = 6): string {
  const scaled = roundedRatio(rate.workspace * 10n ** BigInt(decimals), rate.own)
    .toString()
    .padStart(decimals + 1, '0');
  return `${scaled.slice(0, -decimals)}.${scaled.slice(-decimals)}`;
}

/** Outstanding forecasts of one currency: how many, and what they still expect in it. */
export type CurrencyForecasts = { currency: string; count: number; remaining: Cents };

/** A converted currency: its forecasts, the rate, and what they still expect in the workspace currency. */
export type ConvertedForecasts = CurrencyForecasts & { rate: ForecastRate; converted: Cents };

/** A forecast as the runway counts it: its remaining amount in the workspace currency. */
export type RunwayForecast = { forecast: Forecast; remaining: Cents };

/**
 * Every forecast in the workspace currency, in it already or converted one by one at its
 * currency's rate; what no rate converts is left out, totalled by currency.
 */
export function inWorkspaceCurrency(forecasts: readonly Forecast[], workspace: string, rates: readonly ForecastRate[]) {
  const counted: RunwayForecast[] = [];
  const converted = new Map<string, ConvertedForecasts>();
  const leftOut = new Map<string, CurrencyForecasts>();
  for (const forecast of forecasts) {
    const own = parseMoney(forecast.remaining_amount);
    const { currency } = forecast;
    const rate = rates.find((candidate) => candidate.currency === currency);
    if (currency === workspace) counted.push({ forecast, remaining: own });
    else if (rate) {
      const remaining = convertCents(own, rate);
      counted.push({ forecast, remaining });
      if (!isOutstanding(forecast.status)) continue;
      const totals = converted.get(currency) ?? { currency, count: 0, remaining: 0n, rate, converted: 0n };
      converted.set(currency, {
        ...totals,
        count: totals.count + 1,
        remaining: totals.remaining + own,
        converted: totals.converted + remaining,
      });
    } else if (isOutstanding(forecast.status)) {
      const totals = leftOut.get(currency) ?? { currency, count: 0, remaining: 0n };
      leftOut.set(currency, { ...totals, count: totals.count + 1, remaining: totals.remaining + own });
    }
  }
  const sorted = <Item extends { currency: string }>(items: Iterable<Item>) =>
    [...items].sort((a, b) => a.currency.localeCompare(b.currency));
  return { counted, converted: sorted(converted.values()), leftOut: sorted(leftOut.values()) };
}
