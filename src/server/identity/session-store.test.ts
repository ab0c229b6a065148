import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../storage/open-storage.ts';
import { memoryStorage } from '../testing/workspace-fixture.ts';
import { upsertPerson } from './people-store.ts';
import { createSession, createSessionStore, tokenHash } from './session-store.ts';

const MINUTE = 60_000;

describe('sessions', () => {
  let storage: Storage;
  let userId: string;
  const clock = { now: Date.parse('2026-03-02T09:00:00Z') };
  const policy = { idleMs: 30 * MINUTE, maxMs: 8 * 60 * MINUTE, now: () => clock.now };
  // Uncached: every call asks the database.
  const sessions = createSessionStore(policy, 0);

  beforeAll(async () => {
    storage = await memoryStorage();
    userId = (
      await upsertPerson(storage.db, { issuer: 'https://idp.test', subject: 'ann', name: 'Ann', email: null, mappedRole: 'editor' })
    ).id;
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  async function seenAt(token: string): Promise<number> {
    const row = await storage.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('id_hash', '=', tokenHash(token))
      .executeTakeFirstOrThrow();
    return row.last_seen_at.getTime();
  }

  it('stores only the hash of the token, and opens the session with the token', async () => {
    const token = await createSession(storage.db, userId, policy);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await storage.db.selectFrom('sessions').select('id_hash').execute();
    expect(stored.map((row) => row.id_hash)).toContain(tokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await sessions.live(storage.db, token)).toMatchObject({
      idHash: tokenHash(token),
      user: { id: userId, display_name: 'Ann', role: 'editor' },
    });
  });

  it('refuses a tampered, unknown or malformed token', async () => {
    const token = await createSession(storage.db, userId, policy);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await sessions.live(storage.db, tampered)).toBeNull();
    expect(await sessions.live(storage.db, 'x'.repeat(43))).toBeNull();
    expect(await sessions.live(storage.db, `${token}=`)).toBeNull();
    expect(await sessions.live(storage.db, undefined)).toBeNull();
  });

  it('ends after the idle time without use, and keeps going while used (touched at most once a minute)', async () => {
    const start = clock.now;
    const token = await createSession(storage.db, userId, policy);
    clock.now = start + 29 * MINUTE;
    expect(await sessions.live(storage.db, token)).not.toBeNull();
    expect(await seenAt(token)).toBe(clock.now);
    clock.now += 30 * 1000;
    expect(await sessions.live(storage.db, token)).not.toBeNull();
    expect(await seenAt(token)).toBe(start + 29 * MINUTE);
    clock.now = start + 29 * MINUTE + 30 * MINUTE;
    expect(await sessions.live(storage.db, token)).toBeNull();
    clock.now = start;
  });

  it('ends at the absolute timeout however used', async () => {
    const start = clock.now;
    const token = await createSession(storage.db, userId, policy);
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      clock.now = start + minutes * MINUTE;
      expect(await sessions.live(storage.db, token)).not.toBeNull();
    }
    clock.now = start + 8 * 60 * MINUTE;
    expect(await sessions.live(storage.db, token)).toBeNull();
    clock.now = start;
  });

  it('never opens a revoked session again', async () => {
    const token = await createSession(storage.db, userId, policy);
    expect(await sessions.revoke(storage.db, token)).toBe(userId);
    expect(await sessions.live(storage.db, token)).toBeNull();
    expect(await sessions.revoke(storage.db, token)).toBeNull();
  });

  it(
    'with a cache: one lookup answers for a few seconds,' + ' a revocation here counts at once, one elsewhere after the cache time',
    async () => {
      const cached = createSessionStore(policy, 5_000);
      const other = createSessionStore(policy, 5_000);
      const start = clock.now;
      const token = await createSession(storage.db, userId, policy);
      const mine = await createSession(storage.db, userId, policy);
      expect(await cached.live(storage.db, token)).not.toBeNull();
      expect(await cached.live(storage.db, mine)).not.toBeNull();

      await other.revoke(storage.db, token);
      await cached.revoke(storage.db, mine);
      expect(await cached.live(storage.db, mine)).toBeNull();
      clock.now = start + 4_999;
      expect(await cached.live(storage.db, token)).not.toBeNull();
      clock.now = start + 5_000;
      expect(await cached.live(storage.db, token)).toBeNull();
      clock.now = start;
    },
  );
});
