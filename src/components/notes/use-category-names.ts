import { useQuery } from '@tanstack/react-query';
import { referenceListQuery } from '../../api/queries/reference-queries.ts';

/**
 * A category's name by id, from the categories list every view shares; asked for only when a
 * note to show is about a category, so a list without one costs no request.
 */
export function useCategoryNames(needed: boolean): (id: string) => string | undefined {
  const categories = useQuery({ ...referenceListQuery('categories'), enabled: needed });
  const items = categories.data?.items ?? [];
  return (id) => items.find((category) => category.id === id)?.name;
}
