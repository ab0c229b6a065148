import type { Kysely } from 'kysely';
import type { Person, PersonResolver } from '../identity/person.ts';
import type { Database } from '../storage/schema.ts';
import { thisComputer } from './member-store.ts';

/**
 * The one person of a dashboard on loopback without access control: "This computer", an admin.
 * Stands in until the identity resolver (sessions, password, proxy) is wired.
 */
export function localPersonResolver(db: () => Kysely<Database>): PersonResolver {
  return async () => {
    const row = await thisComputer(db());
    const person: Person = {
      id: row.id,
      name: row.display_name,
      email: row.email,
      role: row.role,
      access: 'local',
      sessionKey: `local:${row.id}`,
    };
    return person;
  };
}
