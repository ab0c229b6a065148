import { useSearch } from '@tanstack/react-router';
import { useFilterState } from '../../lib/url-state/use-view-search.ts';
import { DEFAULT_TOP, reportsDefaultPeriod } from './reports-search.ts';

/** The reports view's state, all from the URL, with the defaults filled in. */
export function useReportSettings() {
  const search = useSearch({ from: '/reports' });
  const { window, filters } = useFilterState(reportsDefaultPeriod);
  return {
    search,
    window,
    filters,
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
  };
}

export type ReportSettings = ReturnType<typeof useReportSettings>;
