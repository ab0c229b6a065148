import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  accountsQuery,
  banksQuery,
  categoriesQuery,
  counterpartiesQuery,
  labelsQuery,
} from '../../api/queries/reference-queries.ts';
import {
  accountCatalog,
  bankCatalog,
  type Catalog,
  categoryCatalog,
  counterpartyCatalog,
  labelCatalog,
} from './filter-catalog.ts';
import type { IdFilterKind } from './filter-kinds.ts';

export type CatalogState = {
  catalog: Catalog | undefined;
  isPending: boolean;
  error: Error | null;
  retry: () => void;
};

function useCatalogOf<Data>(query: UseQueryResult<Data>, toCatalog: (data: Data) => Catalog): CatalogState {
  const { data, error, refetch, isLoading } = query;
  const catalog = useMemo(() => (data === undefined ? undefined : toCatalog(data)), [data, toCatalog]);
  return { catalog, isPending: isLoading, error: catalog ? null : error, retry: () => void refetch() };
}

/**
 * One hook per kind, each reading the same cache entry the views use. `enabled` is false
 * until the list is needed (its control opens, or the link names ids of that kind); a list
 * the views cached already is read without a request.
 */
const catalogHooks: Record<IdFilterKind, (enabled: boolean) => CatalogState> = {
  bank: (enabled) => useCatalogOf(useQuery({ ...banksQuery(), enabled }), bankCatalog),
  account: (enabled) => useCatalogOf(useQuery({ ...accountsQuery(), enabled }), accountCatalog),
  category: (enabled) => useCatalogOf(useQuery({ ...categoriesQuery(), enabled }), categoryCatalog),
  counterparty: (enabled) => useCatalogOf(useQuery({ ...counterpartiesQuery(), enabled }), counterpartyCatalog),
  label: (enabled) => useCatalogOf(useQuery({ ...labelsQuery(), enabled }), labelCatalog),
};

/** The kind of a mounted filter never changes, so the same hooks run on every render. */
export function useFilterCatalog(kind: IdFilterKind, enabled: boolean): CatalogState {
  return catalogHooks[kind](enabled);
}
