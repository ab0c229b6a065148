import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Member, Role } from '../../core/workspace/contract.ts';
import { CURSOR_PARTS, type ListPage, pageOf, parseCursor } from '../storage/page-cursor.ts';
import type { Database, UsersTable } from '../storage/schema.ts';

export type MemberRow = Selectable<UsersTable>;

export type MemberCursor = { name: string; id: string };

/** The `after` cursor as the client sent it back, or null when it is not one of ours. */
export function parseMemberCursor(text: string): MemberCursor | null {
  const parts = parseCursor(text, [CURSOR_PARTS.name, CURSOR_PARTS.id]);
  return parts === null ? null : { name: parts[0] ?? '', id: parts[1] ?? '' };
}

/** Everyone the workspace knows, by name (then id), `limit` at a time; the next page starts strictly after this one's last. */
export async function memberPage(db: Kysely<Database>, after: MemberCursor | undefined, limit: number): Promise<ListPage<Member>> {
  let query = db.selectFrom('users').selectAll();
  if (after !== undefined) query = query.where(sql<boolean>`(display_name, id) > (${after.name}, ${after.id}::uuid)`);
  const rows = await query
    .orderBy('display_name')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit, (row) => [row.display_name, row.id]);
  return { rows: page.rows.map(toMember), next: page.next };
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
