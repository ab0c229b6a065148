import type { AccuracyLead, AccuracyReport } from '../../core/cash-weeks/accuracy.ts';
import type { Cents } from '../../core/money.ts';

/** How many categories the chart draws: the rest are in the table above it. */
export const CHARTED_CATEGORIES = 8;

export type ChartedCategory = { categoryId: string | null; byLead: Record<AccuracyLead, Cents | null> };

/**
 * The categories with the largest mean error at the worst of their leads, largest first, ties by
 * their order in the report: the ones a reader asks about first.
 */
export function largestErrors(report: AccuracyReport, count = CHARTED_CATEGORIES): ChartedCategory[] {
  const worst = (byLead: Record<AccuracyLead, Cents | null>) =>
    Object.values(byLead).reduce<Cents>((max, value) => (value !== null && value > max ? value : max), 0n);
  return [...report.meanAbsoluteError]
    .map(([categoryId, byLead]) => ({ categoryId, byLead, worst: worst(byLead) }))
    .sort((a, b) => (a.worst === b.worst ? 0 : a.worst > b.worst ? -1 : 1))
    .slice(0, count)
    .map(({ categoryId, byLead }) => ({ categoryId, byLead }));
}
