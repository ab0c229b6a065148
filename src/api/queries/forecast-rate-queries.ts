import { queryOptions } from '@tanstack/react-query';
import type { SummaryRequest } from '../../core/api/requests.ts';
import { summarySchema } from '../../core/api/schemas/summary.ts';
import type { RateRequests } from '../../core/runway/forecast-rates.ts';
import { apiGet } from '../api-fetch.ts';
import { apiKeys } from './query-keys.ts';

/**
 * The summaries each foreign currency's rate comes from (rateRequests), asked together in one
 * query: the runway waits for them as one answer and retries them as one.
 */
export const forecastRatesQuery = (requests: readonly RateRequests[]) =>
  queryOptions({
    queryKey: apiKeys.list('summary', { rates: requests.map((request) => [request.inWorkspace.params, request.inOwn.params]) }),
    queryFn: ({ signal }) => {
      const ask = (request: SummaryRequest) => apiGet(request.path, summarySchema, { params: request.params, signal });
      return Promise.all(
        requests.map(async (request) => {
          const [inWorkspace, inOwn] = await Promise.all([ask(request.inWorkspace), ask(request.inOwn)]);
          return { inWorkspace, inOwn };
        }),
      );
    },
    staleTime: 60_000,
  });
