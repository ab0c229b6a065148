import { queryOptions } from '@tanstack/react-query';
import { cashTodayRequest, summaryRequest, type SummaryQuery, type SummaryRequest } from '../../core/api/requests.ts';
import { summarySchema } from '../../core/api/schemas/summary.ts';
import { apiGet } from '../api-fetch.ts';
import { apiKeys } from './query-keys.ts';

/** The summary a request descriptor describes (src/core/api/requests.ts). */
export const summaryQueryFor = (request: SummaryRequest) =>
  queryOptions({
    queryKey: apiKeys.list('summary', request.params),
    queryFn: ({ signal }) => apiGet(request.path, summarySchema, { params: request.params, signal }),
    staleTime: 60_000,
  });

export const summaryQuery = (query: SummaryQuery) => summaryQueryFor(summaryRequest(query));

/** The workspace's cash today in its own currency (cashTodayRequest). */
export const cashTodayQuery = (today: string) => summaryQueryFor(cashTodayRequest(today));
