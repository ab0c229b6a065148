import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { FilterBar } from '../../components/filter-bar/filter-bar.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { describeWindow } from '../../core/date-window.ts';
import { useFilterState, useUpdateSearch } from '../../browser/use-view-search.ts';
import { ExportCsv } from './export-csv.tsx';
import { FilterTotals } from './filter-totals.tsx';
import { InvalidRowsNotice } from './invalid-rows-notice.tsx';
import { ListStatus } from './list-status.tsx';
import type { DetailsTarget } from './transaction-details-dialog.tsx';
import { TransactionsTable } from './transactions-table.tsx';
import { transactionsDefaultPeriod } from '../../core/views/transactions/transactions-search.ts';
import { useFilterTotals } from './use-filter-totals.ts';
import { useReferenceLookups } from './use-reference-lookups.ts';
import { useTransactionList } from './use-transaction-list.ts';
import styles from './transactions-page.module.css';

// The export and the detail panel load beside the list, not before it: its first figures do not wait for them.
const TransactionDetailsDialog = lazy(() =>
  import('./transaction-details-dialog.tsx').then((module) => ({ default: module.TransactionDetailsDialog })),
);

const FILTERS = ['window', 'bank', 'account', 'category', 'counterparty', 'label', 'direction'] as const;

export function TransactionsPage() {
  const { search, window: dateWindow, filters } = useFilterState(transactionsDefaultPeriod);
  const { tx } = useSearch({ from: '/transactions' });
  const updateSearch = useUpdateSearch();
  const { query, list } = useTransactionList(filters);
  const totals = useFilterTotals(filters, dateWindow);
  const { lookups, failures } = useReferenceLookups();
  const { fetchNextPage, hasNextPage, isFetching, isFetchNextPageError } = query;

  const fetchMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const openDetails = useCallback((id: string) => updateSearch((previous) => ({ ...previous, tx: id })), [updateSearch]);
  const closeDetails = useCallback(() => {
    void updateSearch((previous) => ({ ...previous, tx: undefined }));
    returnFocusToRow(tx);
  }, [updateSearch, tx]);
  const clearFilters = useCallback(() => updateSearch((previous) => ({ tx: previous.tx })), [updateSearch]);

  const details = useMemo((): DetailsTarget | null => {
    if (!tx) return null;
    const transaction = list.byId.get(tx);
    if (transaction) return { kind: 'found', transaction };
    if (query.isPending) return { kind: 'loading' };
    if (query.isError && !query.data) return { kind: 'failed', error: query.error, retry: () => void query.refetch() };
    return { kind: 'missing', id: tx, loadedCount: list.rows.length, hasMore: hasNextPage };
  }, [tx, list, query, hasNextPage]);

  const listKey = JSON.stringify(filters);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Transactions</h1>
          <p className="muted">{describeWindow(dateWindow)}, newest first</p>
        </div>
        <ExportCsv filters={filters} dateWindow={dateWindow} />
      </header>
      <FilterBar filters={FILTERS} defaultPeriod={transactionsDefaultPeriod} />
      {failures.map((failure) => (
        <ErrorPanel key={failure.subject} error={failure.error} subject={failure.subject} onRetry={failure.retry} />
      ))}
      <FilterTotals totals={totals} window={dateWindow} scope={{ account_id: search.account_id, bank_id: search.bank_id }} />
      <InvalidRowsNotice errors={list.invalidRows} />
      {query.isPending ? (
        <Skeleton lines={12} label="Loading transactions" />
      ) : query.isError && !query.data ? (
        <ErrorPanel error={query.error} subject="the transactions" onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 && !hasNextPage ? (
        <div className={`card ${styles.empty}`}>
          <h2>No transactions match these filters</h2>
          <p className="muted">Widen the date window or remove a filter to see more.</p>
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <ListStatus loaded={list.rows.length} hasMore={hasNextPage} fetchingMore={query.isFetchingNextPage} />
            <p id="transactions-keys" className={`muted ${styles.keys}`}>
              <kbd>↑</kbd> <kbd>↓</kbd> move between rows, <kbd>Enter</kbd> opens the details
            </p>
          </div>
          <TransactionsTable
            key={listKey}
            rows={list.rows}
            lookups={lookups}
            hasMore={hasNextPage}
            canFetchMore={hasNextPage && !isFetching && !isFetchNextPageError}
            fetchMore={fetchMore}
            onOpen={openDetails}
          />
          {isFetchNextPageError && <ErrorPanel error={query.error} subject="the next page of transactions" onRetry={fetchMore} />}
        </>
      )}
      {details && (
        <Suspense fallback={null}>
          <TransactionDetailsDialog target={details} lookups={lookups} onClose={closeDetails} onClearFilters={clearFilters} />
        </Suspense>
      )}
    </div>
  );
}

/** Back to the row the panel was opened from, or to the table when that row scrolled away. */
function returnFocusToRow(id: string | undefined): void {
  requestAnimationFrame(() => {
    const row = id ? document.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(id)}"]`) : null;
    (row ?? document.querySelector<HTMLElement>('[data-testid="transactions-scroller"]'))?.focus();
  });
}
