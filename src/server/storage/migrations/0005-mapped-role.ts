import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The role each person's groups mapped to at their last sign-in (issue 44): what `{"role": null}`
 * gives back at once, so the last-admin guard judges the role a person will have. A role no admin
 * set is that mapping already; one an admin set hides it until the person's next sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('mapped_role', 'text', (column) => column.check(sql`mapped_role in ('viewer', 'editor', 'admin')`))
    .execute();
  await sql`update users set mapped_role = role where not role_set_by_admin`.execute(db);
}
