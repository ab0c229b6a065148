import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGetList } from '../api-fetch.ts';
import { transactionSchema } from '../schemas/transaction.ts';
import { firstRequestMeta } from './first-request.ts';
import { apiKeys } from './query-keys.ts';
import { filterParams, type TransactionFilters } from '../filter-params.ts';

export const TRANSACTIONS_PAGE_SIZE = 250;

/** The transactions list in the API's fixed order, one page per `next_cursor` (spec 4.1, 4.3). */
export const transactionsInfiniteQuery = (filters: TransactionFilters, pageSize = TRANSACTIONS_PAGE_SIZE) => {
  const params = filterParams('transactions', filters);
  return infiniteQueryOptions({
    queryKey: apiKeys.infinite('transactions', { ...params, limit: pageSize }),
    queryFn: ({ pageParam, signal }) =>
      apiGetList('/transactions', transactionSchema, { params: { ...params, limit: pageSize, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : null),
    meta: firstRequestMeta('/transactions', { ...params, limit: pageSize }),
  });
};
