import type { Kysely } from 'kysely';
import type { IsoDate } from '../../core/calendar-date.ts';
import type { Cents } from '../../core/money.ts';
import { parseViewSearch } from '../../core/url-state/filter-search.ts';
import { parseSearchString } from '../../core/url-state/search-codec.ts';
import { forecastsSearchFields } from '../../core/views/forecasts/forecasts-search.ts';
import { runwaySettings } from '../../core/views/forecasts/runway-search.ts';
import type { TeamDefaults } from '../../core/workspace/contract.ts';
import type { Database } from '../storage/schema.ts';
import { teamDefaultLink } from '../workspace/view-store.ts';

/**
 * "The minimum" of a projected-cash rule: the minimum cash the team's default view of the
 * forecasts page sets (its `min_cash`), so the alert and the runway the team reads every
 * morning draw the same line. Null when the team default sets none, or there is no team default.
 */
export function teamMinimumOf(defaults: TeamDefaults, today: IsoDate): Cents | null {
  const link = defaults['/forecasts'];
  if (link === undefined) return null;
  const { search } = parseViewSearch(forecastsSearchFields, parseSearchString(link), { today });
  return runwaySettings(search).minCash;
}

/** The team minimum as the database holds it now, read through the runway's own search fields. */
export async function teamMinimum(db: Kysely<Database>, today: IsoDate): Promise<Cents | null> {
  const link = await teamDefaultLink(db, '/forecasts');
  return link === undefined ? null : teamMinimumOf({ '/forecasts': link }, today);
}
