import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';

/**
 * The workspace's secret of this name, `candidate` kept as it when there is none yet. Two
 * instances starting together both insert; the first wins and both read its value.
 */
export async function sharedSecret(db: Kysely<Database>, name: string, candidate: string): Promise<string> {
  await db
    .insertInto('workspace_secrets')
    .values({ name, value: candidate })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('workspace_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
