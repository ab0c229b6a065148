import { createRootRoute, createRoute, lazyRouteComponent, redirect, type RouteComponent } from '@tanstack/react-router';
import { teamDefaults, today } from '../browser/page-meta.ts';
import { validateViewSearch } from '../core/url-state/filter-search.ts';
import type { SearchFields } from '../core/url-state/parse-search.ts';
import { drawnInSlices } from './first-view-in-slices.tsx';
import { RootLayout } from './root-layout.tsx';
import { teamDefaultOnce } from './team-default.ts';
import { viewSearchFields } from '../core/views/view-search-fields.ts';

/** Fetched only for an address that is no view: no view's first figure waits for it. */
export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('./not-found-page.tsx'), 'NotFoundPage'),
});

/**
 * Each view is its own chunk: a reader opening /transactions never downloads the charts.
 * Entering a view with an empty search shows the team's default view of it, in place of the
 * bare address in history; a change made on the page ('stay') is the reader's, even back to empty.
 */
function viewRoute<const Path extends string, Fields extends SearchFields>(path: Path, searchFields: Fields, component: RouteComponent) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: (raw: Record<string, unknown>) => validateViewSearch(searchFields, raw, { today: today() }),
    beforeLoad: ({ location, cause }) => {
      if (cause === 'stay') return;
      const href = teamDefaultOnce(path, location.searchStr, teamDefaults());
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown redirect is how TanStack Router leaves beforeLoad
      if (href) throw redirect({ href, replace: true });
    },
    component: drawnInSlices(component),
  });
}

const overviewRoute = viewRoute(
  '/',
  viewSearchFields['/'],
  lazyRouteComponent(() => import('../features/overview/overview-page.tsx'), 'OverviewPage'),
);
const accountsRoute = viewRoute(
  '/accounts',
  viewSearchFields['/accounts'],
  lazyRouteComponent(() => import('../features/accounts/accounts-page.tsx'), 'AccountsPage'),
);
const transactionsRoute = viewRoute(
  '/transactions',
  viewSearchFields['/transactions'],
  lazyRouteComponent(() => import('../features/transactions/transactions-page.tsx'), 'TransactionsPage'),
);
const forecastsRoute = viewRoute(
  '/forecasts',
  viewSearchFields['/forecasts'],
  lazyRouteComponent(() => import('../features/forecasts/forecasts-page.tsx'), 'ForecastsPage'),
);
const overdueRoute = viewRoute(
  '/overdue',
  viewSearchFields['/overdue'],
  lazyRouteComponent(() => import('../features/overdue/overdue-page.tsx'), 'OverduePage'),
);
const reportsRoute = viewRoute(
  '/reports',
  viewSearchFields['/reports'],
  lazyRouteComponent(() => import('../features/reports/reports-page.tsx'), 'ReportsPage'),
);

const boardPackRoute = viewRoute(
  '/board-pack',
  viewSearchFields['/board-pack'],
  lazyRouteComponent(() => import('../features/board-pack/board-pack-page.tsx'), 'BoardPackPage'),
);

/** The 13-week cash flow (direct method), its versions and accuracy: its own chunk, loaded on this route only. */
const cashWeeksRoute = viewRoute(
  '/13-weeks',
  viewSearchFields['/13-weeks'],
  lazyRouteComponent(() => import('../features/cash-weeks/cash-weeks-page.tsx'), 'CashWeeksPage'),
);

/** The admin's Team page: members, roles and the audit trail; no view search, no team default. */
const teamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/team',
  component: lazyRouteComponent(() => import('../features/team/team-page.tsx'), 'TeamPage'),
});

/** Alerts: rules, their state and the delivery history; everyone signed in reads it, editors change it. */
const alertsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/alerts',
  component: lazyRouteComponent(() => import('../features/alerts/alerts-page.tsx'), 'AlertsPage'),
});

export const routeTree = rootRoute.addChildren([
  overviewRoute,
  accountsRoute,
  transactionsRoute,
  forecastsRoute,
  overdueRoute,
  reportsRoute,
  boardPackRoute,
  cashWeeksRoute,
  teamRoute,
  alertsRoute,
]);
