import { useMemo } from 'react';
import { useReferenceData, type ReferenceKind } from '../../api/queries/use-reference-data.ts';
import { type ScreenText, useScreenText } from '../presentation/use-screen-text.ts';
import { accountCatalog, bankCatalog, type Catalog, categoryCatalog, counterpartyCatalog, labelCatalog } from './filter-catalog.ts';
import type { IdFilterKind } from './filter-kinds.ts';

export type CatalogState = {
  catalog: Catalog | undefined;
  isPending: boolean;
  error: Error | null;
  retry: () => void;
};

const listOf: Record<IdFilterKind, ReferenceKind> = {
  bank: 'banks',
  account: 'accounts',
  category: 'categories',
  counterparty: 'counterparties',
  label: 'labels',
};

type Lists = ReturnType<typeof useReferenceData>['lists'];

function catalogOf(kind: IdFilterKind, lists: Lists, screen: ScreenText): Catalog | undefined {
  switch (kind) {
    case 'bank':
      return lists.banks && bankCatalog(lists.banks, screen);
    case 'account':
      return lists.accounts && accountCatalog(lists.accounts, lists.banks?.items, screen);
    case 'category':
      return lists.categories && categoryCatalog(lists.categories);
    case 'counterparty':
      return lists.counterparties && counterpartyCatalog(lists.counterparties, screen);
    case 'label':
      return lists.labels && labelCatalog(lists.labels);
  }
}

/**
 * The catalog of one kind, read from the same cache entry the views use, named as the screen shows it. `enabled` is false
 * until the list is needed (its control opens, or the link names ids of that kind); a list
 * the views cached already is read without a request.
 */
export function useFilterCatalog(kind: IdFilterKind, enabled: boolean): CatalogState {
  const list = listOf[kind];
  const screen = useScreenText();
  // Masked, an account's name may hold a bank's: the banks come with the accounts.
  const { lists, isPending, failures } = useReferenceData(enabled ? (screen.masked && list === 'accounts' ? [list, 'banks'] : [list]) : []);
  const catalog = useMemo(() => catalogOf(kind, lists, screen), [kind, lists, screen]);
  const failure = failures[0];
  return { catalog, isPending, error: catalog ? null : (failure?.error ?? null), retry: () => failure?.retry() };
}
