import { useMemo } from 'react';
import { useReferenceData, type ReferenceKind } from '../../api/queries/use-reference-data.ts';
import type { ReferenceLookups } from './transaction-names.ts';

const subjects: Partial<Record<ReferenceKind, string>> = {
  accounts: 'account names',
  categories: 'category names',
  counterparties: 'counterparty names',
  labels: 'label names',
};

// Banks are left out: only the detail panel shows them and asks for them itself, so a first load spends no request on them.
const NEEDED: readonly ReferenceKind[] = ['accounts', 'categories', 'counterparties', 'labels'];

/** The cached reference lists rows join their names from, and each list that failed. */
export function useReferenceLookups() {
  const { lists, failures } = useReferenceData(NEEDED);
  const { accounts, categories, counterparties, labels } = lists;
  const lookups: ReferenceLookups = useMemo(
    () => ({ accounts: accounts?.byId, banks: undefined, categories: categories?.byId, counterparties: counterparties?.byId, labels: labels?.byId }),
    [accounts, categories, counterparties, labels],
  );
  return { lookups, failures: failures.map((failure) => ({ ...failure, subject: subjects[failure.kind] ?? failure.kind })) };
}
