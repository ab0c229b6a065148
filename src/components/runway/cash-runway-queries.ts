import { forecastsInWindowQuery } from '../../api/queries/forecast-queries.ts';
import { accountsQuery } from '../../api/queries/reference-queries.ts';
import { cashTodayQuery } from '../../api/queries/summary-queries.ts';
import { addDays, addMonths, type IsoDate } from '../../lib/calendar-date.ts';

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
export function cashRunwayQueries(today: IsoDate, horizonEnd: IsoDate) {
  const lookback = lateLookback(today);
  return [
    cashTodayQuery(today),
    accountsQuery(),
    forecastsInWindowQuery({ from: today, to: horizonEnd }),
    forecastsInWindowQuery({ ...lookback, status: 'overdue' }),
    forecastsInWindowQuery({ ...lookback, status: 'partial' }),
  ] as const;
}
