import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The cheapest question a database answers: readiness asks it to learn the database is there. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await db.selectNoFrom((select) => select.lit(1).as('one')).execute();
}
