import { apiGetList, type ListPage } from '../../api/api-fetch.ts';
import { transactionFilterParams, type TransactionFilters } from '../../api/queries/transaction-filters.ts';
import { getRateLimitState } from '../../api/rate-limit-state.ts';
import { transactionSchema, type Transaction } from '../../api/schemas/transaction.ts';
import { exportDelayMs } from './export-pacing.ts';
import { flattenTransactionPages, type TransactionList } from './flatten-transaction-pages.ts';

export const EXPORT_PAGE_SIZE = 500;

export type ExportProgress = { loaded: number; waitingUntil: number | null };

/**
 * Every transaction matching the filters, 500 a request, pacing itself so it never spends
 * the last requests of the minute (the key is shared by the whole team). A pending row that
 * books while the export runs can move to a later page; it is written once, in its new place.
 */
export async function fetchExportRows(
  filters: TransactionFilters,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<TransactionList> {
  const params = transactionFilterParams(filters);
  const pages: ListPage<Transaction>[] = [];
  let loaded = 0;
  let cursor: string | null = null;
  do {
    const delay = exportDelayMs(getRateLimitState(), Date.now());
    if (delay > 0) {
      onProgress({ loaded, waitingUntil: Date.now() + delay });
      await abortableSleep(delay, signal);
    }
    const page: ListPage<Transaction> = await apiGetList('/transactions', transactionSchema, {
      params: { ...params, limit: EXPORT_PAGE_SIZE, cursor },
      signal,
    });
    pages.push(page);
    loaded += page.items.length;
    onProgress({ loaded, waitingUntil: null });
    cursor = page.hasMore ? page.nextCursor : null;
  } while (cursor);
  return flattenTransactionPages(pages);
}

function abortableSleep(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, milliseconds);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
