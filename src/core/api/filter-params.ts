import type { QueryParams } from './api-request.ts';
import type { Direction } from './schemas/common.ts';

/**
 * The filters the API's lists and its summary share, under the API's own parameter names, by
 * kind (spec 4.2, 4.3, 4.5). The one declaration of them: the URL fields, the filter types,
 * each endpoint's request parameters, the filter bar's kinds and the report drill-downs all
 * derive from it, so a new filter is added here and the compiler points at what it needs.
 */
export const filterParamKinds = {
  from: 'date',
  to: 'date',
  bank_id: 'ids',
  account_id: 'ids',
  category_id: 'ids',
  counterparty_id: 'ids',
  label_id: 'ids',
  direction: 'direction',
} as const;

/** The value each kind holds once read: a calendar date, a list of uuids, or a flow. */
export type FilterKindValue = {
  date: string;
  ids: readonly string[];
  direction: Direction;
};

export type FilterParam = keyof typeof filterParamKinds;
type KindOf<Param extends FilterParam> = (typeof filterParamKinds)[Param];

export type Filters = { [Param in FilterParam]?: FilterKindValue[KindOf<Param>] | undefined };

export type IdFilterParam = { [Param in FilterParam]: KindOf<Param> extends 'ids' ? Param : never }[FilterParam];

export const filterParamNames = Object.keys(filterParamKinds) as FilterParam[];

export function isIdFilterParam(name: string): name is IdFilterParam {
  return filterParamNames.some((param) => param === name && filterParamKinds[param] === 'ids');
}

/**
 * Which shared filters each endpoint documents: /forecasts has no bank or account (a forecast
 * belongs to neither); /transactions takes the summary's filters (spec 4.3).
 */
export const endpointFilterParams = {
  transactions: filterParamNames,
  summary: filterParamNames,
  forecasts: ['from', 'to', 'category_id', 'counterparty_id', 'label_id', 'direction'],
} as const satisfies Record<string, readonly FilterParam[]>;

export type FilterEndpoint = keyof typeof endpointFilterParams;
export type EndpointFilters<Endpoint extends FilterEndpoint> = Pick<Filters, (typeof endpointFilterParams)[Endpoint][number]>;
export type TransactionFilters = EndpointFilters<'transactions'>;

/**
 * The filters that choose the accounts in scope: balances follow them (spec 4.5 rule 4), and a
 * forecast, which belongs to no account, cannot be narrowed by them.
 */
export const accountScopeParams = ['bank_id', 'account_id'] as const satisfies readonly IdFilterParam[];
export type AccountScope = Pick<Filters, (typeof accountScopeParams)[number]>;

const isSet = (value: Filters[FilterParam]) => value !== undefined && value.length > 0;

/** True when a filter narrows the accounts in scope. */
export function narrowsAccounts(filters: Filters): boolean {
  return accountScopeParams.some((name) => isSet(filters[name]));
}

/** True when a filter narrows the movements counted but not the accounts: flows then no longer add up to the balances. */
export function narrowsMovementsOnly(filters: Filters): boolean {
  const accountOrWindow: readonly FilterParam[] = [...accountScopeParams, 'from', 'to'];
  return filterParamNames.some((name) => !accountOrWindow.includes(name) && isSet(filters[name]));
}

/** The one normal form of an id list, so the address bar, the query key and the cursor's query agree. */
export function normaliseIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim().toLowerCase()).filter(Boolean))].sort();
}

/** Only the shared filters of `source` (or those `names` lists), leaving out whatever else a view's state holds. */
export function pickFilters(source: Filters, names: readonly FilterParam[] = filterParamNames): Filters {
  const picked: Filters = {};
  const copy = <Param extends FilterParam>(name: Param) => {
    if (source[name] !== undefined) picked[name] = source[name];
  };
  names.forEach(copy);
  return picked;
}

/**
 * The filters of `source` that an endpoint documents, but the date window: for a view that
 * keeps its own (the forecast month) or has none (the overdue book, aged up to today).
 */
export function filtersBeyondWindow<Endpoint extends FilterEndpoint>(
  endpoint: Endpoint,
  source: Filters,
): Omit<EndpointFilters<Endpoint>, 'from' | 'to'> {
  return pickFilters(
    source,
    endpointFilterParams[endpoint].filter((name) => name !== 'from' && name !== 'to'),
  );
}

/** True when any filter narrows what is shown. */
export function isFiltered(filters: Filters): boolean {
  return filterParamNames.some((name) => isSet(filters[name]));
}

/**
 * The request parameters of an endpoint's shared filters: only those it documents, in the
 * declaration's order, ids in their normal form and an empty list left out.
 */
export function filterParams(endpoint: FilterEndpoint, filters: Filters): QueryParams {
  const params: QueryParams = {};
  for (const name of endpointFilterParams[endpoint]) {
    const value = filters[name];
    if (value === undefined) continue;
    if (typeof value === 'string') params[name] = value;
    else if (value.length > 0) params[name] = normaliseIds(value);
  }
  return params;
}
