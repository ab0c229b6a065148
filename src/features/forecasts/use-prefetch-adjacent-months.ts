import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ForecastFilters } from '../../api/queries/forecast-queries.ts';
import { monthForecastsQuery } from './month-forecasts-query.ts';
import { shiftMonth } from './month-grid.ts';

/** Once the month shown has loaded, fetch the months either side so stepping is instant. */
export function usePrefetchAdjacentMonths(month: string, filters: ForecastFilters, loaded: boolean): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(filters);
  useEffect(() => {
    if (!loaded) return;
    const parsed = JSON.parse(key) as ForecastFilters;
    for (const step of [-1, 1]) void queryClient.prefetchQuery(monthForecastsQuery(shiftMonth(month, step), parsed));
  }, [queryClient, month, key, loaded]);
}
