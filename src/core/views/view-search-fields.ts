import { accountsSearchFields } from './accounts/accounts-search.ts';
import { boardPackSearchFields } from './board-pack/board-pack-search.ts';
import { cashWeeksSearchFields } from './cash-weeks/cash-weeks-search.ts';
import { forecastsSearchFields } from './forecasts/forecasts-search.ts';
import { overdueSearchFields } from './overdue/overdue-search.ts';
import { overviewSearchFields } from './overview/overview-search.ts';
import { reportsSearchFields } from './reports/reports-search.ts';
import { transactionsSearchFields } from './transactions/transactions-search.ts';

/** Each view's own URL parameters, beside the shared filters: the router validates them, the server reads them for its preloads. */
export const viewSearchFields = {
  '/': overviewSearchFields,
  '/accounts': accountsSearchFields,
  '/transactions': transactionsSearchFields,
  '/forecasts': forecastsSearchFields,
  '/overdue': overdueSearchFields,
  '/reports': reportsSearchFields,
  '/board-pack': boardPackSearchFields,
  '/13-weeks': cashWeeksSearchFields,
} as const;
