import { filtersBeyondWindow } from '../../api/filter-params.ts';
import type { ForecastFilters } from '../../api/requests.ts';
import { addDays, addMonths, type IsoDate } from '../../calendar-date.ts';
import type { ViewSearch } from '../../url-state/filter-search.ts';
import type { forecastsSearchFields } from './forecasts-search.ts';
import { monthOf } from './month-grid.ts';
import { runwaySettings } from './runway-search.ts';
import { carriesScenarios } from '../../scenarios/scenario-params.ts';

/** The forecast view's state from its parsed search, with every default that does not depend on the screen. */
export function forecastsSearchState(search: ViewSearch<typeof forecastsSearchFields>, today: IsoDate) {
  // The view steps by month: a window carried over from another view does not narrow it.
  const filters: ForecastFilters = { ...filtersBeyondWindow('forecasts', search), status: search.status };
  const runway = runwaySettings(search);
  const horizonWeeks = search.horizon_weeks ?? null;
  return {
    month: search.month ?? monthOf(today),
    status: search.status,
    filters,
    ...runway,
    /** Set by `horizon_weeks`, which wins over `horizon`: the projection then ends N × 7 days after today. */
    horizonWeeks,
    horizonEnd: horizonWeeks === null ? addMonths(today, runway.horizon) : addDays(today, horizonWeeks * 7),
    runwayAsked: asksForRunway(search),
  };
}

/**
 * A link that sets the projection (its horizon, a minimum, late items, a scenario) was shared for
 * it: the projection loads at once. Otherwise it waits below the month until the reader scrolls
 * to it, and the month's forecasts have the phone's link to themselves.
 */
function asksForRunway(search: ViewSearch<typeof forecastsSearchFields>): boolean {
  return (
    search.horizon !== undefined ||
    search.horizon_weeks !== undefined ||
    search.min_cash !== undefined ||
    search.overdue !== undefined ||
    carriesScenarios(search)
  );
}
