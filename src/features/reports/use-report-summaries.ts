import { useQuery } from '@tanstack/react-query';
import { summaryQuery, type SummaryQuery } from '../../api/queries/summary-queries.ts';
import { comparisonWindow } from './model/comparison-window.ts';
import type { ReportSettings } from './use-report-settings.ts';

export function reportSummaryQuery(settings: ReportSettings): SummaryQuery {
  return {
    ...settings.filters,
    ...settings.window,
    interval: settings.interval,
    group_by: settings.groupBy ?? undefined,
    currency: settings.currency,
  };
}

/**
 * The report's summary, and the same query for the earlier window when comparing: one request
 * per filter change (two with a comparison). Chart type, top N and roll-up are shaped client-side.
 */
export function useReportSummaries(settings: ReportSettings) {
  const query = reportSummaryQuery(settings);
  const previousWindow = settings.compare ? comparisonWindow(settings.window, settings.compare) : null;
  const current = useQuery(summaryQuery(query));
  const previous = useQuery({
    ...summaryQuery({ ...query, ...(previousWindow ?? settings.window) }),
    enabled: previousWindow !== null,
  });
  return { current, previous: previousWindow ? previous : null, previousWindow };
}
