import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { byId } from '../../core/by-id.ts';
import { accountsQuery, referenceListQuery } from '../../api/queries/reference-queries.ts';
import type { TransactionFilters } from '../../core/api/filter-params.ts';
import type { DateWindow } from '../../core/date-window.ts';
import type { ReferenceLookups } from './transaction-names.ts';

export type CsvExportState =
  | { phase: 'idle' }
  | { phase: 'running'; loaded: number; waitingUntil: number | null }
  | { phase: 'done'; fileName: string; count: number; unreadable: number }
  | { phase: 'cancelled'; loaded: number }
  | { phase: 'failed'; error: unknown };

/** Fetches the whole filtered list, builds the CSV and hands it to the browser as a download. */
export function useCsvExport(filters: TransactionFilters, dateWindow: DateWindow) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CsvExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', loaded: 0, waitingUntil: null });
    try {
      const { fetchExportRows, saveTransactionsCsv } = await import('./export-transactions.ts');
      const [list, lookups] = await Promise.all([
        fetchExportRows(filters, abort.signal, (progress) => setState({ phase: 'running', ...progress })),
        loadLookups(queryClient),
      ]);
      const fileName = saveTransactionsCsv(list.rows, lookups, dateWindow);
      setState({ phase: 'done', fileName, count: list.rows.length, unreadable: list.invalidRows.length });
    } catch (error) {
      if (abort.signal.aborted) return;
      setState({ phase: 'failed', error });
    }
  }, [filters, dateWindow, queryClient]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState((previous) => ({ phase: 'cancelled', loaded: previous.phase === 'running' ? previous.loaded : 0 }));
  }, []);

  return { state, start, cancel };
}

/** The names joined into the file come from the same cached lists as the table's. */
async function loadLookups(queryClient: ReturnType<typeof useQueryClient>): Promise<ReferenceLookups> {
  const [accounts, categories, counterparties, labels] = await Promise.all([
    queryClient.ensureQueryData(accountsQuery()),
    queryClient.ensureQueryData(referenceListQuery('categories')),
    queryClient.ensureQueryData(referenceListQuery('counterparties')),
    queryClient.ensureQueryData(referenceListQuery('labels')),
  ]);
  return {
    accounts: byId(accounts.items),
    banks: undefined,
    categories: byId(categories.items),
    counterparties: byId(counterparties.items),
    labels: byId(labels.items),
  };
}
