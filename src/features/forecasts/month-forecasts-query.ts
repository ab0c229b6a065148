import { type ForecastFilters, forecastsInWindowQuery } from '../../api/queries/forecast-queries.ts';
import { monthGrid } from './month-grid.ts';

/**
 * Every forecast shown on a month's grid, including the days of the neighbouring months it
 * shows, with counterparties expanded: their names come in the same request.
 */
export function monthForecastsQuery(month: string, filters: ForecastFilters) {
  const { gridStart, gridEnd } = monthGrid(month);
  return forecastsInWindowQuery({ ...filters, from: gridStart, to: gridEnd }, ['counterparty']);
}
