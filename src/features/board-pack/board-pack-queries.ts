import { forecastsInWindowQuery } from '../../api/queries/forecast-queries.ts';
import { accountsQuery, referenceListQuery } from '../../api/queries/reference-queries.ts';
import { summaryQuery } from '../../api/queries/summary-queries.ts';
import type { SummaryGrouping } from '../../api/schemas/summary.ts';
import type { DateWindow } from '../../lib/date-window.ts';
import type { BoardPackSettings } from './board-pack-settings.ts';

/**
 * The pack's own requests: three monthly summaries (balances, by activity, by category), the
 * month's forecasts and the reference lists. The 13 weeks add the runway's (cashRunwayQueries).
 */
export function boardPackQueries({ windows, scope, currency }: BoardPackSettings) {
  const summary = (window: DateWindow, groupBy?: SummaryGrouping) => summaryQuery({ ...scope, ...window, interval: 'month', group_by: groupBy, currency });
  return {
    balances: summary(windows.balances),
    activities: summary(windows.activities, 'activity'),
    categories: summary(windows.categories, 'category'),
    forecasts: forecastsInWindowQuery(windows.month),
    categoryList: referenceListQuery('categories'),
    accounts: accountsQuery(),
    banks: referenceListQuery('banks'),
  };
}
