import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { IsoDate } from '../../core/calendar-date.ts';
import { forecastsQueryFor } from '../../api/queries/forecast-queries.ts';
import { latePartialForecastsRequest, overdueForecastsRequest } from '../../core/views/overdue/late-forecasts-requests.ts';
import { mergeLateForecasts } from '../../core/views/overdue/late-book.ts';

/** Every late forecast as of `today`, once both walks are in; the first failure otherwise. */
export function useLateForecasts(today: IsoDate) {
  const overdue = useQuery(forecastsQueryFor(overdueForecastsRequest()));
  const partial = useQuery(forecastsQueryFor(latePartialForecastsRequest(today)));
  const items = useMemo(
    () => (overdue.data && partial.data ? mergeLateForecasts(overdue.data.items, partial.data.items, today) : undefined),
    [overdue.data, partial.data, today],
  );
  const failed = [overdue, partial].find((query) => query.isError);
  const retry = () => [overdue, partial].forEach((query) => query.isError && void query.refetch());
  if (failed) return { state: 'error' as const, error: failed.error, retry };
  if (!items || !overdue.data || !partial.data) return { state: 'pending' as const };
  return { state: 'success' as const, items, invalidRows: [...overdue.data.invalidRows, ...partial.data.invalidRows] };
}
