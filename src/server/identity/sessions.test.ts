import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openStorage } from '../storage/open-storage.ts';
import type { Storage } from '../storage/open-storage.ts';
import { upsertPerson } from './people.ts';
import { createSession, liveSession, revokeSession, tokenHash } from './sessions.ts';

const MINUTE = 60_000;

describe('sessions', () => {
  let storage: Storage;
  let userId: string;
  const clock = { now: Date.parse('2026-03-02T09:00:00Z') };
  const policy = { idleMs: 30 * MINUTE, maxMs: 8 * 60 * MINUTE, now: () => clock.now };

  beforeAll(async () => {
    storage = await openStorage({ kind: 'embedded', dataDir: 'memory://' });
    await migrateToLatest(storage.db);
    userId = (await upsertPerson(storage.db, { issuer: 'https://idp.test', subject: 'ann', name: 'Ann', email: null, mappedRole: 'editor' })).id;
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  it('stores only the hash of the token, and opens the session with the token', async () => {
    const token = await createSession(storage.db, userId, policy);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await storage.db.selectFrom('sessions').select('id_hash').execute();
    expect(stored.map((row) => row.id_hash)).toContain(tokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await liveSession(storage.db, token, policy)).toMatchObject({ idHash: tokenHash(token), user: { id: userId, display_name: 'Ann', role: 'editor' } });
  });

  it('refuses a tampered, unknown or malformed token', async () => {
    const token = await createSession(storage.db, userId, policy);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await liveSession(storage.db, tampered, policy)).toBeNull();
    expect(await liveSession(storage.db, 'x'.repeat(43), policy)).toBeNull();
    expect(await liveSession(storage.db, `${token}=`, policy)).toBeNull();
    expect(await liveSession(storage.db, undefined, policy)).toBeNull();
  });

  it('ends after the idle time without use, and keeps going while used (touched at most once a minute)', async () => {
    const start = clock.now;
    const token = await createSession(storage.db, userId, policy);
    clock.now = start + 29 * MINUTE;
    expect(await liveSession(storage.db, token, policy)).not.toBeNull();
    const seen = await storage.db.selectFrom('sessions').select('last_seen_at').where('id_hash', '=', tokenHash(token)).executeTakeFirstOrThrow();
    expect(seen.last_seen_at.getTime()).toBe(clock.now);
    clock.now += 30 * 1000;
    expect(await liveSession(storage.db, token, policy)).not.toBeNull();
    const unchanged = await storage.db.selectFrom('sessions').select('last_seen_at').where('id_hash', '=', tokenHash(token)).executeTakeFirstOrThrow();
    expect(unchanged.last_seen_at.getTime()).toBe(start + 29 * MINUTE);
    clock.now = start + 29 * MINUTE + 30 * MINUTE;
    expect(await liveSession(storage.db, token, policy)).toBeNull();
    clock.now = start;
  });

  it('ends at the absolute timeout however used', async () => {
    const start = clock.now;
    const token = await createSession(storage.db, userId, policy);
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      clock.now = start + minutes * MINUTE;
      expect(await liveSession(storage.db, token, policy)).not.toBeNull();
    }
    clock.now = start + 8 * 60 * MINUTE;
    expect(await liveSession(storage.db, token, policy)).toBeNull();
    clock.now = start;
  });

  it('never opens a revoked session again', async () => {
    const token = await createSession(storage.db, userId, policy);
    expect(await revokeSession(storage.db, token)).toBe(userId);
    expect(await liveSession(storage.db, token, policy)).toBeNull();
    expect(await revokeSession(storage.db, token)).toBeNull();
  });
});
