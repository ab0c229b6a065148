import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Delivery } from '../../core/alerts/contract.ts';
import type { Database } from '../storage/schema.ts';
import { iso } from './rule-store.ts';

// Microseconds, as PostgreSQL keeps them: a cursor rounded to milliseconds would skip or repeat deliveries.
const CURSOR_AT = sql<string>`to_char(alert_deliveries.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const CURSOR_FORMAT = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

type Cursor = { at: string; id: string };

/** The `before` cursor as the client sent it back, or null when it is not one of ours. */
export function parseDeliveryCursor(text: string): Cursor | null {
  const match = CURSOR_FORMAT.exec(Buffer.from(text, 'base64url').toString('utf8'));
  return match === null ? null : { at: match[1] ?? '', id: match[2] ?? '' };
}

/** Newest first, `limit` at a time, for one rule or all; the next page starts strictly before this one's last. */
export async function deliveryPage(
  db: Kysely<Database>,
  filter: { rule?: string; before?: Cursor },
  limit: number,
): Promise<{ deliveries: Delivery[]; next: string | null }> {
  let query = db.selectFrom('alert_deliveries').selectAll().select(CURSOR_AT.as('cursor_at'));
  if (filter.rule !== undefined) query = query.where('rule_id', '=', filter.rule);
  const before = filter.before;
  if (before !== undefined) query = query.where(sql<boolean>`(created_at, id) < (${before.at}::timestamptz, ${before.id}::uuid)`);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last !== undefined ? Buffer.from(`${last.cursor_at}|${last.id}`).toString('base64url') : null;
  return {
    deliveries: page.map((row) => ({
      id: row.id,
      ruleId: row.rule_id,
      ruleName: row.rule_name,
      event: row.event,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.payload.message.subject,
      status: row.status,
      attempts: row.attempts,
      createdAt: row.created_at.toISOString(),
      sentAt: iso(row.sent_at),
      nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
      lastError: row.last_error,
    })),
    next,
  };
}
