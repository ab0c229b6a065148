import type { ApiRequest } from './api-request.ts';
import { filterParams, type TransactionFilters } from './filter-params.ts';

// Apart from requests.ts: only the transactions view lists them, so its chunk carries this alone.

const TRANSACTIONS_PAGE_SIZE = 250;

/** The transactions list in the API's fixed order, one page per `next_cursor` (spec 4.1, 4.3). */
export const transactionsRequest = (filters: TransactionFilters, pageSize = TRANSACTIONS_PAGE_SIZE) =>
  ({
    endpoint: 'transactions',
    path: '/transactions',
    params: { ...filterParams('transactions', filters), limit: pageSize },
  }) as const satisfies ApiRequest;
