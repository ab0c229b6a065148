import type { SearchFields } from '../../url-state/parse-search.ts';
import type { PeriodPreset } from '../../date-window.ts';

/** The book takes the shared filters only: it is always aged as of today, across every month. */
export const overdueSearchFields = {} satisfies SearchFields;
/** Not shown (the book has no window), but kept for the links the filter bar copies. */
export const overdueDefaultPeriod: PeriodPreset = 'this_month';
