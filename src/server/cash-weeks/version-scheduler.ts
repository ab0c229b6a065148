import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { addDays, startOfIsoWeek } from '../../core/calendar-date.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import { instantAt } from '../../core/time/zoned-time.ts';
import type { BuildVersion, VersionContent } from '../../core/cash-weeks/version-builder.ts';
import { backOffAfter } from '../jobs/back-off.ts';
import { createTicker } from '../jobs/ticker.ts';
import type { Database } from '../storage/schema.ts';
import { ensureSchedule, scheduleOf } from './schedule-store.ts';
import type { NextVersionRun } from './schedule-store.ts';
import { claimReconstruction, claimWeeklyRun, versionRuns } from './version-scheduler-store.ts';
import type { VersionRuns } from './version-scheduler-store.ts';
import { insertVersion, weeksWithVersions } from './version-store.ts';

export type Reconstruction = {
  /** How many past Mondays to rebuild (26: half a year of accuracy to show). */
  weeks: number;
  /**
   * The version the API gave as it stood on `today` (the demo generates its data for a given
   * day). In the server it runs in a worker thread (demo-history.ts): generating a demo day takes
   * about a second of CPU, which must not hold the server's requests.
   */
  buildFor: (today: IsoDate) => Promise<VersionContent>;
  /** Told when every Monday is stored, so the worker can go. */
  finished?: () => void;
  /**
   * Wait until someone asks for versions (`historyWanted`): a demo server nobody opens the 13-week
   * view on never spends the half-minute of CPU the past weeks take.
   */
  whenAsked?: boolean;
  /**
   * Between two days: generating a demo day holds the event loop about a second, so requests
   * get through in between rather than waiting half a minute.
   */
  pauseBetweenDaysMs?: number;
};

export type VersionSchedulerOptions = {
  /** The open database, or null while it is not (the tick then does nothing). */
  db: () => Kysely<Database> | null;
  buildVersion: BuildVersion;
  read: ApiReader;
  today: () => IsoDate;
  timeZone: string;
  nextRun: NextVersionRun;
  prune: (db: Kysely<Database>) => Promise<void>;
  /** Demo only: the past weeks' versions, built once. */
  reconstruct?: Reconstruction;
  tickEveryMs?: number;
  /** How long a claim holds before another instance may take the run (an instance that died mid-build). */
  leaseMs?: number;
  /** After a failed build, the next try (a 429 waits its Retry-After instead). */
  retryAfterMs?: number;
  log?: (line: string) => void;
};

export type VersionScheduler = {
  start(): void;
  /** Someone asked for versions: a reconstruction waiting for that starts within a second. */
  historyWanted(): void;
  /** Stops the timer and waits for a tick under way. */
  stop(): Promise<void>;
  tick(now?: Date): Promise<TickReport>;
};

export type TickReport = { stored: number; failed: boolean };

type Settings = VersionSchedulerOptions & { retryAfterMs: number; tickEveryMs: number; runs: VersionRuns; log: (line: string) => void };

const MINUTE_MS = 60_000;
export const SCHEDULED_BY = 'Weekly schedule';
export const RECONSTRUCTED_BY = 'Demo history';
const DEFAULT_PAUSE_BETWEEN_DAYS_MS = 1_000;
const HISTORY_WANTED_MS = 1_000;

/**
 * Takes the weekly forecast version on the team's day and hour, on every instance at once: the
 * schedule's single row is claimed with a lease (jobs/lease-store.ts: only one instance wins), so one
 * instance builds; the unique key (kind, week) is the second guard. A failed build is logged and
 * tried again after a back-off; nothing waits for it.
 */
export function createVersionScheduler(options: VersionSchedulerOptions): VersionScheduler {
  const settings: Settings = {
    ...options,
    tickEveryMs: options.tickEveryMs ?? MINUTE_MS,
    retryAfterMs: options.retryAfterMs ?? 15 * MINUTE_MS,
    runs: versionRuns(options.leaseMs ?? 5 * MINUTE_MS),
    log: options.log ?? console.warn,
  };
  // Set by stop(): a reconstruction under way ends after the day in hand; the next start goes on from there.
  let stopping = false;
  let asked = false;
  const reconstructing = () => settings.reconstruct !== undefined && (asked || settings.reconstruct.whenAsked !== true);

  const tick = async (now: Date = new Date()): Promise<TickReport> => {
    const db = settings.db();
    if (db === null) return { stored: 0, failed: false };
    await ensureSchedule(db, (schedule) => settings.nextRun(schedule, now));
    await settings.prune(db);
    const reconstructed =
      settings.reconstruct === undefined || !reconstructing()
        ? { stored: 0, failed: false }
        : await reconstructOnce(db, settings, settings.reconstruct, now, () => stopping);
    const scheduled = await takeDueVersion(db, settings, now);
    return { stored: reconstructed.stored + scheduled.stored, failed: reconstructed.failed || scheduled.failed };
  };
  // The first tick at once: it makes the schedule's row (and, in the demo, starts the past weeks).
  const ticker = createTicker({
    everyMs: settings.tickEveryMs,
    firstInMs: 0,
    tick: () => tick(),
    onError: (error) => settings.log(`Forecast versions: the tick failed: ${messageOf(error)}`),
  });

  return {
    tick,
    start() {
      stopping = false;
      ticker.start();
    },
    historyWanted() {
      if (asked) return;
      asked = true;
      if (settings.reconstruct !== undefined) ticker.soon(HISTORY_WANTED_MS);
    },
    async stop() {
      stopping = true;
      await ticker.stop();
    },
  };
}

async function takeDueVersion(db: Kysely<Database>, settings: Settings, now: Date): Promise<TickReport> {
  const claimed = await claimWeeklyRun(db, settings.runs, now);
  if (claimed === undefined) return { stored: 0, failed: false };
  try {
    const content = await settings.buildVersion({ read: settings.read, today: settings.today() });
    const stored = await insertVersion(db, { content, kind: 'scheduled', takenAt: now, takenBy: SCHEDULED_BY, takenByUserId: null });
    // The schedule as it is now: an editor may have changed it while this was building.
    await settings.runs.release(db, claimed.id, { dueAt: settings.nextRun(await scheduleOf(db), now), failure: null });
    return { stored: stored === null ? 0 : 1, failed: false };
  } catch (error) {
    // A 429 waits for its Retry-After (the team's budget is spent); anything else for the back-off.
    const { waitMs } = backOffAfter(error, settings.retryAfterMs);
    await settings.runs.release(db, claimed.id, { dueAt: new Date(now.getTime() + waitMs), failure: messageOf(error) });
    settings.log(`Forecast versions: the weekly version could not be built (tried again later): ${messageOf(error)}`);
    return { stored: 0, failed: true };
  }
}

/**
 * The demo's past weeks, once for the whole workspace: one version per Monday before today,
 * each built against the demo as it stood that Monday. A Monday already stored is skipped, so an
 * instance that died half-way leaves the rest to the next one.
 */
async function reconstructOnce(
  db: Kysely<Database>,
  settings: Settings,
  reconstruct: Reconstruction,
  now: Date,
  stopping: () => boolean,
): Promise<TickReport> {
  const claimed = await claimReconstruction(db, settings.runs, now);
  if (claimed === undefined) return { stored: 0, failed: false };
  const clock = elapsingFrom(now);
  let stored = 0;
  try {
    const done = await weeksWithVersions(db, 'reconstructed');
    for (const monday of pastMondays(settings.today(), reconstruct.weeks)) {
      if (stopping()) {
        await settings.runs.release(db, claimed.id);
        return { stored, failed: false };
      }
      if (done.has(monday)) continue;
      const content = await reconstruct.buildFor(monday);
      if (
        (await insertVersion(db, {
          content,
          kind: 'reconstructed',
          takenAt: instantAt(monday, claimed.hour, settings.timeZone),
          takenBy: RECONSTRUCTED_BY,
          takenByUserId: null,
        })) !== null
      )
        stored++;
      // A long reconstruction keeps its lease one day at a time; a lease run out is another instance's to go on with.
      if (!(await settings.runs.renew(db, claimed.id, clock()))) return { stored, failed: false };
      await sleep(reconstruct.pauseBetweenDaysMs ?? DEFAULT_PAUSE_BETWEEN_DAYS_MS);
    }
    await settings.runs.release(db, claimed.id, { set: { reconstructed_at: now } });
    reconstruct.finished?.();
    return { stored, failed: false };
  } catch (error) {
    await settings.runs.release(db, claimed.id);
    settings.log(`Forecast versions: the demo's past weeks could not be rebuilt (tried again at the next tick): ${messageOf(error)}`);
    return { stored, failed: true };
  }
}

/** The `weeks` Mondays before `today`, oldest first (this week's Monday included unless it is today). */
export function pastMondays(today: IsoDate, weeks: number): IsoDate[] {
  const latest = startOfIsoWeek(today) === today ? addDays(today, -7) : startOfIsoWeek(today);
  return Array.from({ length: weeks }, (_, index) => addDays(latest, -7 * (weeks - 1 - index)));
}

/** The tick's `now`, moved on by the time the tick has taken since (its renewals count from there). */
function elapsingFrom(now: Date): () => Date {
  const startedAt = performance.now();
  return () => new Date(now.getTime() + (performance.now() - startedAt));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
