import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { FilterSearch } from '../../lib/url-state/filter-search.ts';
import { drillSearch } from './model/drill-filter.ts';
import type { DrillTarget } from './model/report-table.ts';

/** Opens the transactions behind a chart segment, as the table's links do. */
export function useDrillNavigate(search: FilterSearch) {
  const navigate = useNavigate();
  return useCallback(
    (target: DrillTarget | null | undefined) => {
      if (target) void navigate({ to: '/transactions', search: drillSearch(search, target.period, target.filter, target.direction) });
    },
    [navigate, search],
  );
}
