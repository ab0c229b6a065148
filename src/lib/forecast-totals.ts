import { type Cents, parseMoney } from '../api/money.ts';
import type { Forecast } from '../api/schemas/forecast.ts';
import type { IsoDate } from './calendar-date.ts';

type Totalled = Pick<Forecast, 'date' | 'amount' | 'remaining_amount' | 'currency' | 'status'>;

/** One currency's figures: amounts in different currencies are never added together. */
export type CurrencyTotals = {
  currency: string;
  inflows: Cents;
  outflows: Cents;
  net: Cents;
  /** What overdue forecasts still expect: their remaining amounts, signed. */
  overdueOutstanding: Cents;
  count: number;
};

function emptyTotals(currency: string): CurrencyTotals {
  return { currency, inflows: 0n, outflows: 0n, net: 0n, overdueOutstanding: 0n, count: 0 };
}

/** Planned inflows, outflows, net and overdue outstanding per currency, sorted by currency code. */
export function totalsByCurrency(forecasts: readonly Totalled[]): CurrencyTotals[] {
  const byCurrency = new Map<string, CurrencyTotals>();
  for (const forecast of forecasts) {
    const totals = byCurrency.get(forecast.currency) ?? emptyTotals(forecast.currency);
    const amount = parseMoney(forecast.amount);
    if (amount >= 0n) totals.inflows += amount;
    else totals.outflows += amount;
    totals.net += amount;
    if (forecast.status === 'overdue') totals.overdueOutstanding += parseMoney(forecast.remaining_amount);
    totals.count += 1;
    byCurrency.set(forecast.currency, totals);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Forecasts by their date, keeping the API's order inside a day. */
export function groupByDay<Item extends Pick<Forecast, 'date'>>(forecasts: readonly Item[]): Map<IsoDate, Item[]> {
  const byDay = new Map<IsoDate, Item[]>();
  for (const forecast of forecasts) {
    const day = byDay.get(forecast.date);
    if (day) day.push(forecast);
    else byDay.set(forecast.date, [forecast]);
  }
  return byDay;
}

/** Only the forecasts dated inside [from, to]. */
export function inWindow<Item extends Pick<Forecast, 'date'>>(forecasts: readonly Item[], from: IsoDate, to: IsoDate): Item[] {
  return forecasts.filter((forecast) => forecast.date >= from && forecast.date <= to);
}
