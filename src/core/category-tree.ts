import type { Category } from './api/schemas/reference.ts';

/**
 * Categories form a two-level tree through `parent_id`. The API already lists them in tree
 * order (spec 4.1: each root followed by its children), so order is kept as given.
 */
export type CategoryNode = { category: Category; children: Category[] };

export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const roots = new Map<string, CategoryNode>();
  for (const category of categories) {
    if (category.parent_id === null || !byId.has(category.parent_id)) roots.set(category.id, { category, children: [] });
  }
  for (const category of categories) {
    if (category.parent_id !== null) roots.get(category.parent_id)?.children.push(category);
  }
  return [...roots.values()];
}

/** "Payroll › Salaries" for a child, "Payroll" for a root. */
export function categoryPath(category: Category, byId: ReadonlyMap<string, Category>): string {
  const parent = category.parent_id ? byId.get(category.parent_id) : undefined;
  return parent ? `${parent.name} › ${category.name}` : category.name;
}

/** The category itself and, for a parent, all its children: what selecting it in a filter means. */
export function withDescendants(id: string, categories: readonly Category[]): string[] {
  return [id, ...categories.filter((category) => category.parent_id === id).map((category) => category.id)];
}

/** The root a category rolls up into (itself when it is a root). */
export function rootOf(category: Category, byId: ReadonlyMap<string, Category>): Category {
  const parent = category.parent_id ? byId.get(category.parent_id) : undefined;
  return parent ?? category;
}
