import { useSearch } from '@tanstack/react-router';
import { today } from '../../browser/page-meta.ts';
import { reportSettings } from '../../core/views/reports/report-settings.ts';

/** The reports view's state, all from the URL, with the defaults filled in. */
export function useReportSettings() {
  return reportSettings(useSearch({ from: '/reports' }), today());
}

export type { ReportSettings } from '../../core/views/reports/report-settings.ts';
