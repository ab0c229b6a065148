import type { CatalogOption, CatalogSection } from './filter-catalog.ts';

/** Case- and accent-insensitive, so "societe" finds "Société Générale". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The sections narrowed to what the reader typed. A parent that matches keeps all its
 * children; a parent that does not stays as the context of its matching children.
 */
export function matchOptions(sections: readonly CatalogSection[], query: string): CatalogSection[] {
  const needle = normalizeForSearch(query);
  if (needle === '') return [...sections];
  const matches = (option: CatalogOption) => normalizeForSearch(option.label).includes(needle);
  return sections
    .map((section) => ({
      ...section,
      options: section.options.flatMap((option): CatalogOption[] => {
        if (matches(option)) return [option];
        const children = (option.children ?? []).filter(matches);
        return children.length > 0 ? [{ ...option, children }] : [];
      }),
    }))
    .filter((section) => section.options.length > 0);
}
