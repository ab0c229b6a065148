import type { ApiRequest } from './api-request.ts';
import { ALL_PAGES_LIMIT } from './api-request.ts';
import { type EndpointFilters, filterParams, type TransactionFilters } from './filter-params.ts';
import type { forecastExpandNames } from './schemas/forecast.ts';
import type { SummaryGrouping, SummaryInterval } from './schemas/summary.ts';

/**
 * The API's endpoints as the dashboard asks them (spec 4): one descriptor each, the one place
 * a path and its parameters are written. The browser's queries and the server's preload hints
 * are both built from these.
 */

export type SummaryQuery = TransactionFilters & {
  from: string;
  to: string;
  interval: SummaryInterval;
  group_by?: SummaryGrouping | undefined;
  /** Omitted: the workspace currency, which the response echoes. */
  currency?: string | undefined;
};

export const summaryRequest = (query: SummaryQuery) =>
  ({
    endpoint: 'summary',
    path: '/transactions/summary',
    params: { ...filterParams('summary', query), interval: query.interval, group_by: query.group_by, currency: query.currency },
  }) as const satisfies ApiRequest;

/**
 * The workspace's cash today in its own currency: the API has no workspace endpoint, so the
 * summary's default currency (echoed in the response) is how the dashboard learns it.
 */
export const cashTodayRequest = (today: string) => summaryRequest({ from: today, to: today, interval: 'day' });

/** Accounts are unpaged (spec 4.4): one request returns them all. */
export const accountsRequest = () => ({ endpoint: 'accounts', path: '/accounts', params: {} }) as const satisfies ApiRequest;

/** A paged reference list, named as its endpoint is. */
export type ReferenceListKind = 'banks' | 'categories' | 'counterparties' | 'labels';

export type ReferenceListRequest<Kind extends ReferenceListKind> = ApiRequest<Kind>;

/** A whole reference list, 500 rows a page. */
export const referenceListRequest = <Kind extends ReferenceListKind>(kind: Kind): ReferenceListRequest<Kind> => ({
  endpoint: kind,
  path: `/${kind}`,
  params: { limit: ALL_PAGES_LIMIT },
});

/** The filters /forecasts accepts (spec 4.2): the shared ones it documents, and a status. */
export type ForecastFilters = EndpointFilters<'forecasts'> & { status?: string | undefined };

export type ForecastExpandName = (typeof forecastExpandNames)[number];

/** Every forecast in a window, paged to the end (500 a page): a calendar month, a runway horizon. */
export const forecastsRequest = (filters: ForecastFilters, expand: readonly ForecastExpandName[] = []) =>
  ({
    endpoint: 'forecasts',
    path: '/forecasts',
    params: {
      ...filterParams('forecasts', filters),
      status: filters.status,
      expand: expand.length > 0 ? [...expand] : undefined,
      limit: ALL_PAGES_LIMIT,
    },
  }) as const satisfies ApiRequest;

export type SummaryRequest = ReturnType<typeof summaryRequest>;
export type AccountsRequest = ReturnType<typeof accountsRequest>;
export type ForecastsRequest = ReturnType<typeof forecastsRequest>;
