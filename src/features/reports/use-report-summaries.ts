import { comparisonWindow } from '../../core/views/reports/comparison-window.ts';
import { reportSummaryQuery } from '../../core/views/reports/report-summaries.ts';
import { useKeptCurrencySummaries } from './use-kept-currency-summaries.ts';
import type { ReportSettings } from './use-report-settings.ts';

/**
 * The report's summary, and the same query for the earlier window when comparing: one request
 * per filter change (two with a comparison). Chart type, top N and roll-up are shaped client-side.
 */
export function useReportSummaries(settings: ReportSettings, enabled = true) {
  const query = reportSummaryQuery(settings);
  const previousWindow = settings.compare ? comparisonWindow(settings.window, settings.compare) : null;
  const summaries = useKeptCurrencySummaries({ current: query, previous: previousWindow && { ...query, ...previousWindow }, enabled });
  return { ...summaries, previousWindow };
}
