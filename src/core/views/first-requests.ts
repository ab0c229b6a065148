import { type ApiRequest, requestUrl } from '../api/api-request.ts';
import { accountsRequest, cashTodayRequest, referenceListRequest, summaryRequest } from '../api/requests.ts';
import { transactionsRequest } from '../api/transactions-request.ts';
import { addMonths, type IsoDate } from '../calendar-date.ts';
import { recentFlowsRequest } from '../runway/recent-rate.ts';
import { cashRunwayRequests } from '../runway/runway-requests.ts';
import { defaultRunwaySettings } from '../runway/runway-settings.ts';
import { cashWeeksRequests } from '../cash-weeks/week-requests.ts';
import { resolveWindow, searchFilters, validateViewSearch, type ViewSearch } from '../url-state/filter-search.ts';
import { parseSearchString } from '../url-state/search-codec.ts';
import { boardPackRequests } from './board-pack/board-pack-requests.ts';
import { boardPackSettings } from './board-pack/board-pack-settings.ts';
import { forecastsSearchState } from './forecasts/forecasts-search-state.ts';
import { monthForecastsRequest } from './forecasts/month-forecasts-request.ts';
import { latePartialForecastsRequest, overdueForecastsRequest } from './overdue/late-forecasts-requests.ts';
import { cashFlowSummaryRequest } from './overview/cash-flow-request.ts';
import { overviewDefaultPeriod } from './overview/overview-search.ts';
import { comparisonWindow } from './reports/comparison-window.ts';
import { reportSummaryQuery } from './reports/report-summaries.ts';
import { reportSettings } from './reports/report-settings.ts';
import { transactionsDefaultPeriod } from './transactions/transactions-search.ts';
import { viewSearchFields } from './view-search-fields.ts';

type Fields = typeof viewSearchFields;
type FirstRequests = { [Path in keyof Fields]: (search: ViewSearch<Fields[Path]>, today: IsoDate) => readonly ApiRequest[] };

/**
 * The requests each view sends before the reader does anything, from the same descriptors and
 * URL state the views' queries are built from. A request sent only once a part scrolls into
 * view, or only on a wide screen, is not listed: a preloaded answer nobody reads would spend the
 * team's requests for nothing. e2e/first-requests.spec.ts holds every list to the page's real requests.
 */
const firstRequestsOf: FirstRequests = {
  // The key figures beside total cash carry the runway by default (its forecasts) and the last three months.
  '/': (search, today) => [
    ...Object.values(cashRunwayRequests(today, addMonths(today, defaultRunwaySettings.horizon))),
    cashFlowSummaryRequest(search, resolveWindow(search, today, overviewDefaultPeriod)),
    referenceListRequest('banks'),
    recentFlowsRequest(today),
  ],
  '/accounts': (_, today) => [cashTodayRequest(today), accountsRequest(), referenceListRequest('banks')],
  '/transactions': (search, today) => {
    const window = resolveWindow(search, today, transactionsDefaultPeriod);
    const filters = searchFilters(search, window);
    return [
      transactionsRequest(filters),
      summaryRequest({ ...filters, from: window.from, to: window.to, interval: 'month' }),
      accountsRequest(),
      referenceListRequest('categories'),
      referenceListRequest('counterparties'),
      referenceListRequest('labels'),
    ];
  },
  '/forecasts': (search, today) => {
    const state = forecastsSearchState(search, today);
    // The projection heads the page: it is asked with the month, whatever the link.
    return [...Object.values(cashRunwayRequests(today, state.horizonEnd)), monthForecastsRequest(state.month, state.filters)];
  },
  '/overdue': (_, today) => [cashTodayRequest(today), overdueForecastsRequest(), latePartialForecastsRequest(today)],
  '/reports': (search, today) => {
    const settings = reportSettings(search, today);
    // Forecast against actual asks its own way, after its controls settle: only the shared requests are announced.
    if (settings.mode === 'forecast_vs_actual') return [cashTodayRequest(today), accountsRequest()];
    const current = reportSummaryQuery(settings);
    // A grouped table's opening and closing cash come from the same report by period alone (useReportBalances).
    const balances = settings.groupBy && !settings.rank ? [reportSummaryQuery({ ...settings, groupBy: null })] : [];
    const queries = [current, ...balances];
    const earlier = settings.compare ? comparisonWindow(settings.window, settings.compare) : null;
    const previous = earlier ? queries.map((query) => summaryRequest({ ...query, ...earlier })) : [];
    return [cashTodayRequest(today), accountsRequest(), ...queries.map(summaryRequest), ...previous];
  },
  '/board-pack': (search, today) => {
    // The month's forecasts and the 13 weeks' lists are asked after the pack's first paint (useBoardPack).
    const { forecasts, ...first } = boardPackRequests(boardPackSettings(search, today));
    return [cashTodayRequest(today), ...Object.values(first)];
  },
  // The accounts and rates follow only when a forecast is in another currency: not announced.
  '/13-weeks': (_, today) => Object.values(cashWeeksRequests(today)),
};

function isView(path: string): path is keyof Fields {
  return Object.hasOwn(viewSearchFields, path);
}

function requestsOf<Path extends keyof Fields>(view: Path, search: string, today: IsoDate): readonly ApiRequest[] {
  return firstRequestsOf[view](validateViewSearch(viewSearchFields[view], parseSearchString(search), { today }), today);
}

/**
 * The API requests (`/api/...`) a view at `path?search` sends on its first load, each once,
 * or none for a path that is no view.
 */
export function firstRequests(path: string, search: string, today: IsoDate): string[] {
  const view = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!isView(view)) return [];
  return [...new Set(requestsOf(view, search, today).map(requestUrl))];
}
