import { createRootRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountsSearchFields } from '../features/accounts/accounts-search.ts';
import { boardPackSearchFields } from '../features/board-pack/board-pack-search.ts';
import { forecastsSearchFields } from '../features/forecasts/forecasts-search.ts';
import { overdueSearchFields } from '../features/overdue/overdue-search.ts';
import { overviewSearchFields } from '../features/overview/overview-search.ts';
import { reportsSearchFields } from '../features/reports/reports-search.ts';
import { transactionsSearchFields } from '../features/transactions/transactions-search.ts';
import { validateViewSearch } from '../lib/url-state/filter-search.ts';
import type { SearchFields } from '../lib/url-state/parse-search.ts';
import { RootLayout } from './root-layout.tsx';

export const rootRoute = createRootRoute({ component: RootLayout });

/** Each view is its own chunk: a reader opening /transactions never downloads the charts. */
function viewRoute<const Path extends string, Fields extends SearchFields>(
  path: Path,
  searchFields: Fields,
  component: ReturnType<typeof lazyRouteComponent>,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: (raw: Record<string, unknown>) => validateViewSearch(searchFields, raw),
    component,
  });
}

const overviewRoute = viewRoute(
  '/',
  overviewSearchFields,
  lazyRouteComponent(() => import('../features/overview/overview-page.tsx'), 'OverviewPage'),
);
const accountsRoute = viewRoute(
  '/accounts',
  accountsSearchFields,
  lazyRouteComponent(() => import('../features/accounts/accounts-page.tsx'), 'AccountsPage'),
);
const transactionsRoute = viewRoute(
  '/transactions',
  transactionsSearchFields,
  lazyRouteComponent(() => import('../features/transactions/transactions-page.tsx'), 'TransactionsPage'),
);
const forecastsRoute = viewRoute(
  '/forecasts',
  forecastsSearchFields,
  lazyRouteComponent(() => import('../features/forecasts/forecasts-page.tsx'), 'ForecastsPage'),
);
const overdueRoute = viewRoute(
  '/overdue',
  overdueSearchFields,
  lazyRouteComponent(() => import('../features/overdue/overdue-page.tsx'), 'OverduePage'),
);
const reportsRoute = viewRoute(
  '/reports',
  reportsSearchFields,
  lazyRouteComponent(() => import('../features/reports/reports-page.tsx'), 'ReportsPage'),
);

const boardPackRoute = viewRoute(
  '/board-pack',
  boardPackSearchFields,
  lazyRouteComponent(() => import('../features/board-pack/board-pack-page.tsx'), 'BoardPackPage'),
);

export const routeTree = rootRoute.addChildren([overviewRoute, accountsRoute, transactionsRoute, forecastsRoute, overdueRoute, reportsRoute, boardPackRoute]);
