import { useMemo } from 'react';
import { useReferenceData, type ReferenceKind } from '../../api/queries/use-reference-data.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import type { ReferenceLookups } from './transaction-names.ts';

const subjects: Partial<Record<ReferenceKind, string>> = {
  accounts: 'account names',
  categories: 'category names',
  counterparties: 'counterparty names',
  labels: 'label names',
};

// Banks are left out: only the detail panel shows them and asks for them itself, so a first load spends no request on them.
const NEEDED: readonly ReferenceKind[] = ['accounts', 'categories', 'counterparties', 'labels'];
// But for presentation mode, which masks the bank names accounts' names hold.
const NEEDED_MASKED: readonly ReferenceKind[] = [...NEEDED, 'banks'];

/** The cached reference lists rows join their names from, as the screen shows them, and each list that failed. */
export function useReferenceLookups() {
  const screen = useScreenText();
  const { lists, failures } = useReferenceData(screen.masked ? NEEDED_MASKED : NEEDED);
  const { accounts, banks, categories, counterparties, labels } = lists;
  const lookups: ReferenceLookups = useMemo(
    () => ({
      accounts:
        accounts && screen.masked
          ? new Map(accounts.items.map((account) => [account.id, { ...account, name: screen.account(account, banks?.items) }]))
          : accounts?.byId,
      banks: undefined,
      categories: categories?.byId,
      counterparties: counterparties && screen.counterparties(counterparties.byId),
      labels: labels?.byId,
    }),
    [accounts, banks, categories, counterparties, labels, screen],
  );
  return { lookups, failures: failures.map((failure) => ({ ...failure, subject: subjects[failure.kind] ?? failure.kind })) };
}
