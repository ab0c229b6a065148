import type { Forecast } from '../api/schemas/forecast.ts';
import type { Summary } from '../api/schemas/summary.ts';
import { relationId } from '../api/schemas/common.ts';
import { daysBetween, startOfIsoWeek, type IsoDate } from '../calendar-date.ts';
import { parseMoney, type Cents } from '../money.ts';
import { deriveRate, inWorkspaceCurrency, type ForecastRate, type RunwayForecast } from '../runway/forecast-rates.ts';
import { isLate, isOutstanding } from '../runway/forecast-totals.ts';
import { CASH_WEEKS, type CashWeeksAnswers } from './week-requests.ts';

/**
 * One amount the table places: a category's movement in one week, signed (receipts positive).
 * `actual` marks what already happened this week (the summary), the rest is still expected.
 * `categoryId` null: uncategorised (actuals only; every forecast has a category); `added`: what a
 * scenario adds without a category.
 */
export type Flow = { categoryId: string | null; week: number; cents: Cents; actual: boolean; added?: true };

/**
 * The week column of a day, counted from this week's Monday (null outside the 13 weeks): the
 * Monday found once and each day's column remembered. 20,000 forecasts fall on at most a few hundred days, and parsing each date twice
 * took most of the table's time (419 ms against 70 ms, measured in the bench).
 */
export function weekLocator(today: IsoDate): (date: IsoDate) => number | null {
  const monday = startOfIsoWeek(today);
  const known = new Map<IsoDate, number | null>();
  return (date) => {
    const seen = known.get(date);
    if (seen !== undefined) return seen;
    const index = Math.floor(daysBetween(monday, date) / 7);
    const column = index >= 0 && index < CASH_WEEKS ? index : null;
    known.set(date, column);
    return column;
  };
}

/**
 * This week's actuals as flows, one per category row of the summary. Uncategorised movements
 * come as receipts and payments apart (their inflows and outflows), since no category says which
 * side they belong to.
 */
export function actualFlows(actuals: Summary): Flow[] {
  return actuals.rows.flatMap((row): Flow[] => {
    const categoryId = row.group ?? null;
    if (categoryId !== null) return [{ categoryId, week: 0, cents: parseMoney(row.net), actual: true }];
    return [
      { categoryId: null, week: 0, cents: parseMoney(row.inflows), actual: true },
      { categoryId: null, week: 0, cents: parseMoney(row.outflows), actual: true },
    ];
  });
}

/** Every forecast of the answers (late ones first, as the runway lists them) in the workspace currency, converted at the API's rate. */
export function convertedForecasts(answers: CashWeeksAnswers) {
  const forecasts: Forecast[] = [...answers.overdue.items, ...answers.latePartial.items, ...answers.upcoming.items];
  const rates = answers.rates
    .map(({ inWorkspace, inOwn }) => deriveRate(inWorkspace, inOwn))
    .filter((rate): rate is ForecastRate => rate !== null);
  return inWorkspaceCurrency(forecasts, answers.week.currency, rates);
}

/** Late forecasts' remaining amounts, receipts and payments apart. */
export type LateSums = { receipts: Cents; disbursements: Cents };

/** A forecast's movement in the workspace currency, in its category: as given, or as a scenario left it. */
export type ExpectedMovement = { categoryId: string; date: IsoDate; status: string; remaining: Cents };

export function expectedMovements(counted: readonly RunwayForecast[]): ExpectedMovement[] {
  return counted.map(({ forecast, remaining }) => ({
    categoryId: relationId(forecast.category),
    date: forecast.date,
    status: forecast.status,
    remaining,
  }));
}

/**
 * The forecasts still expected as flows: each outstanding one's remaining amount in the week of
 * its date; a late one (overdue, or partial dated before today) in this week when counted, else
 * only in the late sums.
 */
export function forecastFlows(
  movements: readonly ExpectedMovement[],
  today: IsoDate,
  countLate: boolean,
): { flows: Flow[]; late: LateSums } {
  const flows: Flow[] = [];
  const late: LateSums = { receipts: 0n, disbursements: 0n };
  const weekOf = weekLocator(today);
  for (const movement of movements) {
    const { categoryId, remaining } = movement;
    if (!isOutstanding(movement.status) || remaining === 0n) continue;
    if (isLate(movement, today)) {
      if (remaining > 0n) late.receipts += remaining;
      else late.disbursements += remaining;
      if (countLate) flows.push({ categoryId, week: 0, cents: remaining, actual: false });
      continue;
    }
    const week = weekOf(movement.date);
    if (week !== null) flows.push({ categoryId, week, cents: remaining, actual: false });
  }
  return { flows, late };
}
