import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { ListPage } from '../../api/api-fetch.ts';
import type { TransactionFilters } from '../../api/queries/transaction-filters.ts';
import { transactionsInfiniteQuery } from '../../api/queries/transaction-queries.ts';
import type { Transaction } from '../../api/schemas/transaction.ts';
import { extendFlattenedPages, type FlattenedPages } from './flatten-transaction-pages.ts';

/** Pages kept in the cache when the reader leaves a list, so coming back refetches at most these. */
const PAGES_KEPT_ON_LEAVE = 1;

type Pages = InfiniteData<ListPage<Transaction>, string | null>;

/**
 * The transactions list for the filters, flattened as pages arrive (only the new page's rows are processed).
 * React Query refetches every loaded page of a stale infinite list, so a list scrolled
 * to 20,000 rows would cost 80 requests on return: leaving it trims it to its first page.
 */
export function useTransactionList(filters: TransactionFilters) {
  const options = transactionsInfiniteQuery(filters);
  const query = useInfiniteQuery(options);
  const flattened = useRef<FlattenedPages | null>(null);
  const list = useMemo(() => {
    flattened.current = extendFlattenedPages(flattened.current, query.data?.pages ?? []);
    return flattened.current.list;
  }, [query.data]);
  const queryClient = useQueryClient();
  const keyHash = JSON.stringify(options.queryKey);

  useEffect(() => {
    const queryKey = JSON.parse(keyHash) as typeof options.queryKey;
    return () => {
      const state = queryClient.getQueryState(queryKey);
      if (!state?.data || state.data.pages.length <= PAGES_KEPT_ON_LEAVE) return;
      queryClient.setQueryData<Pages>(
        queryKey,
        (data) => data && { pages: data.pages.slice(0, PAGES_KEPT_ON_LEAVE), pageParams: data.pageParams.slice(0, PAGES_KEPT_ON_LEAVE) },
        { updatedAt: state.dataUpdatedAt },
      );
    };
  }, [queryClient, keyHash]);

  return { query, list };
}
