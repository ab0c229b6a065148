import { changeBetween, type Change } from '../cash-flow/change.ts';
import type { Cents } from '../money.ts';
import type { PlanLine, PlanVsActual } from './plan-vs-actual.ts';

/** How many categories the pack's page names: the largest variances; the workbook keeps every line. */
export const NAMED_VARIANCES = 8;

/** Every category past the named ones, in one line that keeps each column adding up to the total. */
export type OtherCategories = { count: number; actual: Cents; plan: Cents | null; variance: Change | null };

export type PlanHighlights = { named: PlanLine[]; others: OtherCategories | null };

/**
 * The categories whose actual moved furthest from a plan, largest first (the order planVsActual
 * gives), then the rest summed: their actuals, their plans, and the variance of those sums. With
 * every named line planned, the variance column adds up to the month's: each named variance, plus
 * the others' actual minus their plan, is the total actual minus the total plan.
 */
export function planHighlights(plan: PlanVsActual, count = NAMED_VARIANCES): PlanHighlights {
  const named = plan.lines.filter((line) => line.variance !== null && line.variance.amount !== 0n).slice(0, count);
  const rest = plan.lines.filter((line) => !named.includes(line));
  if (rest.length === 0) return { named, others: null };
  const actual = rest.reduce((sum, line) => sum + line.actual, 0n);
  const planned = rest.filter((line) => line.forecast !== null);
  const restPlan = planned.length === 0 ? null : planned.reduce((sum, line) => sum + line.forecast!, 0n);
  return { named, others: { count: rest.length, actual, plan: restPlan, variance: changeBetween('net', restPlan, actual, 'plan') } };
}
