import type { Cents } from '../money.ts';
import type { IsoDate } from '../calendar-date.ts';
import { changeBetween, type Change } from '../cash-flow/change.ts';
import { alignForecastVsActual, type ForecastActualLine, type PlannedAmount } from '../cash-flow/forecast-vs-actual.ts';
import type { GroupedRow } from '../cash-flow/grouped-rows.ts';
import type { DateWindow } from '../date-window.ts';

export type PlanLine = ForecastActualLine & { actual: Cents };

export type PlanVsActual = {
  /** Planned categories by the size of their variance, largest first; then those without a plan, by size. */
  lines: PlanLine[];
  actualNet: Cents;
  /** Null when nothing at all was planned for the month. */
  plannedNet: Cents | null;
  variance: Change | null;
  /** Forecasts in another currency than the pack's, left out: the API gives no rate for them. */
  skipped: { count: number; currencies: string[] };
};

/**
 * The month's actual net per category against the forecasts dated in it, aligned by the
 * reports' own rule (a category without a forecast has no plan and no variance).
 */
export function planVsActual(input: {
  month: DateWindow;
  actuals: readonly GroupedRow[];
  forecasts: readonly PlannedAmount[];
  currency: string;
  today: IsoDate;
}): PlanVsActual {
  const period = { start: input.month.from, end: input.month.to };
  const monthActuals = input.actuals.filter((row) => row.periodStart === period.start);
  const aligned = alignForecastVsActual({
    months: [period],
    actuals: monthActuals,
    forecasts: input.forecasts,
    currency: input.currency,
    today: input.today,
  });
  const month = aligned.months[0]!;
  // A closed month has an actual on every line; the alignment leaves it null only for months to come.
  const lines = month.lines.map((line) => ({ ...line, actual: line.actual ?? 0n })).sort(byVariance);
  const actualNet = month.actualNet ?? 0n;
  return {
    lines,
    actualNet,
    plannedNet: month.forecastNet,
    variance: changeBetween('net', month.forecastNet, actualNet, 'plan'),
    skipped: aligned.skipped,
  };
}

function size(amount: Cents): Cents {
  return amount < 0n ? -amount : amount;
}

function byVariance(a: PlanLine, b: PlanLine): number {
  if (a.variance && b.variance)
    return compareDescending(size(a.variance.amount), size(b.variance.amount)) || a.category.localeCompare(b.category);
  if (a.variance || b.variance) return a.variance ? -1 : 1;
  return compareDescending(size(a.actual), size(b.actual)) || a.category.localeCompare(b.category);
}

function compareDescending(a: Cents, b: Cents): number {
  return a === b ? 0 : a > b ? -1 : 1;
}
