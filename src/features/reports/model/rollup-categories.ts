import type { Category } from '../../../core/api/schemas/reference.ts';
import { rootOf } from '../../../core/category-tree.ts';
import { regroupRows, type GroupedRow } from '../../../core/cash-flow/grouped-rows.ts';

/**
 * Category rows re-keyed to their top-level category and summed exactly, for `rollup=parents`.
 * A category missing from the reference list keeps its own id rather than disappearing.
 */
export function rollupToParents(rows: readonly GroupedRow[], categoriesById: ReadonlyMap<string, Category>): GroupedRow[] {
  return regroupRows(rows, (group) => {
    const category = categoriesById.get(group);
    return category ? rootOf(category, categoriesById).id : group;
  });
}

/** The categories a rolled-up parent stands for, for drilling down to its transactions. */
export function membersOfParent(parentId: string, categories: Iterable<Category>): string[] {
  const members = [parentId];
  for (const category of categories) if (category.parent_id === parentId) members.push(category.id);
  return members;
}
