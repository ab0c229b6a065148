import { queryOptions } from '@tanstack/react-query';
import { type ForecastExpandName, type ForecastFilters, forecastsRequest, type ForecastsRequest } from '../../core/api/requests.ts';
import { forecastSchema } from '../../core/api/schemas/forecast.ts';
import { fetchAllPages } from '../fetch-all-pages.ts';
import { apiKeys } from './query-keys.ts';

/** Every forecast a request descriptor describes, paged to the end (src/core/api/requests.ts). */
export const forecastsQueryFor = (request: ForecastsRequest) =>
  queryOptions({
    queryKey: apiKeys.list('forecasts', request.params),
    queryFn: ({ signal }) => fetchAllPages(request.path, forecastSchema, { params: request.params, signal }),
  });

/** Every forecast in a window: a calendar month, a runway horizon. */
export const forecastsInWindowQuery = (filters: ForecastFilters, expand: readonly ForecastExpandName[] = []) =>
  forecastsQueryFor(forecastsRequest(filters, expand));
