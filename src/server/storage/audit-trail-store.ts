import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { AuditAction } from '../../core/workspace/contract.ts';
import type { Database } from './schema.ts';

export type AuditEntry = {
  action: AuditAction;
  /** The user's id, or null for someone the workspace does not know (a failed sign-in). */
  actorId: string | null;
  /** Readable after the user is gone: their name or e-mail, or what a failed sign-in claimed. */
  actorLabel: string;
  target?: string | null;
  details?: Record<string, unknown>;
  /** The browser's address, past trusted proxies. */
  from?: string | null;
};

/**
 * One line of the audit trail. Callers that change something write it in the same transaction
 * (pass the transaction as `db`), so a change is never without its record, nor a record without its change.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      action: entry.action,
      actor_user_id: entry.actorId,
      actor_label: entry.actorLabel,
      target: entry.target ?? null,
      details: JSON.stringify(entry.details ?? {}),
      client_address: entry.from ?? null,
    })
    .execute();
}

/** When a repeat was last seen, in the trail's own format (UTC, milliseconds). */
const NOW_TEXT = sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An event anyone may cause again and again (a refused sign-in): a repeat by the same actor label, with the same
 * reason, from the same address within `foldMinutes` of the first is counted on the first's row (`details.repeats`,
 * `details.lastAt`) instead of writing one of its own.
 */
export async function recordRepeatable(
  db: Kysely<Database>,
  entry: AuditEntry & { details: { reason: string }; from: string },
  foldMinutes: number,
): Promise<void> {
  const first = db
    .selectFrom('audit_events')
    .select('id')
    .where('action', '=', entry.action)
    .where('actor_label', '=', entry.actorLabel)
    .where('client_address', '=', entry.from)
    .where(sql<string>`details->>'reason'`, '=', entry.details.reason)
    .where('at', '>', sql<Date>`now() - make_interval(mins => ${foldMinutes})`)
    .orderBy('at', 'desc')
    .limit(1);
  const repeats = sql<number>`coalesce((details->>'repeats')::integer, 1) + 1`;
  const folded = await db
    .updateTable('audit_events')
    .set({ details: sql`details || jsonb_build_object('repeats', ${repeats}, 'lastAt', ${NOW_TEXT})` })
    .where('id', '=', first)
    .returning('id')
    .executeTakeFirst();
  if (folded === undefined) await recordAudit(db, entry);
}

/** A change and its line in the audit trail, in one transaction: never one without the other. */
export function inTransaction<T>(db: Kysely<Database>, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
