import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';

/**
 * Uses up the sign-in cookie's one-time `id`: true the first time, false for every later callback
 * with the same cookie, on any instance (the primary key decides). Forgets the ids whose cookies
 * expired before `now`: a refused cookie needs no row.
 */
export async function useSignIn(db: Kysely<Database>, id: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.deleteFrom('used_sign_ins').where('expires_at', '<', now).execute();
  const used = await db
    .insertInto('used_sign_ins')
    .values({ id, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
