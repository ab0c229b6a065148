import {
  type FilterKindValue,
  type FilterParam,
  filterParamKinds,
  filterParamNames,
  type Filters,
  pickFilters,
} from '../api/filter-params.ts';
import { directions } from '../api/schemas/common.ts';
import { addMonths, endOfMonth, type IsoDate, startOfMonth } from '../calendar-date.ts';
import { type DateWindow, periodPresets, type PeriodPreset, resolvePeriod } from '../date-window.ts';
import { dateField, enumField, idListField } from './field-parsers.ts';
import {
  type FieldParser,
  parseSearch,
  type ParsedSearch,
  type SearchContext,
  type SearchFields,
  type SearchNotice,
} from './parse-search.ts';

/** How the address bar reads each kind of the API's shared filters. */
const kindFields = {
  date: dateField,
  ids: idListField,
  direction: enumField(directions),
} satisfies { [Kind in keyof FilterKindValue]: FieldParser<FilterKindValue[Kind]> };

type SharedFilterFields = { [Param in FilterParam]: (typeof kindFields)[(typeof filterParamKinds)[Param]] };

// Object.fromEntries forgets which parser goes with which name; the mapped type restores it.
const sharedFilterFields = Object.fromEntries(
  filterParamNames.map((name) => [name, kindFields[filterParamKinds[name]]]),
) as SharedFilterFields;

/** The URL fields shared by the list and report views: the API's filters, plus a rolling period. */
export const filterFields = {
  period: enumField(periodPresets),
  ...sharedFilterFields,
} satisfies SearchFields;

export type FilterSearch = ParsedSearch<typeof filterFields>;

/**
 * What the router's validation gives a view: its parsed parameters and what the link carried
 * that could not be used. The notices are never written back to the address bar.
 */
export type ViewSearch<Fields extends SearchFields> = FilterSearch &
  ParsedSearch<Fields> & { notices?: readonly SearchNotice[] | undefined };

/**
 * Parses a view's search: the shared filters plus the view's own `fields`, then the rules
 * across parameters (an explicit window wins over `period`; `to` before `from` is swapped; a
 * window longer than 366 months ends with its 366th).
 */
export function parseViewSearch<Fields extends SearchFields>(fields: Fields, raw: Record<string, unknown>, context: SearchContext) {
  const parsed = parseSearch({ ...filterFields, ...fields }, raw, context);
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
  if (search.from && search.to) search.to = cappedEnd(search.from, search.to, notices);
  return { search, notices };
}

/** The API sums at most 366 periods of its coarsest interval, the month (`period_too_long`): no view can show a longer window. */
const MAX_WINDOW_MONTHS = 366;

/** The end of a window from `from`: `to`, or the last day of its 366th month when `to` is later (with a notice). */
function cappedEnd(from: IsoDate, to: IsoDate, notices: SearchNotice[]): IsoDate {
  const lastDay = endOfMonth(addMonths(startOfMonth(from), MAX_WINDOW_MONTHS - 1));
  if (to <= lastDay) return to;
  notices.push({
    param: 'to',
    value: to,
    reason: `is more than ${MAX_WINDOW_MONTHS} months after from, the longest window the API sums up; the window ends on ${lastDay}`,
  });
  return lastDay;
}

/**
 * The router's validateSearch for a view: the one parse of its link. The router lays the raw
 * query under what this returns, so every parameter the view knows is returned, `undefined`
 * when it was dropped: a bad value never shows through to the view or the API, and the router
 * writes the corrected search back to the address bar. The notices ride along for the banner.
 */
export function validateViewSearch<Fields extends SearchFields>(
  fields: Fields,
  raw: Record<string, unknown>,
  context: SearchContext,
): ViewSearch<Fields> {
  const { search, notices } = parseViewSearch(fields, raw, context);
  const known = Object.fromEntries(Object.keys({ ...filterFields, ...fields }).map((name) => [name, undefined]));
  return { ...known, ...search, notices: notices.length > 0 ? notices : undefined };
}

/** The notices a search validated by validateViewSearch carries; undefined when it has none. */
export function noticesOf(search: unknown): readonly SearchNotice[] | undefined {
  return carriesNotices(search) ? search.notices : undefined;
}

function carriesNotices(value: unknown): value is { notices?: readonly SearchNotice[] } {
  return typeof value === 'object' && value !== null && 'notices' in value && (value.notices === undefined || Array.isArray(value.notices));
}

/** The explicit window a view asks the API for: the link's window, its rolling period, or the view's default. */
export function resolveWindow(search: FilterSearch, today: IsoDate, defaultPeriod: PeriodPreset): DateWindow {
  if (search.from && search.to) return { from: search.from, to: search.to };
  return resolvePeriod(search.period ?? defaultPeriod, today);
}

/** The API filters of a view: its shared filters over the window it shows. */
export function searchFilters(search: FilterSearch, window: DateWindow): Filters {
  return { ...pickFilters(search), from: window.from, to: window.to };
}

/** The shared filter params of a search, to carry them along when moving between views. */
export function pickFilterSearch(search: FilterSearch): FilterSearch {
  return { period: search.period, ...pickFilters(search) };
}
