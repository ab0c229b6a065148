import type { IdFilterParam } from '../../core/api/filter-params.ts';
import type { FilterSearch } from '../../core/url-state/filter-search.ts';

/** An id filter's kind is its API parameter without `_id`: `category` for `category_id`. */
export type IdFilterKind = IdFilterParam extends infer Param ? (Param extends `${infer Kind}_id` ? Kind : never) : never;

/** The filters a view can offer, in the order it lists them. */
export type FilterKind = 'window' | IdFilterKind | 'direction';

export type IdFilterDefinition<Kind extends IdFilterKind = IdFilterKind> = {
  param: `${Kind}_id`;
  /** Chip prefix: "Account: Main EUR". */
  one: string;
  /** Button text: "Accounts". */
  many: string;
  /** Notice wording: "matches no account". */
  noun: string;
};

/** The wording of each id filter: a filter added to the API's declaration fails to compile until it has one. */
export const idFilters: { [Kind in IdFilterKind]: IdFilterDefinition<Kind> } = {
  bank: { param: 'bank_id', one: 'Bank', many: 'Banks', noun: 'bank connection' },
  account: { param: 'account_id', one: 'Account', many: 'Accounts', noun: 'account' },
  category: { param: 'category_id', one: 'Category', many: 'Categories', noun: 'category' },
  counterparty: { param: 'counterparty_id', one: 'Counterparty', many: 'Counterparties', noun: 'counterparty' },
  label: { param: 'label_id', one: 'Label', many: 'Labels', noun: 'label' },
};

export function isIdFilterKind(kind: FilterKind): kind is IdFilterKind {
  return kind in idFilters;
}

/** How many of a view's filters narrow it; the period always applies and is not counted: `direction=inflow&account_id=a,b` is 2. */
export function activeFilterCount(search: FilterSearch, filters: readonly FilterKind[]): number {
  const narrows = (kind: FilterKind) =>
    isIdFilterKind(kind) ? (search[idFilters[kind].param]?.length ?? 0) > 0 : kind === 'direction' && search.direction !== undefined;
  return filters.filter(narrows).length;
}
