import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Writers of one kind of thing (saved views, notes, alert rules, versions saved on demand) take turns from here to the end
 * of their transaction, so a count checked against its cap still holds when the row is written:
 * two saves at once cannot both pass a cap with room for one.
 */
export async function lockForCount(
  tx: Kysely<Database>,
  kind: 'saved_views' | 'notes' | 'alert_rules' | 'forecast_versions',
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`caps:${kind}`}))`.execute(tx);
}
