import { createRootRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountsDefaultPeriod, accountsSearchFields } from '../features/accounts/accounts-search.ts';
import { forecastsDefaultPeriod, forecastsSearchFields } from '../features/forecasts/forecasts-search.ts';
import { overdueSearchFields } from '../features/overdue/overdue-search.ts';
import { overviewDefaultPeriod, overviewSearchFields } from '../features/overview/overview-search.ts';
import { reportsDefaultPeriod, reportsSearchFields } from '../features/reports/reports-search.ts';
import { transactionsDefaultPeriod, transactionsSearchFields } from '../features/transactions/transactions-search.ts';
import { validateViewSearch } from '../lib/url-state/filter-search.ts';
import type { SearchFields } from '../lib/url-state/parse-search.ts';
import type { PeriodPreset } from '../lib/date-window.ts';
import { RootLayout } from './root-layout.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The view's URL parameters, so the layout can report what a link carried that the view could not use. */
    searchFields?: SearchFields;
    /** The window the view shows when the link names none; arrow keys step from it. */
    defaultPeriod?: PeriodPreset;
  }
}

export const rootRoute = createRootRoute({ component: RootLayout });

/** Each view is its own chunk: a reader opening /transactions never downloads the charts. */
function viewRoute<const Path extends string, Fields extends SearchFields>(
  path: Path,
  /** undefined for a view without a date window: the arrow keys then leave the URL alone. */
  defaultPeriod: PeriodPreset | undefined,
  searchFields: Fields,
  component: ReturnType<typeof lazyRouteComponent>,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: (raw: Record<string, unknown>) => validateViewSearch(searchFields, raw),
    staticData: { searchFields, defaultPeriod },
    component,
  });
}

const overviewRoute = viewRoute(
  '/',
  overviewDefaultPeriod,
  overviewSearchFields,
  lazyRouteComponent(() => import('../features/overview/overview-page.tsx'), 'OverviewPage'),
);
const accountsRoute = viewRoute(
  '/accounts',
  accountsDefaultPeriod,
  accountsSearchFields,
  lazyRouteComponent(() => import('../features/accounts/accounts-page.tsx'), 'AccountsPage'),
);
const transactionsRoute = viewRoute(
  '/transactions',
  transactionsDefaultPeriod,
  transactionsSearchFields,
  lazyRouteComponent(() => import('../features/transactions/transactions-page.tsx'), 'TransactionsPage'),
);
const forecastsRoute = viewRoute(
  '/forecasts',
  forecastsDefaultPeriod,
  forecastsSearchFields,
  lazyRouteComponent(() => import('../features/forecasts/forecasts-page.tsx'), 'ForecastsPage'),
);
const overdueRoute = viewRoute(
  '/overdue',
  undefined,
  overdueSearchFields,
  lazyRouteComponent(() => import('../features/overdue/overdue-page.tsx'), 'OverduePage'),
);
const reportsRoute = viewRoute(
  '/reports',
  reportsDefaultPeriod,
  reportsSearchFields,
  lazyRouteComponent(() => import('../features/reports/reports-page.tsx'), 'ReportsPage'),
);

export const routeTree = rootRoute.addChildren([overviewRoute, accountsRoute, transactionsRoute, forecastsRoute, overdueRoute, reportsRoute]);
