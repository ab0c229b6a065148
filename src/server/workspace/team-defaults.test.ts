import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../storage/open-storage.ts';
import { addPerson, memoryStorage } from '../testing/workspace-fixture.ts';
import { TEAM_DEFAULTS_CACHE_MS, TEAM_DEFAULTS_WAIT_MS, teamDefaultsSource } from './team-defaults.ts';

describe('the team defaults index.html carries', () => {
  let storage: Storage;
  let owner: string;

  beforeAll(async () => {
    storage = await memoryStorage();
    owner = (await addPerson(storage.db, 'eddie', 'editor')).id;
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  async function markDefault(page: string, link: string): Promise<void> {
    await storage.db.updateTable('saved_views').set({ is_team_default: false }).where('page', '=', page).execute();
    await storage.db
      .insertInto('saved_views')
      .values({
        owner_user_id: owner,
        scope: 'team',
        page,
        name: 'Default',
        link,
        is_team_default: true,
        created_by: owner,
        updated_by: owner,
      })
      .execute();
  }

  it('are none while the database is not open, without opening it', async () => {
    let asked = 0;
    const source = teamDefaultsSource({ db: () => (asked++, null) });
    expect(await source.read()).toEqual({});
    expect(asked).toBe(1);
  });

  it('are none when the database does not answer in time: the page is not held for it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // PGlite has one connection: while this transaction waits, every other query waits behind it.
    const holding = storage.db.transaction().execute(async (tx) => {
      await tx.selectFrom('saved_views').select('id').execute();
      await held;
    });
    const started = Date.now();
    expect(await teamDefaultsSource({ db: () => storage.db }).read()).toEqual({});
    expect(Date.now() - started).toBeLessThan(TEAM_DEFAULTS_WAIT_MS + 1_000);
    release();
    await holding;
  });

  it('are read once per 5 s however many pages load, and at once after forget()', async () => {
    let clock = 0;
    const source = teamDefaultsSource({ db: () => storage.db }, () => clock);
    await markDefault('/', '?range=13w');
    expect(await source.read()).toEqual({ '/': '?range=13w' });
    await markDefault('/reports', '?year=2026');
    clock += TEAM_DEFAULTS_CACHE_MS - 1;
    expect(await source.read()).toEqual({ '/': '?range=13w' });
    clock += 1;
    expect(await source.read()).toEqual({ '/': '?range=13w', '/reports': '?year=2026' });
    await markDefault('/', '?range=q');
    source.forget();
    expect(await source.read()).toEqual({ '/': '?range=q', '/reports': '?year=2026' });
  });
});
