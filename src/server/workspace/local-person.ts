import type { Kysely } from 'kysely';
import type { Person, PersonResolver } from '../identity/person.ts';
import type { Database } from '../storage/schema.ts';

/**
 * The one person of a dashboard on loopback without access control: "This computer", an admin.
 * Stands in until the identity resolver (sessions, password, proxy) is wired.
 */
export function localPersonResolver(db: () => Kysely<Database>): PersonResolver {
  return async () => {
    const row = await db()
      .insertInto('users')
      .values({ issuer: 'local', subject: 'local', display_name: 'This computer', role: 'admin' })
      // The role stays whatever an admin (this same person) last set.
      .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doUpdateSet({ last_seen_at: new Date() }))
      .returning(['id', 'display_name', 'email', 'role'])
      .executeTakeFirstOrThrow();
    const person: Person = { id: row.id, name: row.display_name, email: row.email, role: row.role, access: 'local', sessionKey: `local:${row.id}` };
    return person;
  };
}
