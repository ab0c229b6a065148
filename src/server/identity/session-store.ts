import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { StorageUnavailable } from '../storage/storage-unavailable.ts';
import type { UserRow } from './people-store.ts';

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

/** What a lookup found: the user and the session's times. */
type SessionRow = { user: UserRow; seenAt: number; expiresAt: number; revoked: boolean };

/** Sessions as one instance opens and ends them. */
export type SessionStore = {
  /**
   * The session a cookie's token opens, or null for a malformed, unknown, revoked, idle or
   * expired one. At most one lookup by primary key per `cacheMs`, and a write at most once a
   * minute to keep the idle timeout moving. With the database away (null, or failing), a session
   * checked less than OUTAGE_GRACE_MS ago is served as last checked; any other throws StorageUnavailable.
   */
  live(db: Kysely<Database> | null, token: string | undefined): Promise<LiveSession | null>;
  /** Ends the session the token opens, if any, at once on this instance. Returns its user's id. */
  revoke(db: Kysely<Database>, token: string | undefined): Promise<string | null>;
};

/** Enough for every session an instance serves; past it the oldest lookup is dropped, costing one query. */
const MAX_CACHED = 10_000;

/**
 * How long after its last successful check a session is still served while the database does
 * not answer: the figures stay up through a restart or a failover of the database, and a
 * sign-out or a role change made just before it still takes effect within five minutes.
 */
export const OUTAGE_GRACE_MS = 5 * 60_000;

/**
 * A page's dozen API calls ask the same question within a second: a lookup is kept `cacheMs`
 * (an admin's role change or a sign-out on another instance shows that much later). A sign-out
 * here takes effect at once; unknown tokens are never kept, so guesses cannot fill the cache.
 * While the database is away, a session checked within `graceMs` is served as it was last seen,
 * and the database is asked again for it at most every `cacheMs` (each try may wait for a connection).
 */
export function createSessionStore(policy: SessionPolicy, cacheMs = 5_000, graceMs = OUTAGE_GRACE_MS): SessionStore {
  const cache = new Map<string, { row: SessionRow; until: number; checkedAt: number }>();
  const clock = policy.now ?? Date.now;

  async function lookup(db: Kysely<Database> | null, idHash: string, now: number): Promise<SessionRow | null> {
    const cached = cache.get(idHash);
    if (cached !== undefined && cached.until > now) return cached.row;
    try {
      if (db === null) throw new StorageUnavailable();
      return await check(db, idHash, now);
    } catch (error) {
      if (cached === undefined || now - cached.checkedAt >= graceMs) throw new StorageUnavailable({ cause: error });
      // Asked again after cacheMs, but never served from the cache past the grace.
      cached.until = Math.min(now + cacheMs, cached.checkedAt + graceMs);
      return cached.row;
    }
  }

  async function check(db: Kysely<Database>, idHash: string, now: number): Promise<SessionRow | null> {
    const row = await fetchSession(db, idHash);
    if (row === null) {
      cache.delete(idHash);
      return null;
    }
    if (!row.revoked && now - row.seenAt >= TOUCH_EVERY_MS && now - row.seenAt < policy.idleMs) {
      await touch(db, idHash, row.user.id, new Date(now));
      row.seenAt = now;
    }
    if (cacheMs > 0) remember(idHash, row, now);
    return row;
  }

  function remember(idHash: string, row: SessionRow, now: number): void {
    // Deleted first, so a session in use moves to the end and the oldest lookup is the one dropped.
    cache.delete(idHash);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value ?? '');
    cache.set(idHash, { row, until: now + cacheMs, checkedAt: now });
  }

  return {
    async live(db, token) {
      if (token === undefined || !TOKEN_FORMAT.test(token)) return null;
      const idHash = tokenHash(token);
      const now = clock();
      const row = await lookup(db, idHash, now);
      if (row === null || row.revoked) return null;
      if (now >= row.expiresAt || now - row.seenAt >= policy.idleMs) return null;
      return { idHash, user: row.user };
    },

    async revoke(db, token) {
      if (token === undefined || !TOKEN_FORMAT.test(token)) return null;
      const idHash = tokenHash(token);
      cache.delete(idHash);
      const row = await db
        .updateTable('sessions')
        .set({ revoked_at: new Date(clock()) })
        .where('id_hash', '=', idHash)
        .where('revoked_at', 'is', null)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}

async function fetchSession(db: Kysely<Database>, idHash: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.last_seen_at as session_seen_at', 'sessions.expires_at', 'sessions.revoked_at'])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (row === undefined) return null;
  const { session_seen_at: seenAt, expires_at: expiresAt, revoked_at: revokedAt, ...user } = row;
  return { user, seenAt: seenAt.getTime(), expiresAt: expiresAt.getTime(), revoked: revokedAt !== null };
}

async function touch(db: Kysely<Database>, idHash: string, userId: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
  await db.updateTable('users').set({ last_seen_at: at }).where('id', '=', userId).execute();
}

/** What the table keeps: a leaked dump of it signs no one in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
