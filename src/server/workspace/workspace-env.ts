import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Person } from '../identity/person.ts';
import { recordAudit } from '../storage/audit-trail-store.ts';
import type { AuditEntry } from '../storage/audit-trail-store.ts';
import type { Database } from '../storage/schema.ts';
import { StorageUnavailable } from '../storage/storage-unavailable.ts';
import type { StorageService } from '../storage/storage-service.ts';

/** What the workspace's handlers find on the context: the signed-in person, and a write's parsed body. */
export type WorkspaceEnv = { Variables: { person: Person; jsonBody: unknown } };

/** What every part of the workspace's routes shares. */
export type WorkspaceDeps = {
  /** The open database; throws StorageUnavailable when there is none (answered 503). */
  db(): Kysely<Database>;
  /** The browser's address past trusted proxies, for the audit trail. */
  clientAddress: (c: Context) => string;
  /** Told when a team default may have changed, so index.html shows the new one at once. */
  teamDefaultsChanged: () => void;
};

export function openDb(storage: Pick<StorageService, 'db'>): () => Kysely<Database> {
  return () => {
    const db = storage.db();
    if (db === null) throw new StorageUnavailable();
    return db;
  };
}

/** The audit line of what `person` did from where the request came. */
export function audit(
  tx: Kysely<Database>,
  c: Context<WorkspaceEnv>,
  deps: WorkspaceDeps,
  entry: Omit<AuditEntry, 'actorId' | 'actorLabel' | 'from'>,
): Promise<void> {
  const person = c.get('person');
  return recordAudit(tx, { ...entry, actorId: person.id, actorLabel: person.name, from: deps.clientAddress(c) });
}
