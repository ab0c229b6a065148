import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AuditEvent, AuditQuery } from '../../core/workspace/contract.ts';
import type { Database } from '../storage/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Microseconds, as PostgreSQL keeps them: a cursor rounded to milliseconds would skip or repeat events.
const CURSOR_AT = sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const CURSOR_FORMAT = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export type AuditFilter = Omit<AuditQuery, 'before' | 'limit'> & { before?: Cursor };
type Cursor = { at: string; id: string };

/** The `before` cursor as the client sent it back, or null when it is not one of ours. */
export function parseCursor(text: string): Cursor | null {
  const match = CURSOR_FORMAT.exec(Buffer.from(text, 'base64url').toString('utf8'));
  return match === null ? null : { at: match[1] ?? '', id: match[2] ?? '' };
}

function cursorText(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

/**
 * Newest first, `limit` at a time; the next page starts strictly before the last event of this
 * one on (at, id), so events written while someone pages never shift what comes next.
 */
export async function auditPage(
  db: Kysely<Database>,
  filter: AuditFilter,
  limit: number,
): Promise<{ events: AuditEvent[]; next: string | null }> {
  const rows = await filteredEvents(db, filter)
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last !== undefined ? cursorText({ at: last.cursor_at, id: last.id }) : null;
  return { events: page.map(toAuditEvent), next };
}

/** Every event the filter matches, up to `max`, for the CSV download. */
export async function auditEvents(db: Kysely<Database>, filter: AuditFilter, max: number): Promise<AuditEvent[]> {
  return (await filteredEvents(db, filter).limit(max).execute()).map(toAuditEvent);
}

function filteredEvents(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_events').selectAll().select(CURSOR_AT.as('cursor_at'));
  // Whole days in UTC, `to` included.
  if (filter.from !== undefined) query = query.where('at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to !== undefined) query = query.where('at', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS));
  if (filter.actor !== undefined) query = query.where('actor_label', 'ilike', `%${filter.actor.replace(/[\\%_]/g, '\\$&')}%`);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  const before = filter.before;
  if (before !== undefined) query = query.where(sql<boolean>`(at, id) < (${before.at}::timestamptz, ${before.id}::uuid)`);
  return query.orderBy('at', 'desc').orderBy('id', 'desc');
}

function toAuditEvent(row: {
  id: string;
  at: Date;
  actor_label: string;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  client_address: string | null;
}): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor_label,
    action: row.action,
    target: row.target,
    details: row.details,
    from: row.client_address,
  };
}

/** Forgets events older than `days`; returns how many. */
export async function pruneAuditEvents(db: Kysely<Database>, days: number): Promise<number> {
  const result = await db
    .deleteFrom('audit_events')
    .where('at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
