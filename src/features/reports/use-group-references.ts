import { useReferenceData, type ReferenceKind } from '../../api/queries/use-reference-data.ts';
import type { ReferenceMaps } from './model/group-labels.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';

// Categories serve the category and activity groupings (an activity drills down to its categories).
const listsFor: Record<string, readonly ReferenceKind[]> = {
  category: ['categories'],
  activity: ['categories'],
  counterparty: ['counterparties'],
  label: ['labels'],
  account: ['accounts'],
};

/**
 * The reference lists a grouping needs for names, colours and drill-down filters, and only
 * those: a counterparty report never asks for the labels.
 */
export function useGroupReferences(groupBy: string | null) {
  const needed = (groupBy && listsFor[groupBy]) || [];
  // Masked, an account's name may hold a bank's: the banks come with the accounts.
  const { lists, isPending, failures } = useReferenceData(useScreenText().masked && groupBy === 'account' ? [...needed, 'banks'] : needed);
  const refs: ReferenceMaps = {
    categories: lists.categories?.byId,
    counterparties: lists.counterparties?.byId,
    labels: lists.labels?.byId,
    accounts: lists.accounts?.byId,
    banks: lists.banks?.items,
  };
  return {
    refs,
    categoryList: lists.categories ? [...lists.categories.byId.values()] : [],
    isPending,
    error: failures[0]?.error ?? null,
    refetch: () => failures.forEach((failure) => failure.retry()),
  };
}
