import type { QueryMeta } from '@tanstack/react-query';
import { accountsQuery, referenceListQuery } from '../api/queries/reference-queries.ts';
import { cashTodayQuery, summaryQuery } from '../api/queries/summary-queries.ts';
import { transactionsInfiniteQuery } from '../api/queries/transaction-queries.ts';
import { cashRunwayQueries } from '../components/runway/cash-runway-queries.ts';
import { boardPackQueries } from '../features/board-pack/board-pack-queries.ts';
import { boardPackSettings } from '../features/board-pack/board-pack-settings.ts';
import { forecastsSearchState } from '../features/forecasts/forecasts-search-state.ts';
import { monthForecastsQuery } from '../features/forecasts/month-forecasts-query.ts';
import { latePartialForecastsQuery, overdueForecastsQuery } from '../features/overdue/late-forecasts-query.ts';
import { cashFlowSummaryQuery } from '../features/overview/cash-flow-query.ts';
import { overviewDefaultPeriod } from '../features/overview/overview-search.ts';
import { comparisonWindow } from '../features/reports/model/comparison-window.ts';
import { reportSummaryQuery } from '../features/reports/report-queries.ts';
import { reportSettings } from '../features/reports/report-settings.ts';
import { transactionsDefaultPeriod } from '../features/transactions/transactions-search.ts';
import { addMonths, type IsoDate } from '../lib/calendar-date.ts';
import { resolveWindow, searchFilters, validateViewSearch, type ViewSearch } from '../lib/url-state/filter-search.ts';
import { parseSearchString } from '../lib/url-state/search-codec.ts';
import { viewSearchFields } from './view-search-fields.ts';

type Fields = typeof viewSearchFields;
type AnyQuery = { meta?: QueryMeta | undefined };
type FirstQueries = { [Path in keyof Fields]: (search: ViewSearch<Fields[Path]>, today: IsoDate) => readonly AnyQuery[] };

/**
 * The queries each view sends before the reader does anything, from the same query options
 * and URL state the views use. A query sent only once a part scrolls into view, or only on
 * a wide screen, is not listed: a preloaded answer nobody reads would spend the team's
 * requests for nothing. e2e/first-requests.spec.ts holds every list to the page's real requests.
 */
const firstQueries: FirstQueries = {
  '/': (search, today) => [
    cashTodayQuery(today),
    cashFlowSummaryQuery(search, resolveWindow(search, today, overviewDefaultPeriod)),
    accountsQuery(),
    referenceListQuery('banks'),
  ],
  '/accounts': (_, today) => [cashTodayQuery(today), accountsQuery(), referenceListQuery('banks')],
  '/transactions': (search, today) => {
    const window = resolveWindow(search, today, transactionsDefaultPeriod);
    const filters = searchFilters(search, window);
    return [
      transactionsInfiniteQuery(filters),
      summaryQuery({ ...filters, from: window.from, to: window.to, interval: 'month' }),
      accountsQuery(),
      referenceListQuery('categories'),
      referenceListQuery('counterparties'),
      referenceListQuery('labels'),
    ];
  },
  '/forecasts': (search, today) => {
    const state = forecastsSearchState(search, today);
    const runway = state.runwayAsked ? cashRunwayQueries(today, addMonths(today, state.horizon)) : [cashTodayQuery(today)];
    return [...runway, monthForecastsQuery(state.month, state.filters)];
  },
  '/overdue': (_, today) => [cashTodayQuery(today), overdueForecastsQuery(), latePartialForecastsQuery(today)],
  '/reports': (search, today) => {
    const settings = reportSettings(search, today);
    // Forecast against actual asks its own way, after its controls settle: only the shared requests are announced.
    if (settings.mode === 'forecast_vs_actual') return [cashTodayQuery(today), accountsQuery()];
    const current = reportSummaryQuery(settings);
    const previous = settings.compare ? [summaryQuery({ ...current, ...comparisonWindow(settings.window, settings.compare) })] : [];
    return [cashTodayQuery(today), accountsQuery(), summaryQuery(current), ...previous];
  },
  '/board-pack': (search, today) => {
    // The month's forecasts and the 13 weeks' lists are asked after the pack's first paint (useBoardPack).
    const { forecasts, ...first } = boardPackQueries(boardPackSettings(search, today));
    return [cashTodayQuery(today), ...Object.values(first)];
  },
};

function isView(path: string): path is keyof Fields {
  return Object.hasOwn(viewSearchFields, path);
}

function queriesOf<Path extends keyof Fields>(view: Path, search: string, today: IsoDate): readonly AnyQuery[] {
  return firstQueries[view](validateViewSearch(viewSearchFields[view], parseSearchString(search)), today);
}

/**
 * The API requests (`/api/...`) a view at `path?search` sends on its first load, each once,
 * or none for a path that is no view.
 */
export function firstRequests(path: string, search: string, today: IsoDate): string[] {
  const view = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!isView(view)) return [];
  return [...new Set(queriesOf(view, search, today).flatMap((query) => query.meta?.firstRequest ?? []))];
}
