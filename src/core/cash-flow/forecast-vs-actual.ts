import { parseMoney, type Cents } from '../money.ts';
import type { Category } from '../api/schemas/reference.ts';
import type { IsoDate } from '../calendar-date.ts';
import { buildCategoryTree } from '../category-tree.ts';
import { changeBetween, type Change } from './change.ts';
import { NO_GROUP, type GroupedRow } from './grouped-rows.ts';
import type { Period } from './report-periods.ts';

export type PlannedAmount = { date: IsoDate; amount: string; currency: string; category: string };

export type ForecastActualLine = {
  category: string;
  /** Net of the counted movements; null for a month that has not started yet. */
  actual: Cents | null;
  /** Sum of forecast amounts dated in the month; null when nothing was planned: "no plan", not zero. */
  forecast: Cents | null;
  /** Actual against forecast; null without a plan or without an actual. */
  variance: Change | null;
};

/** A month's money in or out, forecast and actual: null as the month's net is (no plan, not started). */
export type DirectionFigures = { actual: Cents | null; forecast: Cents | null };

export type ForecastActualMonth = Period & {
  /** `past`: complete; `current`: actuals so far; `future`: forecasts only. */
  timing: 'past' | 'current' | 'future';
  lines: ForecastActualLine[];
  actualNet: Cents | null;
  /** Null when no forecast at all is dated in the month. */
  forecastNet: Cents | null;
  /** Inflows (positive forecasts, the actuals' inflows) and outflows (negative ones): inflows + outflows = net. */
  inflows: DirectionFigures;
  outflows: DirectionFigures;
};

export type ForecastVsActual = {
  months: ForecastActualMonth[];
  /** The categories some month lists, in the order each month lists them. */
  categories: string[];
  /** Forecasts in another currency than the report's: left out, since the API gives no rate for them. */
  skipped: { count: number; currencies: string[] };
};

/**
 * Lines up actual flows per month and category with the forecasts planned for the same month
 * and category, summed exactly. `keyOf` re-keys categories (to their parents for a roll-up).
 * Categories follow `order` (the category tree's), then those it does not know as first met,
 * then the uncategorised. A category or month without any forecast has no plan, and no variance.
 */
export function alignForecastVsActual(input: {
  months: readonly Period[];
  actuals: readonly GroupedRow[];
  forecasts: readonly PlannedAmount[];
  currency: string;
  today: IsoDate;
  keyOf?: (category: string) => string;
  order?: readonly string[];
}): ForecastVsActual {
  const keyOf = input.keyOf ?? ((category: string) => category);
  const monthOf = (date: IsoDate) => input.months.find((month) => month.start <= date && date <= month.end);
  const actual = new Map<string, Cents>();
  const planned = new Map<string, Cents>();
  // Per month start: what came in and went out, and what was planned to.
  const flowsIn = new Map<string, Cents>();
  const flowsOut = new Map<string, Cents>();
  const plannedIn = new Map<string, Cents>();
  const plannedOut = new Map<string, Cents>();
  const met = new Set<string>();
  for (const row of input.actuals) {
    const category = keyOf(row.group);
    met.add(category);
    addTo(actual, `${row.periodStart}|${category}`, row.flows.net);
    addTo(flowsIn, row.periodStart, row.flows.inflows);
    addTo(flowsOut, row.periodStart, row.flows.outflows);
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
    met.add(category);
    const amount = parseMoney(forecast.amount);
    addTo(planned, `${month.start}|${category}`, amount);
    addTo(amount < 0n ? plannedOut : plannedIn, month.start, amount);
  }
  const categories = inTreeOrder(met, input.order ?? []);
  const months = input.months.map((month): ForecastActualMonth => {
    const timing = month.start > input.today ? 'future' : month.end < input.today ? 'past' : 'current';
    const lines = categories
      .map((category): ForecastActualLine => {
        const key = `${month.start}|${category}`;
        const actualNet = timing === 'future' ? null : (actual.get(key) ?? 0n);
        const forecast = planned.get(key) ?? null;
        return { category, actual: actualNet, forecast, variance: changeBetween('net', forecast, actualNet, 'plan') };
      })
      .filter((line) => line.forecast !== null || (line.actual !== null && line.actual !== 0n));
    // Categories partition the movements (split pieces each in one), so this sum is the month's net.
    const actualNet = timing === 'future' ? null : lines.reduce((sum, line) => sum + (line.actual ?? 0n), 0n);
    const plannedLines = lines.filter((line) => line.forecast !== null);
    const forecastNet = plannedLines.length === 0 ? null : plannedLines.reduce((sum, line) => sum + (line.forecast ?? 0n), 0n);
    const direction = (flows: Map<string, Cents>, plans: Map<string, Cents>): DirectionFigures => ({
      actual: actualNet === null ? null : (flows.get(month.start) ?? 0n),
      forecast: forecastNet === null ? null : (plans.get(month.start) ?? 0n),
    });
    return {
      ...month,
      timing,
      lines,
      actualNet,
      forecastNet,
      inflows: direction(flowsIn, plannedIn),
      outflows: direction(flowsOut, plannedOut),
    };
  });
  const listed = new Set(months.flatMap((month) => month.lines.map((line) => line.category)));
  return {
    months,
    categories: categories.filter((category) => listed.has(category)),
    skipped: { count: skipped, currencies: [...skippedCurrencies].sort() },
  };
}

function addTo(map: Map<string, Cents>, key: string, amount: Cents): void {
  map.set(key, (map.get(key) ?? 0n) + amount);
}

/** Known categories in the tree's order, then unknown ones as first met, the uncategorised last. */
function inTreeOrder(met: ReadonlySet<string>, order: readonly string[]): string[] {
  const position = new Map(order.map((key, index) => [key, index]));
  const rank = (key: string) => (key === NO_GROUP ? order.length + 1 : (position.get(key) ?? order.length));
  return [...met].sort((a, b) => rank(a) - rank(b));
}

/**
 * Which months have no plan, and whether the window's total can be set against its plan: only
 * when every month has a plan and has started.
 */
export function planCoverage(result: ForecastVsActual): { unplanned: ForecastActualMonth[]; totalComparable: boolean } {
  const unplanned = result.months.filter((month) => month.forecastNet === null);
  return { unplanned, totalComparable: unplanned.length === 0 && result.months.every((month) => month.timing !== 'future') };
}

/** Category ids in the tree's order, each root followed by its children, as every view lists them. */
export function categoryTreeOrder(categories: readonly Category[]): string[] {
  return buildCategoryTree(categories).flatMap((node) => [node.category.id, ...node.children.map((child) => child.id)]);
}
