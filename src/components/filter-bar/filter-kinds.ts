import type { IdFilterParam } from '../../lib/url-state/filter-search.ts';

/** The filters a view can offer, in the order it lists them. */
export type FilterKind = 'window' | 'bank' | 'account' | 'category' | 'counterparty' | 'label' | 'direction';

export type IdFilterKind = Exclude<FilterKind, 'window' | 'direction'>;

export type IdFilterDefinition = {
  param: IdFilterParam;
  /** Chip prefix: "Account: Main EUR". */
  one: string;
  /** Button text: "Accounts". */
  many: string;
  /** Notice wording: "matches no account". */
  noun: string;
};

export const idFilters: Record<IdFilterKind, IdFilterDefinition> = {
  bank: { param: 'bank_id', one: 'Bank', many: 'Banks', noun: 'bank connection' },
  account: { param: 'account_id', one: 'Account', many: 'Accounts', noun: 'account' },
  category: { param: 'category_id', one: 'Category', many: 'Categories', noun: 'category' },
  counterparty: { param: 'counterparty_id', one: 'Counterparty', many: 'Counterparties', noun: 'counterparty' },
  label: { param: 'label_id', one: 'Label', many: 'Labels', noun: 'label' },
};

export function isIdFilterKind(kind: FilterKind): kind is IdFilterKind {
  return kind in idFilters;
}
