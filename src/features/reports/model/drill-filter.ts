import { isIdFilterParam, type IdFilterParam } from '../../../core/api/filter-params.ts';
import { type Direction, directions } from '../../../core/api/schemas/common.ts';
import type { Category } from '../../../core/api/schemas/reference.ts';
import { oneOf } from '../../../core/one-of.ts';
import { MAX_IDS_PER_PARAM } from '../../../core/url-state/field-parsers.ts';
import { type FilterSearch, pickFilterSearch } from '../../../core/url-state/filter-search.ts';
import { NO_GROUP } from '../../../core/cash-flow/grouped-rows.ts';
import { membersOfParent } from './rollup-categories.ts';
import type { Period } from '../../../core/cash-flow/report-periods.ts';

/** The /transactions filter that selects one group's movements. */
export type DrillFilter = { param: IdFilterParam; ids: string[] } | { param: 'direction'; value: Direction };

/** The id filter of a grouping: its own (`counterparty` → `counterparty_id`), or the categories of an activity. */
function idParamOf(groupBy: string): IdFilterParam | null {
  if (groupBy === 'activity') return 'category_id';
  const param = `${groupBy}_id`;
  return isIdFilterParam(param) ? param : null;
}

/**
 * The filter that lists the movements behind a group (or the groups folded into "Other").
 * Null when /transactions cannot express it: the unattributed group has no id to filter on.
 */
export function groupDrillFilter(
  groupBy: string,
  members: readonly string[],
  options: { categories: readonly Category[]; rollup: boolean },
): DrillFilter | null {
  if (members.length === 0 || members.includes(NO_GROUP)) return null;
  if (groupBy === 'direction') {
    const value = members.length === 1 ? oneOf(directions, members[0]!) : undefined;
    return value ? { param: 'direction', value } : null;
  }
  let ids: string[];
  if (groupBy === 'activity') {
    ids = options.categories.filter((category) => members.includes(category.activity)).map((category) => category.id);
  } else if (groupBy === 'category' && options.rollup) {
    ids = members.flatMap((member) => membersOfParent(member, options.categories));
  } else {
    ids = [...members];
  }
  const param = idParamOf(groupBy);
  if (!param || ids.length === 0 || ids.length > MAX_IDS_PER_PARAM) return null;
  return { param, ids };
}

/**
 * The /transactions search for a drill-down: the report's shared filters, the period as an
 * explicit window, and the group's filter. Where the report already filters the same
 * parameter, the two are intersected so the list never shows more than the report counted.
 * `direction` narrows to the one flow a figure holds (a top customer's inflows).
 */
export function drillSearch(current: FilterSearch, period: Period, filter: DrillFilter | null, direction?: Direction): FilterSearch {
  const search: FilterSearch = { ...pickFilterSearch(current), period: undefined, from: period.start, to: period.end };
  if (direction) search.direction = direction;
  if (!filter) return search;
  if (filter.param === 'direction') return { ...search, direction: filter.value };
  const existing = search[filter.param] ?? [];
  const narrowed = filter.ids.filter((id) => existing.includes(id));
  search[filter.param] = narrowed.length > 0 ? narrowed : filter.ids;
  return search;
}
