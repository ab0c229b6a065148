import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { PeriodPreset } from '../date-window.ts';
import { today } from '../page-meta.ts';
import { type FilterSearch, resolveWindow, toTransactionFilters } from './filter-search.ts';

/** Any view's search, as a loose record: each route validated its own part already. */
type AnySearch = Record<string, unknown>;

/** The shared filters of the current view, its resolved window, and the API filters they make. */
export function useFilterState(defaultPeriod: PeriodPreset) {
  const search: FilterSearch = useSearch({ strict: false });
  const window = resolveWindow(search, today(), defaultPeriod);
  return { search, window, filters: toTransactionFilters(search, window) };
}

/**
 * Writes the current view's search through an updater. Every change is a history entry, so
 * back and forward walk through the reader's filter changes.
 */
export function useUpdateSearch() {
  const navigate = useNavigate();
  return useCallback(
    (update: (previous: AnySearch) => AnySearch, options: { replace?: boolean } = {}) =>
      navigate({ to: '.', search: (previous: AnySearch) => update(previous), replace: options.replace ?? false }),
    [navigate],
  );
}
