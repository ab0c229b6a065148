import { parseMoney } from '../../money.ts';
import { defaultRunwaySettings, type RunwaySettings } from '../../runway/runway-settings.ts';
import type { ParsedSearch } from '../../url-state/parse-search.ts';
import type { forecastsSearchFields } from './forecasts-search.ts';

/** The runway's settings from the view's parsed search, the shared defaults where the link names none. */
export function runwaySettings(search: ParsedSearch<typeof forecastsSearchFields>): RunwaySettings {
  return {
    horizon: search.horizon ?? defaultRunwaySettings.horizon,
    minCash: search.min_cash === undefined ? defaultRunwaySettings.minCash : parseMoney(search.min_cash),
    countLate: search.overdue === undefined ? defaultRunwaySettings.countLate : search.overdue === 'include',
  };
}
