import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Role } from '../../core/workspace/contract.ts';
import type { Database, UsersTable } from '../storage/schema.ts';

export type UserRow = Selectable<UsersTable>;

/**
 * Someone as whoever vouches for them describes them, with the role their groups map to;
 * `namedAdmin` when ADMIN_EMAILS names them (admin whatever the mapping or the stored role).
 */
export type Vouched = { issuer: string; subject: string; name: string; email: string | null; mappedRole: Role; namedAdmin?: boolean };

/**
 * The user row for (issuer, subject), created on first sight; name and e-mail follow the
 * provider, and the role follows the mapping unless an admin set it (role_set_by_admin), which
 * the mapping then never overrides; a named admin is admin either way. The mapping is kept
 * (mapped_role) for when an admin hands the role back to it. One statement, so two first
 * sign-ins at once make one row.
 */
export async function upsertPerson(db: Kysely<Database>, vouched: Vouched, seenAt = new Date()): Promise<UserRow> {
  const named = vouched.namedAdmin === true;
  return db
    .insertInto('users')
    .values({
      issuer: vouched.issuer,
      subject: vouched.subject,
      display_name: vouched.name,
      email: vouched.email,
      role: named ? 'admin' : vouched.mappedRole,
      mapped_role: vouched.mappedRole,
      last_seen_at: seenAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['issuer', 'subject']).doUpdateSet({
        display_name: (eb) => eb.ref('excluded.display_name'),
        email: (eb) => eb.ref('excluded.email'),
        role: sql<Role>`case when ${sql.lit(named)} or not users.role_set_by_admin then excluded.role else users.role end`,
        mapped_role: (eb) => eb.ref('excluded.mapped_role'),
        last_seen_at: (eb) => eb.ref('excluded.last_seen_at'),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The role (issuer, subject) has now, locked to the end of the transaction; null for someone not seen before. */
export async function lockedRoleOf(tx: Kysely<Database>, issuer: string, subject: string): Promise<Role | null> {
  const row = await tx
    .selectFrom('users')
    .select('role')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .forUpdate()
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The user's name and e-mail as they are now; undefined for a user since removed. */
export function namesOf(db: Kysely<Database>, userId: string): Promise<Pick<UserRow, 'display_name' | 'email'> | undefined> {
  return db.selectFrom('users').select(['display_name', 'email']).where('id', '=', userId).executeTakeFirst();
}
