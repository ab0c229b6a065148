import { accountsRequest, cashTodayRequest, forecastsRequest } from '../api/requests.ts';
import { addDays, addMonths, type IsoDate } from '../calendar-date.ts';

/** How far back late forecasts are looked for: older ones are unlikely to still arrive. */
const LATE_LOOKBACK_MONTHS = 12;

/** The window late forecasts are looked for in: the year before today. */
export function lateLookback(today: IsoDate) {
  return { from: addMonths(today, -LATE_LOOKBACK_MONTHS), to: addDays(today, -1) };
}

/**
 * Everything the runway needs, in the fewest requests: today's cash (shared with the header),
 * the accounts, the forecasts from today to the horizon, and the late ones (overdue, and
 * partial dated before today) fetched by status so past realised forecasts are never paged through.
 */
export function cashRunwayRequests(today: IsoDate, horizonEnd: IsoDate) {
  const lookback = lateLookback(today);
  return {
    cashToday: cashTodayRequest(today),
    accounts: accountsRequest(),
    upcoming: forecastsRequest({ from: today, to: horizonEnd }),
    overdue: forecastsRequest({ ...lookback, status: 'overdue' }),
    latePartial: forecastsRequest({ ...lookback, status: 'partial' }),
  };
}
