import type { Kysely } from 'kysely';

/**
 * The sign-in cookies already used (issue 44): a callback uses its cookie's one-time id once, on
 * whichever instance it reaches. A row is kept only while its cookie could still be presented.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_sign_ins')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('used_sign_ins_expires_at_idx').on('used_sign_ins').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_sign_ins').execute();
}
