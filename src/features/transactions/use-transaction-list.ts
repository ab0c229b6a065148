import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ListPage } from '../../api/api-fetch.ts';
import type { TransactionFilters } from '../../core/api/filter-params.ts';
import { transactionsInfiniteQuery } from '../../api/queries/transaction-queries.ts';
import type { Transaction } from '../../core/api/schemas/transaction.ts';
import { extendFlattenedPages, type FlattenedPages, type TransactionList } from './flatten-transaction-pages.ts';

/** Pages kept in the cache when the reader leaves a list, so coming back refetches at most these. */
const PAGES_KEPT_ON_LEAVE = 1;

type Pages = InfiniteData<ListPage<Transaction>, string | null>;
type ListKey = ReturnType<typeof transactionsInfiniteQuery>['queryKey'];

/** One array for "nothing loaded yet", so an empty list is not flattened again on every render. */
const NO_PAGES: readonly ListPage<Transaction>[] = [];

/**
 * The transactions list for the filters, flattened as pages arrive (only the new page's rows are processed).
 * React Query refetches every loaded page of a stale infinite list, so a list scrolled
 * to 20,000 rows would cost 80 requests on return: leaving it trims it to its first page.
 */
export function useTransactionList(filters: TransactionFilters) {
  const options = transactionsInfiniteQuery(filters);
  const query = useInfiniteQuery(options);
  const list = useFlattenedPages(query.data?.pages ?? NO_PAGES);
  useTrimmedOnLeave(JSON.stringify(options.queryKey));
  return { query, list };
}

/** The pages as one list, extending the last one when pages were appended rather than rebuilding it. */
function useFlattenedPages(pages: readonly ListPage<Transaction>[]): TransactionList {
  const [flattened, setFlattened] = useState<{ source: readonly ListPage<Transaction>[]; result: FlattenedPages }>(() => ({
    source: pages,
    result: extendFlattenedPages(null, pages),
  }));
  if (flattened.source === pages) return flattened.result.list;
  const result = extendFlattenedPages(flattened.result, pages);
  setFlattened({ source: pages, result });
  return result.list;
}

/** Trims the list under `keyHash` to its first pages when the reader leaves it. */
function useTrimmedOnLeave(keyHash: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The key is passed as its JSON so that a new but equal key object does not trim the list under the reader.
    const queryKey = JSON.parse(keyHash) as ListKey;
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
}
