import { useMemo } from 'react';
import {
  useAccountsById,
  useCategoriesById,
  useCounterpartiesById,
  useLabelsById,
} from '../../api/queries/use-reference-data.ts';
import type { ReferenceLookups } from './transaction-names.ts';

export type ReferenceFailure = { subject: string; error: unknown; retry: () => void };

/**
 * The cached reference lists rows join their names from. Banks are left out: only the detail
 * panel shows them and asks for them itself, so a first load spends no request on them.
 */
export function useReferenceLookups() {
  const accounts = useAccountsById();
  const categories = useCategoriesById();
  const counterparties = useCounterpartiesById();
  const labels = useLabelsById();

  const lookups: ReferenceLookups = useMemo(
    () => ({
      accounts: accounts.data,
      banks: undefined,
      categories: categories.data,
      counterparties: counterparties.data,
      labels: labels.data,
    }),
    [accounts.data, categories.data, counterparties.data, labels.data],
  );

  const failures: ReferenceFailure[] = [];
  const sources = [
    ['account names', accounts],
    ['category names', categories],
    ['counterparty names', counterparties],
    ['label names', labels],
  ] as const;
  for (const [subject, query] of sources) {
    if (query.error) failures.push({ subject, error: query.error, retry: () => void query.refetch() });
  }
  return { lookups, failures };
}

