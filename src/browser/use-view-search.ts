import { type RegisteredRouter, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { PeriodPreset } from '../core/date-window.ts';
import { today } from './page-meta.ts';
import { type FilterSearch, resolveWindow, searchFilters } from '../core/url-state/filter-search.ts';

/** Any view's search as the router types it: every view's parameters, each optional. */
export type AnyViewSearch = ReturnType<typeof useSearch<RegisteredRouter, undefined, false>>;

/** The shared filters of the current view, its resolved window, and the API filters they make. */
export function useFilterState(defaultPeriod: PeriodPreset) {
  const search: FilterSearch = useSearch({ strict: false });
  const window = resolveWindow(search, today(), defaultPeriod);
  return { search, window, filters: searchFilters(search, window) };
}

/**
 * Writes the current view's search through an updater. Every change is a history entry, so
 * back and forward walk through the reader's filter changes.
 */
export function useUpdateSearch() {
  const navigate = useNavigate();
  return useCallback(
    (update: (previous: AnyViewSearch) => AnyViewSearch, options: { replace?: boolean } = {}) =>
      navigate({ to: '.', search: update, replace: options.replace ?? false }),
    [navigate],
  );
}
