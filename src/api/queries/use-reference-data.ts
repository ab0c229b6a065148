import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { byId } from '../../core/by-id.ts';
import type { AllPages } from '../fetch-all-pages.ts';
import { accountsQuery, referenceListQuery } from './reference-queries.ts';

/** A reference list with its rows by id, built once per fetched list. */
export type IndexedList<Item> = AllPages<Item> & { byId: ReadonlyMap<string, Item> };

export type ReferenceKind = 'accounts' | 'banks' | 'categories' | 'counterparties' | 'labels';

/** A list that could not be loaded, and how to ask again. */
export type ReferenceFailure = { kind: ReferenceKind; error: Error; retry: () => void };

/** Module-level so React Query memoises the index per fetched list, not per render. */
function indexed<Item extends { id: string }>(list: AllPages<Item>): IndexedList<Item> {
  return { ...list, byId: byId(list.items) };
}

/**
 * The reference lists a view needs, each read from the one cached entry every view shares; a
 * list not needed sends no request and is read only if cached when the caller renders: it does
 * not re-render the caller when it arrives. Every closed filter asks this way, and lists arriving
 * at first load re-rendered each of them for nothing. A failed list is reported one way.
 */
export function useReferenceData(needed: readonly ReferenceKind[]) {
  const wants = (kind: ReferenceKind) => ({ enabled: needed.includes(kind), subscribed: needed.includes(kind) });
  const accounts = useQuery({ ...accountsQuery(), select: indexed, ...wants('accounts') });
  const banks = useQuery({ ...referenceListQuery('banks'), select: indexed, ...wants('banks') });
  const categories = useQuery({ ...referenceListQuery('categories'), select: indexed, ...wants('categories') });
  const counterparties = useQuery({ ...referenceListQuery('counterparties'), select: indexed, ...wants('counterparties') });
  const labels = useQuery({ ...referenceListQuery('labels'), select: indexed, ...wants('labels') });
  const queries: Record<ReferenceKind, UseQueryResult<unknown>> = { accounts, banks, categories, counterparties, labels };
  const neededQueries = needed.map((kind) => ({ kind, query: queries[kind] }));
  const failures: ReferenceFailure[] = neededQueries.flatMap(({ kind, query }) =>
    query.error ? [{ kind, error: query.error, retry: () => void query.refetch() }] : [],
  );
  const lists = useMemo(
    () => ({
      accounts: accounts.data,
      banks: banks.data,
      categories: categories.data,
      counterparties: counterparties.data,
      labels: labels.data,
    }),
    [accounts.data, banks.data, categories.data, counterparties.data, labels.data],
  );
  return {
    lists,
    isPending: neededQueries.some(({ query }) => query.isLoading),
    failures,
  };
}
