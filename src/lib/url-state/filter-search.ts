import type { TransactionFilters } from '../../api/queries/transaction-filters.ts';
import type { IsoDate } from '../calendar-date.ts';
import { type DateWindow, periodPresets, type PeriodPreset, resolvePeriod } from '../date-window.ts';
import { dateField, enumField, idListField } from './field-parsers.ts';
import { reportNoticesOnce } from './notice-store.ts';
import { parseSearch, type ParsedSearch, type SearchFields, type SearchNotice } from './parse-search.ts';

/** The filters shared by the list and report views, under the API's own parameter names. */
export const filterFields = {
  period: enumField(periodPresets),
  from: dateField,
  to: dateField,
  bank_id: idListField,
  account_id: idListField,
  category_id: idListField,
  counterparty_id: idListField,
  label_id: idListField,
  direction: enumField(['inflow', 'outflow'] as const),
} satisfies SearchFields;

export type FilterSearch = ParsedSearch<typeof filterFields>;

export const idFilterParams = ['bank_id', 'account_id', 'category_id', 'counterparty_id', 'label_id'] as const;
export type IdFilterParam = (typeof idFilterParams)[number];

/**
 * Parses a view's search: the shared filters plus the view's own `fields`, then the rules
 * across parameters (an explicit window wins over `period`; `to` before `from` is swapped).
 */
export function parseViewSearch<Fields extends SearchFields>(fields: Fields, raw: Record<string, unknown>) {
  const parsed = parseSearch({ ...filterFields, ...fields }, raw);
  const search = parsed.search as FilterSearch & ParsedSearch<Fields>;
  const notices: SearchNotice[] = [...parsed.notices];
  if (search.from && search.to && search.to < search.from) {
    notices.push({ param: 'to', value: search.to, reason: `was before from (${search.from}); the two were swapped` });
    [search.from, search.to] = [search.to, search.from];
  }
  if (search.period && (search.from || search.to)) {
    notices.push({ param: 'period', value: search.period, reason: 'was ignored because the link also gives an explicit window' });
    delete search.period;
  }
  if (Boolean(search.from) !== Boolean(search.to)) {
    const given = search.from ? 'from' : 'to';
    notices.push({ param: given, value: String(search[given]), reason: 'needs both from and to; the default window is used' });
    delete search.from;
    delete search.to;
  }
  return { search, notices };
}

/**
 * The router's validateSearch for a view. The router lays the raw query under what this
 * returns, so every parameter the view knows is returned, `undefined` when it was dropped:
 * a bad value can then never show through to the view or the API.
 */
export function validateViewSearch<Fields extends SearchFields>(fields: Fields, raw: Record<string, unknown>) {
  const { search, notices } = parseViewSearch(fields, raw);
  reportNoticesOnce(JSON.stringify(raw), notices);
  const known = Object.fromEntries(Object.keys({ ...filterFields, ...fields }).map((name) => [name, undefined]));
  return { ...known, ...search } as typeof search;
}

/** The explicit window a view asks the API for: the link's window, its rolling period, or the view's default. */
export function resolveWindow(search: FilterSearch, today: IsoDate, defaultPeriod: PeriodPreset): DateWindow {
  if (search.from && search.to) return { from: search.from, to: search.to };
  return resolvePeriod(search.period ?? defaultPeriod, today);
}

export function toTransactionFilters(search: FilterSearch, window: DateWindow): TransactionFilters {
  return {
    from: window.from,
    to: window.to,
    bank_id: search.bank_id,
    account_id: search.account_id,
    category_id: search.category_id,
    counterparty_id: search.counterparty_id,
    label_id: search.label_id,
    direction: search.direction,
  };
}

/** The shared filter params of a search, to carry them along when moving between views. */
export function pickFilterSearch(search: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of Object.keys(filterFields)) if (search[name] !== undefined) picked[name] = search[name];
  return picked;
}
