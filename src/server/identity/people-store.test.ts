import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../storage/open-storage.ts';
import { memoryStorage } from '../testing/workspace-fixture.ts';
import { upsertPerson } from './people-store.ts';

describe('upsertPerson', () => {
  let storage: Storage;

  beforeAll(async () => {
    storage = await memoryStorage();
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  const ann = {
    issuer: 'https://login.example.com',
    subject: 'sub-ann',
    name: 'Ann',
    email: 'ann@example.com',
    mappedRole: 'viewer' as const,
  };

  it('creates the row on first sight and follows the provider after: one row per issuer and subject', async () => {
    const first = await upsertPerson(storage.db, ann);
    const again = await upsertPerson(storage.db, { ...ann, name: 'Ann Lee', email: 'ann.lee@example.com', mappedRole: 'editor' });
    expect(again).toMatchObject({
      id: first.id,
      display_name: 'Ann Lee',
      email: 'ann.lee@example.com',
      role: 'editor',
      role_set_by_admin: false,
    });
    const other = await upsertPerson(storage.db, { ...ann, issuer: 'proxy' });
    expect(other.id).not.toBe(first.id);
  });

  it("keeps an admin's choice of role over the mapping", async () => {
    const row = await upsertPerson(storage.db, { ...ann, subject: 'sub-bo', mappedRole: 'viewer' });
    await storage.db.updateTable('users').set({ role: 'admin', role_set_by_admin: true }).where('id', '=', row.id).execute();
    expect(await upsertPerson(storage.db, { ...ann, subject: 'sub-bo', mappedRole: 'editor' })).toMatchObject({
      role: 'admin',
      role_set_by_admin: true,
    });
  });

  it('makes one row when two first sign-ins race', async () => {
    const rows = await Promise.all([
      upsertPerson(storage.db, { ...ann, subject: 'sub-cy' }),
      upsertPerson(storage.db, { ...ann, subject: 'sub-cy' }),
    ]);
    expect(rows[0]?.id).toBe(rows[1]?.id);
  });
});
