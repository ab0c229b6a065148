import { useQuery } from '@tanstack/react-query';
import type { TransactionFilters } from '../../core/api/filter-params.ts';
import { summaryQuery } from '../../api/queries/summary-queries.ts';
import type { DateWindow } from '../../core/date-window.ts';

/** Only `totals` is read; monthly rows keep the answer small for any window up to 30 years. */
const TOTALS_INTERVAL = 'month';

/**
 * The API's own totals of the list's filters (spec 4.5), in the workspace currency, which
 * the answer echoes: one request per filter change, beside the list's first page.
 */
export function useFilterTotals(filters: TransactionFilters, window: DateWindow) {
  return useQuery(summaryQuery({ ...filters, from: window.from, to: window.to, interval: TOTALS_INTERVAL }));
}
