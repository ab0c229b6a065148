import { forecastsRequest } from '../../api/requests.ts';
import { addDays, type IsoDate } from '../../calendar-date.ts';

/**
 * The two walks that find every late forecast (spec 3): all overdue ones, and the partial ones
 * dated before today. Counterparties come expanded, so their names cost no request. Filters
 * are applied in the browser: the book is loaded once and a filter change costs nothing.
 */
export const overdueForecastsRequest = () => forecastsRequest({ status: 'overdue' }, ['counterparty']);

export const latePartialForecastsRequest = (today: IsoDate) =>
  forecastsRequest({ status: 'partial', to: addDays(today, -1) }, ['counterparty']);
