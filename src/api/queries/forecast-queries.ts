import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { QueryParams } from '../api-fetch.ts';
import { apiGetList } from '../api-fetch.ts';
import { ALL_PAGES_LIMIT, fetchAllPages } from '../fetch-all-pages.ts';
import { firstRequestMeta } from './first-request.ts';
import { type EndpointFilters, filterParams } from '../filter-params.ts';
import { forecastExpandNames, forecastSchema } from '../schemas/forecast.ts';
import { apiKeys } from './query-keys.ts';

/** The filters /forecasts accepts (spec 4.2): the shared ones it documents, and a status. */
export type ForecastFilters = EndpointFilters<'forecasts'> & { status?: string | undefined };

export type ForecastExpandName = (typeof forecastExpandNames)[number];

function forecastParams(filters: ForecastFilters, expand: readonly ForecastExpandName[] = []): QueryParams {
  return {
    ...filterParams('forecasts', filters),
    status: filters.status,
    expand: expand.length > 0 ? [...expand] : undefined,
  };
}

/** Every forecast in a window, paged to the end: a calendar month, a runway horizon. */
export const forecastsInWindowQuery = (filters: ForecastFilters, expand: readonly ForecastExpandName[] = []) => {
  const params = forecastParams(filters, expand);
  return queryOptions({
    queryKey: apiKeys.list('forecasts', params),
    queryFn: ({ signal }) => fetchAllPages('/forecasts', forecastSchema, { params, signal }),
    meta: firstRequestMeta('/forecasts', { ...params, limit: ALL_PAGES_LIMIT }),
  });
};

/** Forecasts page by page, for long lists. */
export const forecastsInfiniteQuery = (filters: ForecastFilters, pageSize = 250) => {
  const params = forecastParams(filters);
  return infiniteQueryOptions({
    queryKey: apiKeys.infinite('forecasts', { ...params, limit: pageSize }),
    queryFn: ({ pageParam, signal }) =>
      apiGetList('/forecasts', forecastSchema, { params: { ...params, limit: pageSize, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : null),
  });
};
