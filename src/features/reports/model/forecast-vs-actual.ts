import { parseMoney, type Cents } from '../../../api/money.ts';
import type { IsoDate } from '../../../lib/calendar-date.ts';
import { changeBetween, type Change } from './change.ts';
import type { GroupedRow } from './grouped-rows.ts';
import type { Period } from './report-periods.ts';

export type PlannedAmount = { date: IsoDate; amount: string; currency: string; category: string };

export type ForecastActualLine = {
  category: string;
  /** Net of the counted movements; null for a month that has not started yet. */
  actual: Cents | null;
  /** Sum of forecast amounts dated in the month. */
  forecast: Cents;
  /** Actual minus forecast, and its percentage of the forecast. */
  variance: Change | null;
};

export type ForecastActualMonth = Period & {
  /** `past`: complete; `current`: actuals so far; `future`: forecasts only. */
  timing: 'past' | 'current' | 'future';
  lines: ForecastActualLine[];
  actualNet: Cents | null;
  forecastNet: Cents;
};

export type ForecastVsActual = {
  months: ForecastActualMonth[];
  /** Forecasts in another currency than the report's: left out, since the API gives no rate for them. */
  skipped: { count: number; currencies: string[] };
};

/**
 * Lines up actual flows per month and category with the forecasts planned for the same month
 * and category, summed exactly. `keyOf` re-keys categories (to their parents for a roll-up).
 * Categories appear in the order they are first met: actuals (API order) first, then forecasts.
 */
export function alignForecastVsActual(input: {
  months: readonly Period[];
  actuals: readonly GroupedRow[];
  forecasts: readonly PlannedAmount[];
  currency: string;
  today: IsoDate;
  keyOf?: (category: string) => string;
}): ForecastVsActual {
  const keyOf = input.keyOf ?? ((category: string) => category);
  const monthOf = (date: IsoDate) => input.months.find((month) => month.start <= date && date <= month.end);
  const actual = new Map<string, Cents>();
  const planned = new Map<string, Cents>();
  const order: string[] = [];
  const note = (category: string) => {
    if (!order.includes(category)) order.push(category);
  };
  for (const row of input.actuals) {
    const category = keyOf(row.group);
    note(category);
    const key = `${row.periodStart}|${category}`;
    actual.set(key, (actual.get(key) ?? 0n) + row.flows.net);
  }
  const skippedCurrencies = new Set<string>();
  let skipped = 0;
  for (const forecast of input.forecasts) {
    const month = monthOf(forecast.date);
    if (!month) continue;
    if (forecast.currency !== input.currency) {
      skipped++;
      skippedCurrencies.add(forecast.currency);
      continue;
    }
    const category = keyOf(forecast.category);
    note(category);
    const key = `${month.start}|${category}`;
    planned.set(key, (planned.get(key) ?? 0n) + parseMoney(forecast.amount));
  }
  const months = input.months.map((month): ForecastActualMonth => {
    const timing = month.start > input.today ? 'future' : month.end < input.today ? 'past' : 'current';
    const lines = order
      .map((category): ForecastActualLine => {
        const key = `${month.start}|${category}`;
        // Categories partition the movements (split pieces each in one), so this sum is the month's net.
    const actualNet = timing === 'future' ? null : (actual.get(key) ?? 0n);
        const forecast = planned.get(key) ?? 0n;
        return { category, actual: actualNet, forecast, variance: changeBetween(forecast, actualNet) };
      })
      .filter((line) => line.forecast !== 0n || (line.actual !== null && line.actual !== 0n));
    // Categories partition the movements (split pieces each in one), so this sum is the month's net.
    const actualNet = timing === 'future' ? null : lines.reduce((sum, line) => sum + (line.actual ?? 0n), 0n);
    const forecastNet = lines.reduce((sum, line) => sum + line.forecast, 0n);
    return { ...month, timing, lines, actualNet, forecastNet };
  });
  return { months, skipped: { count: skipped, currencies: [...skippedCurrencies].sort() } };
}
