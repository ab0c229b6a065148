import type { Kysely, Selectable } from 'kysely';
import type { Member, Role } from '../../core/workspace/contract.ts';
import type { Database, UsersTable } from '../storage/schema.ts';

export type MemberRow = Selectable<UsersTable>;

/** Everyone the workspace knows, by name. */
export async function listMembers(db: Kysely<Database>): Promise<Member[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy('display_name').orderBy('id').execute();
  return rows.map(toMember);
}

/** How many admins there are, each locked for this transaction: two admins demoting each other at once cannot both succeed. */
export async function lockedAdminCount(tx: Kysely<Database>): Promise<number> {
  const admins = await tx.selectFrom('users').select('id').where('role', '=', 'admin').forUpdate().execute();
  return admins.length;
}

/** The member, locked for this transaction; undefined for no such member. */
export function memberForUpdate(tx: Kysely<Database>, id: string): Promise<MemberRow | undefined> {
  return tx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The member's role; `setByAdmin` keeps it through sign-ins, else their groups' mapping takes over at the next. */
export function setRole(tx: Kysely<Database>, id: string, role: Role, setByAdmin: boolean): Promise<MemberRow> {
  return tx.updateTable('users').set({ role, role_set_by_admin: setByAdmin }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * The one person of a dashboard on loopback without access control, made on first sight. The
 * role stays whatever an admin (this same person) last set.
 */
export function thisComputer(db: Kysely<Database>): Promise<Pick<MemberRow, 'id' | 'display_name' | 'email' | 'role'>> {
  return db
    .insertInto('users')
    .values({ issuer: 'local', subject: 'local', display_name: 'This computer', role: 'admin', mapped_role: 'admin' })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doUpdateSet({ last_seen_at: new Date() }))
    .returning(['id', 'display_name', 'email', 'role'])
    .executeTakeFirstOrThrow();
}

export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    name: row.display_name,
    email: row.email,
    role: row.role,
    roleSetByAdmin: row.role_set_by_admin,
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
  };
}
