import type { SearchFields } from '../../url-state/parse-search.ts';
import type { PeriodPreset } from '../../date-window.ts';
import { integerField } from '../../url-state/field-parsers.ts';
import { stringifySearch } from '../../url-state/search-codec.ts';
import type { Direction } from '../../api/schemas/common.ts';

/**
 * The book takes the shared filters but the window (it is always aged as of today, across every month), and
 * `late_over`: only what is late by more than that many days, as a late-items alert counts (1 to 365, its range).
 */
export const overdueSearchFields = { late_over: integerField(1, 365) } satisfies SearchFields;
/** Not shown (the book has no window), but kept for the links the filter bar copies. */
export const overdueDefaultPeriod: PeriodPreset = 'this_month';

/**
 * The book of one direction late by more than `days` days: a late-items alert's link, which the page reads with
 * its own parser into the filters the alert totals with (late-book.ts).
 *
 * @example overdueLink('inflow', 30) // '/overdue?direction=inflow&late_over=30'
 */
export function overdueLink(direction: Direction, days: number): string {
  return `/overdue${stringifySearch({ direction, late_over: days })}`;
}
