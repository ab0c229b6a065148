import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-fetch.ts';
import { summarySchema, type SummaryGrouping, type SummaryInterval } from '../schemas/summary.ts';
import { firstRequestMeta } from './first-request.ts';
import { apiKeys } from './query-keys.ts';
import { filterParams, type TransactionFilters } from '../filter-params.ts';

export type SummaryQuery = TransactionFilters & {
  from: string;
  to: string;
  interval: SummaryInterval;
  group_by?: SummaryGrouping | undefined;
  /** Omitted: the workspace currency, which the response echoes. */
  currency?: string | undefined;
};

export const summaryQuery = (query: SummaryQuery) => {
  const params = {
    ...filterParams('summary', query),
    interval: query.interval,
    group_by: query.group_by,
    currency: query.currency,
  };
  return queryOptions({
    queryKey: apiKeys.list('summary', params),
    queryFn: ({ signal }) => apiGet('/transactions/summary', summarySchema, { params, signal }),
    staleTime: 60_000,
    meta: firstRequestMeta('/transactions/summary', params),
  });
};

/**
 * The workspace's cash today in its own currency: the API has no workspace endpoint, so the
 * summary's default currency (echoed in the response) is how the dashboard learns it.
 */
export const cashTodayQuery = (today: string) => summaryQuery({ from: today, to: today, interval: 'day' });
