import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { addDays } from '../../core/calendar-date.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import type { Storage } from '../storage/open-storage.ts';
import { versionContentFor } from '../testing/cash-weeks-fixture.ts';
import { findPostgresBinDir } from '../testing/postgres-server.ts';
import { twoInstancesOnPostgres, type TwoInstances } from '../testing/postgres-instances.ts';
import { createCashWeeks } from './create-cash-weeks.ts';

const binDir = findPostgresBinDir();
const title =
  binDir === null
    ? 'two version schedulers on one real PostgreSQL (SKIPPED: no initdb/pg_ctl found; apt-get install postgresql)'
    : 'two version schedulers on one real PostgreSQL';

// Mondays, 07:00 in UTC.
const FIRST_MONDAY = '2026-03-02';
const WEEKS = 6;
const noApi: ApiReader = { get: () => Promise.reject(new Error('no API')), list: () => Promise.reject(new Error('no API')) };

describe.skipIf(binDir === null)(title, () => {
  let instances: TwoInstances | undefined;
  let one: Storage;
  let other: Storage;

  beforeAll(async () => {
    instances = await twoInstancesOnPostgres(binDir ?? '');
    ({ one, other } = instances);
  }, 90_000);

  afterAll(() => instances?.stop(), 30_000);

  it('stores one version per due run, the two ticking together every minute around each Monday 07:00', async () => {
    const clock = { today: FIRST_MONDAY as IsoDate };
    const builds: IsoDate[] = [];
    const schedulerOn = (storage: Storage) =>
      createCashWeeks({
        db: () => storage.db,
        buildVersion: async ({ today }) => {
          builds.push(today);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
          return versionContentFor(today);
        },
        read: noApi,
        today: () => clock.today,
        timeZone: 'UTC',
        log: () => {},
      }).scheduler;
    const schedulers = [schedulerOn(one), schedulerOn(other)];
    await Promise.all(schedulers.map((scheduler) => scheduler.tick(new Date('2026-03-01T12:00:00Z'))));

    for (let week = 0; week < WEEKS; week++) {
      clock.today = addDays(FIRST_MONDAY, 7 * week);
      const due = new Date(`${clock.today}T07:00:00Z`);
      for (const minute of [-1, 0, 1, 2])
        await Promise.all(schedulers.map((scheduler) => scheduler.tick(new Date(due.getTime() + minute * 60_000))));
    }
    const stored = await one.db
      .selectFrom('forecast_versions')
      .select((eb) => eb.cast<string>('first_week', 'text').as('week'))
      .orderBy('first_week')
      .execute();
    expect(stored.map((row) => row.week)).toEqual(Array.from({ length: WEEKS }, (_, week) => addDays(FIRST_MONDAY, 7 * week)));
    expect(builds).toHaveLength(WEEKS);
  }, 60_000);
});
