import type { Category } from '../../../api/schemas/reference.ts';
import { MAX_IDS_PER_PARAM } from '../../../lib/url-state/field-parsers.ts';
import { pickFilterSearch, type IdFilterParam } from '../../../lib/url-state/filter-search.ts';
import { NO_GROUP } from './grouped-rows.ts';
import { membersOfParent } from './rollup-categories.ts';
import type { Period } from './report-periods.ts';

/** The /transactions filter that selects one group's movements. */
export type DrillFilter = { param: IdFilterParam; ids: string[] } | { param: 'direction'; value: string };

const idParams: Record<string, IdFilterParam> = {
  category: 'category_id',
  counterparty: 'counterparty_id',
  label: 'label_id',
  account: 'account_id',
};

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
  if (groupBy === 'direction') return members.length === 1 ? { param: 'direction', value: members[0]! } : null;
  let ids: string[];
  if (groupBy === 'activity') {
    ids = options.categories.filter((category) => members.includes(category.activity)).map((category) => category.id);
  } else if (groupBy === 'category' && options.rollup) {
    ids = members.flatMap((member) => membersOfParent(member, options.categories));
  } else {
    ids = [...members];
  }
  const param = groupBy === 'activity' ? 'category_id' : idParams[groupBy];
  if (!param || ids.length === 0 || ids.length > MAX_IDS_PER_PARAM) return null;
  return { param, ids };
}

/**
 * The /transactions search for a drill-down: the report's shared filters, the period as an
 * explicit window, and the group's filter. Where the report already filters the same
 * parameter, the two are intersected so the list never shows more than the report counted.
 * `direction` narrows to the one flow a figure holds (a top customer's inflows).
 */
export function drillSearch(
  current: Record<string, unknown>,
  period: Period,
  filter: DrillFilter | null,
  direction?: 'inflow' | 'outflow',
): Record<string, unknown> {
  const search = pickFilterSearch(current);
  delete search.period;
  search.from = period.start;
  search.to = period.end;
  if (direction) search.direction = direction;
  if (!filter) return search;
  if (filter.param === 'direction') {
    search.direction = filter.value;
    return search;
  }
  const existing = search[filter.param];
  const narrowed = Array.isArray(existing) ? filter.ids.filter((id) => existing.includes(id)) : [];
  search[filter.param] = narrowed.length > 0 ? narrowed : filter.ids;
  return search;
}
