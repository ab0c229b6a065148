import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ForecastFilters } from '../../core/api/requests.ts';
import { monthForecastsQuery } from './month-forecasts-query.ts';

/**
 * Fetches a month when the reader shows intent to open it (pointer over, or focus on, a month
 * button), so stepping is instant without spending requests on every first load.
 */
export function usePrefetchMonth(filters: ForecastFilters): (month: string) => void {
  const queryClient = useQueryClient();
  return useCallback((month: string) => void queryClient.prefetchQuery(monthForecastsQuery(month, filters)), [queryClient, filters]);
}
