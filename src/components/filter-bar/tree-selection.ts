import type { CatalogOption } from './filter-catalog.ts';

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** A parent and its children: what ticking the parent selects. */
export function subtreeIds(option: CatalogOption): string[] {
  return [option.id, ...(option.children ?? []).map((child) => child.id)];
}

/** Checked when the whole subtree is selected, mixed when part of it is. */
export function checkState(option: CatalogOption, selected: ReadonlySet<string>): CheckState {
  const ids = subtreeIds(option);
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'unchecked';
  return count === ids.length ? 'checked' : 'mixed';
}

/**
 * Ticks or unticks an option. A parent toggles its whole subtree: a mixed parent becomes
 * fully selected, as a reader ticking a half-ticked box expects. A child toggles itself only.
 */
export function toggleOption(option: CatalogOption, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const ids = subtreeIds(option);
  if (checkState(option, selected) === 'checked') for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}
