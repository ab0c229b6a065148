import type { ReportSettings } from './use-report-settings.ts';
import { useReportSummaries } from './use-report-summaries.ts';

/**
 * A grouped report's opening and closing cash: the same report by period alone, the only
 * summary that carries balances (spec 4.5 rule 4), with its comparison when comparing. One
 * request more per filter change, none when the report by period alone is already in the cache.
 */
export function useReportBalances(settings: ReportSettings, enabled: boolean) {
  return useReportSummaries({ ...settings, groupBy: null }, enabled);
}

export type ReportBalances = ReturnType<typeof useReportBalances>;
