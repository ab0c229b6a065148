import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openStorage } from './open-storage.ts';
import type { Storage } from './open-storage.ts';
import { listViews, saveView } from './saved-views.ts';

/** The storage layer on PGlite in memory: the engine `npm start` uses when DATABASE_URL is unset. */
describe('storage on PGlite', () => {
  let storage: Storage;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    storage = await openStorage({ kind: 'embedded', dataDir: 'memory://' });
    await migrateToLatest(storage.db);
    alice = await addUser('alice');
    bob = await addUser('bob');
    // PGlite's start is seconds of WebAssembly work, more on a busy machine.
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  async function addUser(subject: string): Promise<string> {
    const row = await storage.db.insertInto('users').values({ issuer: 'password', subject, display_name: subject }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  it('applies the migrations once: a second run finds nothing to do', async () => {
    await migrateToLatest(storage.db);
    const applied = await storage.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
    expect(applied).toEqual([{ name: '0001-workspace' }]);
  });

  it('round-trips a saved view: the owner sees their own and the team views, others only the team views', async () => {
    const mine = await saveView(storage.db, { ownerId: alice, scope: 'mine', page: '/overview', name: 'My weeks', link: '?range=13w' });
    const team = await saveView(storage.db, { ownerId: bob, scope: 'team', page: '/overview', name: 'Board pack', link: '?range=q' });
    expect(mine).toMatchObject({ owner_user_id: alice, scope: 'mine', page: '/overview', name: 'My weeks', link: '?range=13w', is_team_default: false, created_by: alice });
    expect(mine.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(mine.created_at).toBeInstanceOf(Date);
    expect((await listViews(storage.db, alice)).map((view) => view.id)).toEqual([team.id, mine.id]);
    expect((await listViews(storage.db, bob)).map((view) => view.id)).toEqual([team.id]);
  });

  it('keeps one team default per page: a new default takes the place of the old', async () => {
    const first = await saveView(storage.db, { ownerId: alice, scope: 'team', page: '/forecast', name: 'First', link: '', teamDefault: true });
    const second = await saveView(storage.db, { ownerId: bob, scope: 'team', page: '/forecast', name: 'Second', link: '', teamDefault: true });
    const defaults = (await listViews(storage.db, alice)).filter((view) => view.is_team_default).map((view) => view.id);
    expect(defaults).toEqual([second.id]);
    expect(defaults).not.toContain(first.id);
  });

  it('a save that fails leaves nothing: neither the view nor the cleared default', async () => {
    const standing = await saveView(storage.db, { ownerId: alice, scope: 'team', page: '/payables', name: 'Standing', link: '', teamDefault: true });
    const failing = saveView(storage.db, { ownerId: alice, scope: 'team', page: '/payables', name: 'x'.repeat(201), link: '', teamDefault: true });
    await expect(failing).rejects.toThrow(/check constraint/);
    const views = (await listViews(storage.db, alice)).filter((view) => view.page === '/payables');
    expect(views).toEqual([expect.objectContaining({ id: standing.id, is_team_default: true })]);
  });

  it('refuses a personal view as a team default', async () => {
    await expect(saveView(storage.db, { ownerId: alice, scope: 'mine', page: '/receivables', name: 'Mine', link: '', teamDefault: true })).rejects.toThrow(/saved_views_default_is_team/);
  });
});
