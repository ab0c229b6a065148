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

/** A change and its line in the audit trail, in one transaction: never one without the other. */
export function inTransaction<T>(db: Kysely<Database>, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
