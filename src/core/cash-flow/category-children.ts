import type { Category } from '../api/schemas/reference.ts';
import { rootOf } from '../category-tree.ts';
import { addFlows, zeroFlows, type Flows } from './flows.ts';
import type { GroupedRow } from './grouped-rows.ts';

/** A category's line under its top-level one: its flows per period (by `periodStart`) and over the window. */
export type ChildLine = {
  key: string;
  /** The top-level category it rolls up into. */
  parent: string;
  /** True for the movements booked on the top-level category itself, beside its subcategories. */
  own: boolean;
  total: Flows;
  cells: ReadonlyMap<string, Flows>;
};

/**
 * The lines beneath each top-level category, from the rows by category: its subcategories in the
 * API's tree order (spec 4.1), after the movements booked on the top-level category itself if
 * any. Only a top-level category with a subcategory that moved (in this window or `earlierRows`,
 * so a compared line never disappears) gets lines: one moving alone has nothing to open. A
 * top-level category's figures (`rollupToParents`) are the exact sum of its lines, as both sum
 * the same rows.
 * @example categoryChildren(rows, categoriesById).get(salesId) // [{ key: productSalesId, parent: salesId, own: false, … }, …]
 */
export function categoryChildren(
  rows: readonly GroupedRow[],
  categoriesById: ReadonlyMap<string, Category>,
  earlierRows: readonly GroupedRow[] = [],
): Map<string, ChildLine[]> {
  const parentOf = (key: string) => {
    const category = categoriesById.get(key);
    return category ? rootOf(category, categoriesById).id : null;
  };
  const moved = new Set([...rows, ...earlierRows].map((row) => row.group));
  const lines = new Map<string, { total: Flows; cells: Map<string, Flows> }>();
  for (const key of moved) lines.set(key, { total: zeroFlows, cells: new Map() });
  for (const row of rows) {
    const line = lines.get(row.group)!;
    line.total = addFlows(line.total, row.flows);
    line.cells.set(row.periodStart, addFlows(line.cells.get(row.periodStart) ?? zeroFlows, row.flows));
  }
  const children = new Map<string, ChildLine[]>();
  // The reference list's order is the tree's: each root, then its children.
  const order = [...categoriesById.keys()].filter((key) => moved.has(key));
  for (const key of order) {
    const parent = parentOf(key)!;
    const line = lines.get(key)!;
    const own = parent === key;
    const list = children.get(parent) ?? [];
    if (own) list.unshift({ key, parent, own, ...line });
    else list.push({ key, parent, own, ...line });
    children.set(parent, list);
  }
  for (const [parent, list] of children) if (!list.some((line) => !line.own)) children.delete(parent);
  return children;
}
