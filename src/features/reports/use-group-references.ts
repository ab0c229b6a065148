import { useReferenceData, type ReferenceKind } from '../../api/queries/use-reference-data.ts';
import type { ReferenceMaps } from './model/group-labels.ts';

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
  const { lists, isPending, failures } = useReferenceData((groupBy && listsFor[groupBy]) || []);
  const refs: ReferenceMaps = {
    categories: lists.categories?.byId,
    counterparties: lists.counterparties?.byId,
    labels: lists.labels?.byId,
    accounts: lists.accounts?.byId,
  };
  return {
    refs,
    categoryList: lists.categories ? [...lists.categories.byId.values()] : [],
    isPending,
    error: failures[0]?.error ?? null,
    refetch: () => failures.forEach((failure) => failure.retry()),
  };
}
