import type { Cents } from '../money.ts';
import { changeBetween, type Change } from '../cash-flow/change.ts';
import type { GroupedRow } from '../cash-flow/grouped-rows.ts';

export const TOP_COUNT = 5;

export type TopCategory = {
  category: string;
  amount: Cents;
  /** The same flow in the comparison month; 0 when the category had none. */
  comparison: Cents;
  change: Change | null;
};

export type TopCategories = { inflows: TopCategory[]; outflows: TopCategory[] };

/**
 * The categories that brought in and paid out the most in the month (`monthStart`), by the
 * size of that flow, each against the same flow in the comparison month. Ties go by category id
 * so the order never depends on the API's row order.
 */
export function topCategories(rows: readonly GroupedRow[], monthStart: string, comparisonStart: string): TopCategories {
  const flowOf = (periodStart: string, figure: 'inflows' | 'outflows') => {
    const byCategory = new Map<string, Cents>();
    for (const row of rows)
      if (row.periodStart === periodStart) byCategory.set(row.group, (byCategory.get(row.group) ?? 0n) + row.flows[figure]);
    return byCategory;
  };
  const rank = (figure: 'inflows' | 'outflows'): TopCategory[] => {
    const month = flowOf(monthStart, figure);
    const earlier = flowOf(comparisonStart, figure);
    const size = (amount: Cents) => (amount < 0n ? -amount : amount);
    return [...month.entries()]
      .filter(([, amount]) => amount !== 0n)
      .sort(([a, x], [b, y]) => (size(y) === size(x) ? (a < b ? -1 : 1) : size(y) > size(x) ? 1 : -1))
      .slice(0, TOP_COUNT)
      .map(([category, amount]) => {
        const comparison = earlier.get(category) ?? 0n;
        return { category, amount, comparison, change: changeBetween(figure, comparison, amount) };
      });
  };
  return { inflows: rank('inflows'), outflows: rank('outflows') };
}
