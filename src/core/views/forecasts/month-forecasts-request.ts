import { type ForecastFilters, forecastsRequest } from '../../api/requests.ts';
import { monthGrid } from './month-grid.ts';

/**
 * Every forecast shown on a month's grid, including the days of the neighbouring months it
 * shows, with counterparties expanded: their names come in the same request.
 */
export function monthForecastsRequest(month: string, filters: ForecastFilters) {
  const { gridStart, gridEnd } = monthGrid(month);
  return forecastsRequest({ ...filters, from: gridStart, to: gridEnd }, ['counterparty']);
}
