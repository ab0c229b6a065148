import type { SortKey } from './cursor.ts';
import type { CategoryRecord } from './model.ts';

// Sort keys of the fixed orders of spec 4.1; names compare by UTF-16 code unit, as JavaScript strings do.

export const byNameThenId = (item: { name: string; id: string }): SortKey => [item.name, item.id];

export function sortByKey<T>(items: readonly T[], key: (item: T) => SortKey, compare: (a: SortKey, b: SortKey) => number): T[] {
  return [...items].sort((a, b) => compare(key(a), key(b)));
}

/** Inflows before outflows; each root followed by its children; siblings by position (then id). */
export function categoryKey(categories: readonly CategoryRecord[]): (category: CategoryRecord) => SortKey {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (category) => {
    const root = category.parentId === null ? category : (byId.get(category.parentId) ?? category);
    const direction = category.direction === 'inflow' ? 0 : 1;
    const child = root === category ? [0, 0, ''] : [1, category.position, category.id];
    return [direction, root.position, root.id, ...child];
  };
}
