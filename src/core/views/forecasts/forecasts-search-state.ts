import { filtersBeyondWindow } from '../../api/filter-params.ts';
import type { ForecastFilters } from '../../api/requests.ts';
import { addDays, addMonths, type IsoDate } from '../../calendar-date.ts';
import type { ViewSearch } from '../../url-state/filter-search.ts';
import type { forecastsSearchFields } from './forecasts-search.ts';
import { monthOf } from './month-grid.ts';
import { runwaySettings } from './runway-search.ts';

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
  };
}
