import { accountsSearchFields } from '../features/accounts/accounts-search.ts';
import { boardPackSearchFields } from '../features/board-pack/board-pack-search.ts';
import { forecastsSearchFields } from '../features/forecasts/forecasts-search.ts';
import { overdueSearchFields } from '../features/overdue/overdue-search.ts';
import { overviewSearchFields } from '../features/overview/overview-search.ts';
import { reportsSearchFields } from '../features/reports/reports-search.ts';
import { transactionsSearchFields } from '../features/transactions/transactions-search.ts';

/** Each view's own URL parameters, beside the shared filters: the router validates them, the server reads them for its preloads. */
export const viewSearchFields = {
  '/': overviewSearchFields,
  '/accounts': accountsSearchFields,
  '/transactions': transactionsSearchFields,
  '/forecasts': forecastsSearchFields,
  '/overdue': overdueSearchFields,
  '/reports': reportsSearchFields,
  '/board-pack': boardPackSearchFields,
} as const;
