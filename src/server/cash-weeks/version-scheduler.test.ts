import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiReader } from '../../core/api/api-reader.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import type { BuildVersion } from '../../core/cash-weeks/version-builder.ts';
import { ApiReadError } from '../api-reader/api-reader.ts';
import type { Storage } from '../storage/open-storage.ts';
import { versionContentFor } from '../testing/cash-weeks-fixture.ts';
import { memoryStorage } from '../testing/workspace-fixture.ts';
import { createCashWeeks } from './create-cash-weeks.ts';
import type { CashWeeksOptions } from './create-cash-weeks.ts';
import { insertVersion, versionRetention } from './version-store.ts';
import { pastMondays } from './version-scheduler.ts';

// Monday 2 March 2026, 07:00 in Berlin is 06:00 UTC.
const DUE = new Date('2026-03-02T06:00:00Z');
const NEXT_WEEK = new Date('2026-03-09T06:00:00Z');
const TODAY = '2026-03-02';
const BEFORE = new Date('2026-02-27T12:00:00Z');
const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);
const noApi: ApiReader = { get: () => Promise.reject(new Error('no API')), list: () => Promise.reject(new Error('no API')) };

describe('the weekly forecast version, on PGlite', () => {
  let storage: Storage;
  let builds: IsoDate[];
  let build: BuildVersion;
  // Open unless a test closes it: a build then waits there, so two instances' ticks overlap for sure.
  let gate: Gate;
  const logged: string[] = [];

  beforeAll(async () => {
    storage = await memoryStorage();
  }, 90_000);

  afterAll(async () => {
    await storage.close();
  });

  beforeEach(async () => {
    builds = [];
    logged.length = 0;
    gate = openGate();
    build = async ({ today }) => {
      builds.push(today);
      // A second build under way means both instances claimed the run: let them go, for the test to see it.
      if (builds.length > 1) gate.open();
      await gate.opened;
      return versionContentFor(today);
    };
    for (const table of ['forecast_versions', 'version_schedule'] as const) await storage.db.deleteFrom(table).execute();
  });

  const instance = (overrides: Partial<CashWeeksOptions> = {}) =>
    createCashWeeks({
      db: () => storage.db,
      buildVersion: (context) => build(context),
      read: noApi,
      today: () => TODAY,
      timeZone: 'Europe/Berlin',
      retryAfterMs: 15 * 60_000,
      log: (line) => logged.push(line),
      ...overrides,
    }).scheduler;
  /**
   * Two instances' ticks, the first build held until one of them has answered: the one that did
   * not build tried while the other held the run. (Two builds under way open the gate too.)
   */
  function whileBuildHeld<T>(ticks: [Promise<T>, Promise<T>]): Promise<[T, T]> {
    gate = closedGate();
    void Promise.race(ticks).then(() => gate.open());
    return Promise.all(ticks);
  }
  const versions = () => storage.db.selectFrom('forecast_versions').select(['kind', 'taken_at', 'taken_by']).orderBy('taken_at').execute();
  const scheduleRow = () => storage.db.selectFrom('version_schedule').selectAll().executeTakeFirstOrThrow();

  it('sets Monday 07:00 in the workspace time zone when no one has chosen, and builds nothing before then', async () => {
    expect(await instance().tick(BEFORE)).toEqual({ stored: 0, failed: false });
    expect(await scheduleRow()).toMatchObject({ weekday: 1, hour: 7, next_run_at: DUE, claimed_by: null });
    expect(builds).toEqual([]);
  });

  it('stores one scheduled version when due and moves the run a week on', async () => {
    const scheduler = instance();
    await scheduler.tick(BEFORE);
    expect(await scheduler.tick(at(DUE, 1))).toEqual({ stored: 1, failed: false });
    expect(await versions()).toEqual([{ kind: 'scheduled', taken_at: at(DUE, 1), taken_by: 'Weekly schedule' }]);
    expect(await scheduleRow()).toMatchObject({ next_run_at: NEXT_WEEK, claimed_until: null, claimed_by: null, last_failure: null });
    expect(await scheduler.tick(at(DUE, 2))).toEqual({ stored: 0, failed: false });
  });

  it('builds once when two instances tick together on the due run', async () => {
    const [one, other] = [instance(), instance()];
    await one.tick(BEFORE);
    const reports = await whileBuildHeld([one.tick(at(DUE, 1)), other.tick(at(DUE, 1))]);
    expect(reports.map((report) => report.stored).sort()).toEqual([0, 1]);
    expect(builds).toEqual([TODAY]);
    expect((await versions()).length).toBe(1);
  });

  it("respects another instance's claim until its lease runs out", async () => {
    const scheduler = instance();
    await scheduler.tick(BEFORE);
    await storage.db
      .updateTable('version_schedule')
      .set({ claimed_by: 'another instance', claimed_until: at(DUE, 5) })
      .execute();
    expect(await scheduler.tick(at(DUE, 1))).toEqual({ stored: 0, failed: false });
    expect(builds).toEqual([]);
    expect(await scheduler.tick(at(DUE, 6))).toEqual({ stored: 1, failed: false });
  });

  it('keeps one scheduled version per week even past the lease (the unique key), while saved ones are many', async () => {
    for (const kind of ['scheduled', 'scheduled', 'saved', 'saved'] as const)
      await insertVersion(storage.db, { content: versionContentFor(TODAY), kind, takenAt: DUE, takenBy: 'x', takenByUserId: null });
    expect((await versions()).map((version) => version.kind)).toEqual(['scheduled', 'saved', 'saved']);
  });

  it(
    'logs a failed build, stores nothing and tries again after the back-off' + ' (a 429 after its Retry-After) without holding the run',
    async () => {
      const scheduler = instance();
      await scheduler.tick(BEFORE);
      build = () => Promise.reject(new Error('The API answered 500 to /forecasts.'));
      expect(await scheduler.tick(at(DUE, 1))).toEqual({ stored: 0, failed: true });
      expect(await scheduleRow()).toMatchObject({
        next_run_at: at(DUE, 16),
        claimed_by: null,
        last_failure: 'The API answered 500 to /forecasts.',
      });
      expect(logged).toEqual([expect.stringContaining('could not be built')]);

      build = () => Promise.reject(new ApiReadError('The API answered 429 to /forecasts.', 429, 30));
      expect(await scheduler.tick(at(DUE, 16))).toEqual({ stored: 0, failed: true });
      expect((await scheduleRow()).next_run_at).toEqual(new Date(at(DUE, 16).getTime() + 30_000));

      build = async ({ today }) => versionContentFor(today);
      expect(await scheduler.tick(at(DUE, 17))).toEqual({ stored: 1, failed: false });
      expect((await scheduleRow()).next_run_at).toEqual(NEXT_WEEK);
    },
  );

  it('forgets versions older than two years, at most once an hour', async () => {
    let clock = DUE.getTime();
    const retention = versionRetention(() => clock);
    const old = new Date(DUE.getTime() - 731 * 24 * 3_600_000);
    await insertVersion(storage.db, {
      content: versionContentFor('2024-02-26'),
      kind: 'saved',
      takenAt: old,
      takenBy: 'x',
      takenByUserId: null,
    });
    await insertVersion(storage.db, {
      content: versionContentFor(TODAY),
      kind: 'saved',
      takenAt: at(DUE, -60),
      takenBy: 'x',
      takenByUserId: null,
    });
    await retention.prune(storage.db);
    expect((await versions()).map((version) => version.taken_at)).toEqual([at(DUE, -60)]);

    await insertVersion(storage.db, {
      content: versionContentFor('2024-02-26'),
      kind: 'saved',
      takenAt: old,
      takenBy: 'x',
      takenByUserId: null,
    });
    clock += 30 * 60_000;
    await retention.prune(storage.db);
    expect((await versions()).length).toBe(2);
    clock += 31 * 60_000;
    await retention.prune(storage.db);
    expect((await versions()).length).toBe(1);
  });

  describe("the demo's past weeks", () => {
    const readers: IsoDate[] = [];
    const reconstruct = {
      weeks: 26,
      buildFor: (today: IsoDate) => (readers.push(today), build({ read: noApi, today })),
      pauseBetweenDaysMs: 0,
    };
    beforeEach(() => {
      readers.length = 0;
    });

    it(
      'builds one reconstructed version per Monday of the last 26 weeks,' +
        ' each from the API as it stood that day, once for all instances',
      async () => {
        const [one, other] = [instance({ reconstruct }), instance({ reconstruct })];
        await whileBuildHeld([one.tick(BEFORE), other.tick(BEFORE)]);
        const mondays = pastMondays(TODAY, 26);
        expect(builds).toEqual(mondays);
        expect(readers).toEqual(mondays);
        const stored = await storage.db
          .selectFrom('forecast_versions')
          .select(['kind', 'taken_at', 'taken_by', (eb) => eb.cast<string>('first_week', 'text').as('week')])
          .orderBy('first_week')
          .execute();
        expect(stored.map((version) => version.week)).toEqual(mondays);
        expect(stored[0]).toEqual({
          kind: 'reconstructed',
          week: '2025-09-01',
          taken_at: new Date('2025-09-01T05:00:00Z'),
          taken_by: 'Demo history',
        });
        await one.tick(at(BEFORE, 1));
        expect(builds.length).toBe(26);
      },
    );

    it('waits, when told to, until someone lists versions, then rebuilds the past weeks', async () => {
      const scheduler = instance({ reconstruct: { ...reconstruct, whenAsked: true } });
      expect(await scheduler.tick(BEFORE)).toEqual({ stored: 0, failed: false });
      expect(builds).toEqual([]);
      scheduler.historyWanted();
      expect(await scheduler.tick(at(BEFORE, 1))).toEqual({ stored: 26, failed: false });
    });

    it('finishes what an instance that stopped half-way left, and tries again at the next tick after a failure', async () => {
      for (const monday of pastMondays(TODAY, 26).slice(0, 10))
        await insertVersion(storage.db, {
          content: versionContentFor(monday),
          kind: 'reconstructed',
          takenAt: DUE,
          takenBy: 'x',
          takenByUserId: null,
        });
      build = () => Promise.reject(new Error('The demo could not be read.'));
      const scheduler = instance({ reconstruct });
      expect(await scheduler.tick(BEFORE)).toEqual({ stored: 0, failed: true });
      build = async ({ today }) => (builds.push(today), versionContentFor(today));
      expect(await scheduler.tick(at(BEFORE, 1))).toEqual({ stored: 16, failed: false });
      expect(builds).toEqual(pastMondays(TODAY, 26).slice(10));
    });

    it('starts at once in the background; a stop ends it after the day in hand, and the next start goes on from there', async () => {
      const first = instance({ reconstruct });
      gate = closedGate();
      first.start();
      await vi.waitFor(() => expect(builds.length).toBeGreaterThan(0));
      // Stopped while the first day is building.
      const stopping = first.stop();
      gate.open();
      await stopping;
      const stoppedAfter = builds.length;
      expect(stoppedAfter).toBeLessThan(26);
      expect(await scheduleRow()).toMatchObject({ claimed_by: null, reconstructed_at: null });

      await instance({ reconstruct }).tick(BEFORE);
      expect(builds.length).toBe(26);
      expect(new Set(builds).size).toBe(26);
    });
  });
});

describe('pastMondays', () => {
  it("counts this week's Monday unless it is today", () => {
    expect(pastMondays('2026-03-04', 2)).toEqual(['2026-02-23', '2026-03-02']);
    expect(pastMondays('2026-03-02', 2)).toEqual(['2026-02-16', '2026-02-23']);
  });
});

type Gate = { opened: Promise<void>; open(): void };

function openGate(): Gate {
  return { opened: Promise.resolve(), open: () => undefined };
}

function closedGate(): Gate {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
