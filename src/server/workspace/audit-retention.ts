import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { pruneAuditEvents } from './audit-store.ts';

export const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** Prunes the audit trail at most once an hour, whoever asks (audit reads, the timer). */
export type AuditRetention = { keptForDays: number; prune(db: Kysely<Database>): Promise<void> };

export function auditRetention(keptForDays: number, now: () => number = Date.now): AuditRetention {
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    keptForDays,
    async prune(db) {
      if (now() - lastAt < RETENTION_EVERY_MS) return;
      const previous = lastAt;
      lastAt = now();
      await pruneAuditEvents(db, keptForDays).catch((error: unknown) => {
        lastAt = previous;
        throw error;
      });
    },
  };
}

/** The hourly prune for a server whose admins rarely read the trail; it never keeps the process alive. */
export function pruneHourly(retention: AuditRetention, db: () => Kysely<Database> | null): void {
  const timer = setInterval(() => {
    const open = db();
    // A database that does not answer now is pruned on a later hour.
    if (open !== null) retention.prune(open).catch(() => undefined);
  }, RETENTION_EVERY_MS);
  timer.unref();
}
