import { useQuery } from '@tanstack/react-query';
import type { Account } from '../schemas/account.ts';
import type { Bank, Category, Counterparty, Label } from '../schemas/reference.ts';
import type { AllPages } from '../fetch-all-pages.ts';
import { accountsQuery, banksQuery, categoriesQuery, counterpartiesQuery, labelsQuery } from './reference-queries.ts';

type Identified = { id: string };

/** Module-level so React Query memoises the map per fetched list, not per render. */
function toMap<Item extends Identified>(list: AllPages<Item>): Map<string, Item> {
  return new Map(list.items.map((item) => [item.id, item]));
}

/** Lookups by id for joining names into rows; undefined until loaded. */
export const useAccountsById = () => useQuery({ ...accountsQuery(), select: toMap<Account> });
export const useBanksById = () => useQuery({ ...banksQuery(), select: toMap<Bank> });
export const useCategoriesById = () => useQuery({ ...categoriesQuery(), select: toMap<Category> });
export const useCounterpartiesById = () => useQuery({ ...counterpartiesQuery(), select: toMap<Counterparty> });
export const useLabelsById = () => useQuery({ ...labelsQuery(), select: toMap<Label> });
