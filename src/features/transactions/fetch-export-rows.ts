import { fetchAllPages } from '../../api/fetch-all-pages.ts';
import { filterParams, type TransactionFilters } from '../../core/api/filter-params.ts';
import { getRateLimitState } from '../../api/rate-limit-state.ts';
import { transactionSchema } from '../../core/api/schemas/transaction.ts';
import { sleep } from '../../api/sleep.ts';
import { exportDelayMs } from './export-pacing.ts';
import { flattenTransactionPages, type TransactionList } from './flatten-transaction-pages.ts';

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
  let loaded = 0;
  const pace = async () => {
    const delay = exportDelayMs(getRateLimitState(), Date.now());
    if (delay <= 0) return;
    onProgress({ loaded, waitingUntil: Date.now() + delay });
    await sleep(delay, signal);
  };
  const all = await fetchAllPages('/transactions', transactionSchema, {
    params: filterParams('transactions', filters),
    signal,
    beforePage: pace,
    onPage: (loadedSoFar) => {
      loaded = loadedSoFar;
      onProgress({ loaded, waitingUntil: null });
    },
  });
  // Pages joined in order: the later occurrence of a moved row still wins, as across pages.
  return flattenTransactionPages([{ ...all, hasMore: false, nextCursor: null }]);
}
