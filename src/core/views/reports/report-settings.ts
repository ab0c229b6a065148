import type { IsoDate } from '../../calendar-date.ts';
import { resolveWindow, searchFilters, type ViewSearch } from '../../url-state/filter-search.ts';
import { DEFAULT_TOP, reportsDefaultPeriod, type reportsSearchFields } from './reports-search.ts';

/** The reports view's state from its parsed search, with the defaults filled in. */
export function reportSettings(search: ViewSearch<typeof reportsSearchFields>, today: IsoDate) {
  const window = resolveWindow(search, today, reportsDefaultPeriod);
  return {
    search,
    today,
    window,
    filters: searchFilters(search, window),
    interval: search.interval ?? 'month',
    groupBy: search.group_by ?? null,
    currency: search.currency,
    compare: search.compare ?? null,
    top: search.top ?? DEFAULT_TOP,
    /** Only counterparties rank by one flow: top customers, top suppliers. */
    rank: search.group_by === 'counterparty' ? (search.rank ?? null) : null,
    rollup: search.rollup === 'parents',
    mode: search.mode ?? null,
    chart: search.chart ?? 'bars',
    /** Whether the table lists its lines and periods that are all zero, rather than folding them under a note. */
    zeros: search.zeros === 'shown' ? ('shown' as const) : ('folded' as const),
    /** How the tables write their figures: whole units unless the link asks for cents or thousands. */
    units: search.units ?? ('whole' as const),
    /** Top-level categories shown opened to their subcategories; none by default, as on the 13 weeks. */
    expanded: new Set(search.expand ?? []) as ReadonlySet<string>,
  };
}

export type ReportSettings = ReturnType<typeof reportSettings>;
