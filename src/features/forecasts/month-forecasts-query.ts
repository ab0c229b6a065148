import { forecastsQueryFor } from '../../api/queries/forecast-queries.ts';
import type { ForecastFilters } from '../../core/api/requests.ts';
import { monthForecastsRequest } from '../../core/views/forecasts/month-forecasts-request.ts';

/** The month's grid of forecasts, shown or prefetched on intent: one cache entry either way. */
export const monthForecastsQuery = (month: string, filters: ForecastFilters) => forecastsQueryFor(monthForecastsRequest(month, filters));
