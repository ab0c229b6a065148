import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { UserRow } from './people.ts';

/** How long sessions live: unused for `idleMs` or `maxMs` after sign-in, a session is over. */
export type SessionPolicy = { idleMs: number; maxMs: number; now?: () => number };

/** A session that is still good, and its user. */
export type LiveSession = { idHash: string; user: UserRow };

/** 32 random bytes, base64url: the only form a cookie of ours takes. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is written at most this often: a page's dozen API calls cost one write, not twelve. */
const TOUCH_EVERY_MS = 60_000;

/** Starts a session for `userId`; returns the token for the cookie. The table keeps only its SHA-256. */
export async function createSession(db: Kysely<Database>, userId: string, policy: SessionPolicy): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = policy.now?.() ?? Date.now();
  await db
    .insertInto('sessions')
    .values({ id_hash: tokenHash(token), user_id: userId, last_seen_at: new Date(now), expires_at: new Date(now + policy.maxMs) })
    .execute();
  return token;
}

/**
 * The session a cookie's token opens, or null for a malformed, unknown, revoked, idle or expired
 * one. One lookup by primary key; a write at most once a minute to keep the idle timeout moving.
 */
export async function liveSession(db: Kysely<Database>, token: string | undefined, policy: SessionPolicy): Promise<LiveSession | null> {
  if (token === undefined || !TOKEN_FORMAT.test(token)) return null;
  const idHash = tokenHash(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.last_seen_at as session_seen_at', 'sessions.expires_at', 'sessions.revoked_at'])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (row === undefined || row.revoked_at !== null) return null;
  const now = policy.now?.() ?? Date.now();
  const seenAt = row.session_seen_at.getTime();
  if (now >= row.expires_at.getTime() || now - seenAt >= policy.idleMs) return null;
  if (now - seenAt >= TOUCH_EVERY_MS) await touch(db, idHash, row.id, new Date(now));
  const { session_seen_at: _seen, expires_at: _expires, revoked_at: _revoked, ...user } = row;
  return { idHash, user };
}

async function touch(db: Kysely<Database>, idHash: string, userId: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
  await db.updateTable('users').set({ last_seen_at: at }).where('id', '=', userId).execute();
}

/** Ends the session the token opens, if any; a revoked session never opens again. Returns its user's id. */
export async function revokeSession(db: Kysely<Database>, token: string | undefined, at = new Date()): Promise<string | null> {
  if (token === undefined || !TOKEN_FORMAT.test(token)) return null;
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** What the table keeps: a leaked dump of it signs no one in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
