import type { Kysely } from 'kysely';
import { isMoney, parseMoney } from '../../core/money.ts';
import type { Cents } from '../../core/money.ts';
import type { Database } from '../storage/schema.ts';

/**
 * The team's minimum cash: `min_cash` in the search of the team default view of /forecasts, as
 * the runway reads it there; null when there is no team default or it sets none.
 */
export async function teamMinimum(db: Kysely<Database>): Promise<Cents | null> {
  const view = await db.selectFrom('saved_views').select('link').where('page', '=', '/forecasts').where('is_team_default', '=', true).where('scope', '=', 'team').executeTakeFirst();
  const value = view === undefined ? null : new URLSearchParams(view.link).get('min_cash');
  return value !== null && isMoney(value) ? parseMoney(value) : null;
}
