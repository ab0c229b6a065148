import { useQuery } from '@tanstack/react-query';
import { accountsQuery, categoriesQuery, counterpartiesQuery, labelsQuery } from '../../api/queries/reference-queries.ts';
import type { ReferenceMaps } from './model/group-labels.ts';

function byId<Item extends { id: string }>(list: { items: Item[] }): Map<string, Item> {
  return new Map(list.items.map((item) => [item.id, item]));
}

/**
 * The reference lists a grouping needs for names, colours and drill-down filters, and only
 * those: a counterparty report never asks for the labels. Categories serve the category and
 * activity groupings (an activity drills down to its categories).
 */
export function useGroupReferences(groupBy: string | null) {
  const needCategories = groupBy === 'category' || groupBy === 'activity';
  const categories = useQuery({ ...categoriesQuery(), select: byId, enabled: needCategories });
  const counterparties = useQuery({ ...counterpartiesQuery(), select: byId, enabled: groupBy === 'counterparty' });
  const labels = useQuery({ ...labelsQuery(), select: byId, enabled: groupBy === 'label' });
  const accounts = useQuery({ ...accountsQuery(), select: byId, enabled: groupBy === 'account' });
  const needed = [needCategories && categories, groupBy === 'counterparty' && counterparties, groupBy === 'label' && labels, groupBy === 'account' && accounts].filter(
    (query) => query !== false,
  );
  const refs: ReferenceMaps = { categories: categories.data, counterparties: counterparties.data, labels: labels.data, accounts: accounts.data };
  return {
    refs,
    categoryList: categories.data ? [...categories.data.values()] : [],
    isPending: needed.some((query) => query.isPending),
    error: needed.find((query) => query.error)?.error ?? null,
    refetch: () => needed.forEach((query) => void query.refetch()),
  };
}
