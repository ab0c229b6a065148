import { infiniteQueryOptions } from '@tanstack/react-query';
import { transactionsRequest } from '../../core/api/transactions-request.ts';
import type { TransactionFilters } from '../../core/api/filter-params.ts';
import { transactionSchema } from '../../core/api/schemas/transaction.ts';
import { apiGetList } from '../api-fetch.ts';
import { apiKeys } from './query-keys.ts';

/** The transactions list in the API's fixed order, one page per `next_cursor` (spec 4.1, 4.3). */
export const transactionsInfiniteQuery = (filters: TransactionFilters, pageSize?: number) => {
  const request = transactionsRequest(filters, pageSize);
  return infiniteQueryOptions({
    queryKey: apiKeys.infinite('transactions', request.params),
    queryFn: ({ pageParam, signal }) =>
      apiGetList(request.path, transactionSchema, { params: { ...request.params, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : null),
  });
};
