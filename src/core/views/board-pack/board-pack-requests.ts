import { accountsRequest, forecastsRequest, referenceListRequest, summaryRequest } from '../../api/requests.ts';
import type { SummaryGrouping } from '../../api/schemas/summary.ts';
import type { DateWindow } from '../../date-window.ts';
import type { BoardPackSettings } from './board-pack-settings.ts';

/**
 * The pack's own requests: three monthly summaries (balances, by activity, by category), the
 * month's forecasts and the reference lists. The 13 weeks add the runway's (cashRunwayRequests).
 */
export function boardPackRequests({ windows, scope, currency }: BoardPackSettings) {
  const summary = (window: DateWindow, groupBy?: SummaryGrouping) =>
    summaryRequest({ ...scope, ...window, interval: 'month', group_by: groupBy, currency });
  return {
    balances: summary(windows.balances),
    activities: summary(windows.activities, 'activity'),
    categories: summary(windows.categories, 'category'),
    forecasts: forecastsRequest(windows.month),
    categoryList: referenceListRequest('categories'),
    accounts: accountsRequest(),
    banks: referenceListRequest('banks'),
  };
}
