import { type Cents, parseMoney } from '../money.ts';
import type { Forecast } from '../api/schemas/forecast.ts';
import type { IsoDate } from '../calendar-date.ts';

type Totalled = Pick<Forecast, 'date' | 'amount' | 'remaining_amount' | 'currency' | 'status'>;

/** Statuses whose remaining amount is still expected: realised has nothing left, and an unknown one is not guessed at. */
const OUTSTANDING = new Set(['planned', 'partial', 'overdue']);

export function isOutstanding(status: string): boolean {
  return OUTSTANDING.has(status);
}

/**
 * Late: still expected, but dated before today. That is every overdue forecast, and a partial one
 * whose date has passed with part of its amount still unmatched.
 *
 * @example isLate({ date: '2026-11-19', status: 'partial' }, '2026-11-20') // true
 */
export function isLate(forecast: { date: IsoDate; status: string }, today: IsoDate): boolean {
  return isOutstanding(forecast.status) && forecast.date < today;
}

/** One direction of late forecasts: how many, and what they still expect (signed: payments are negative). */
export type LateSide = { count: number; remaining: Cents };

/** Late receipts and late payments, kept apart: netting them would hide what is owed on each side. */
export type LateTotals = { receipts: LateSide; payments: LateSide; count: number; oldest: IsoDate | null };

export function emptyLateTotals(): LateTotals {
  return { receipts: { count: 0, remaining: 0n }, payments: { count: 0, remaining: 0n }, count: 0, oldest: null };
}

/** Adds one late forecast's remaining amount to its side; a zero amount counts as a receipt, as the API counts it as an inflow. */
export function addLate(totals: LateTotals, date: IsoDate, remaining: Cents): void {
  const side = remaining < 0n ? totals.payments : totals.receipts;
  side.count += 1;
  side.remaining += remaining;
  totals.count += 1;
  if (totals.oldest === null || date < totals.oldest) totals.oldest = date;
}

/** One currency's figures: amounts in different currencies are never added together. */
export type CurrencyTotals = {
  currency: string;
  inflows: Cents;
  outflows: Cents;
  net: Cents;
  /** Late forecasts among them (see isLate), receipts and payments apart. */
  late: LateTotals;
  count: number;
};

function emptyTotals(currency: string): CurrencyTotals {
  return { currency, inflows: 0n, outflows: 0n, net: 0n, late: emptyLateTotals(), count: 0 };
}

/** Planned inflows, outflows, net and late outstanding per currency, sorted by currency code. */
export function totalsByCurrency(forecasts: readonly Totalled[], today: IsoDate): CurrencyTotals[] {
  const byCurrency = new Map<string, CurrencyTotals>();
  for (const forecast of forecasts) {
    const totals = byCurrency.get(forecast.currency) ?? emptyTotals(forecast.currency);
    const amount = parseMoney(forecast.amount);
    if (amount >= 0n) totals.inflows += amount;
    else totals.outflows += amount;
    totals.net += amount;
    if (isLate(forecast, today)) addLate(totals.late, forecast.date, parseMoney(forecast.remaining_amount));
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
