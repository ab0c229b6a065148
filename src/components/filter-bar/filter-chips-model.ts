import type { SearchNotice } from '../../core/url-state/parse-search.ts';
import type { Catalog } from './filter-catalog.ts';
import type { IdFilterDefinition } from './filter-kinds.ts';
import { subtreeIds } from './tree-selection.ts';

/** One removable chip: its text and the ids removing it takes out of the URL. */
export type FilterChip = { key: string; text: string; removes: string[] };

/**
 * Chips for the selected ids of one filter. A parent selected with all its children is one
 * chip ("Category: Payroll (all)"); until the list has loaded, ids show a placeholder name.
 * Ids the loaded list does not know get no chip: they are dropped from the URL instead.
 */
export function filterChips(definition: IdFilterDefinition, ids: readonly string[], catalog: Catalog | undefined): FilterChip[] {
  if (!catalog) return ids.map((id) => ({ key: id, text: `${definition.one}: …`, removes: [id] }));
  const selected = new Set(ids);
  const covered = new Set<string>();
  const chips: FilterChip[] = [];
  for (const option of catalog.sections.flatMap((section) => section.options)) {
    if (!option.children || option.children.length === 0) continue;
    const subtree = subtreeIds(option);
    if (!subtree.every((id) => selected.has(id))) continue;
    for (const id of subtree) covered.add(id);
    chips.push({ key: option.id, text: `${definition.one}: ${option.label} (all)`, removes: subtree });
  }
  for (const id of ids) {
    const name = catalog.names.get(id);
    if (covered.has(id) || name === undefined) continue;
    chips.push({ key: id, text: `${definition.one}: ${name}`, removes: [id] });
  }
  return chips;
}

/** Ids the complete, loaded list does not hold, with the notice explaining why they are dropped. */
export function unknownIds(
  definition: IdFilterDefinition,
  ids: readonly string[],
  catalog: Catalog | undefined,
): { unknown: string[]; notices: SearchNotice[] } {
  if (!catalog || !catalog.complete) return { unknown: [], notices: [] };
  const unknown = ids.filter((id) => !catalog.names.has(id));
  return {
    unknown,
    notices: unknown.map((id) => ({ param: definition.param, value: id, reason: `matches no ${definition.noun} and was ignored` })),
  };
}

/** Selected ids in the list's own order, so equal selections make equal links. */
export function inCatalogOrder(ids: Iterable<string>, order: readonly string[]): string[] {
  const wanted = new Set(ids);
  const known = order.filter((id) => wanted.has(id));
  const rest = [...wanted].filter((id) => !order.includes(id));
  return [...known, ...rest];
}
