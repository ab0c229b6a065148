import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { nextWeekly } from '../../core/time/schedule.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import type { BuildVersion } from '../../core/cash-weeks/version-builder.ts';
import type { Database } from '../storage/schema.ts';
import type { WorkspaceDeps, WorkspaceEnv } from '../workspace/workspace-env.ts';
import { cashWeeksRoutes } from './cash-weeks-routes.ts';
import type { NextVersionRun } from './schedule-store.ts';
import { versionRetention } from './version-store.ts';
import { createVersionScheduler } from './version-scheduler.ts';
import type { Reconstruction, VersionScheduler, VersionSchedulerOptions } from './version-scheduler.ts';

export type CashWeeksOptions = {
  /** The open database, or null while it is not. */
  db: () => Kysely<Database> | null;
  buildVersion: BuildVersion;
  read: ApiReader;
  /** The workspace's today (DEMO_TODAY in the demo). */
  today: () => IsoDate;
  timeZone: string;
  /** Demo mode only: the last `weeks` Mondays rebuilt against the demo as it stood each day (demoHistoryReader). */
  reconstruct?: Reconstruction;
  log?: (line: string) => void;
  now?: () => Date;
} & Pick<VersionSchedulerOptions, 'tickEveryMs' | 'leaseMs' | 'retryAfterMs'>;

/**
 * The 13-week view's server side as one piece: `routes(deps)` goes inside the workspace's routes
 * (sign-in and write guard before them) beside alerts, `app.route('/', cashWeeks.routes(deps))`;
 * `scheduler` is started by main.ts after the database opens and stopped on shutdown.
 */
export function createCashWeeks(options: CashWeeksOptions): {
  routes: (deps: WorkspaceDeps) => Hono<WorkspaceEnv>;
  scheduler: VersionScheduler;
} {
  const retention = versionRetention();
  const weeklyRun: NextVersionRun = (schedule, after) => nextWeekly(schedule, after, options.timeZone);
  const { db, now, ...schedulerOptions } = options;
  const scheduler = createVersionScheduler({ ...schedulerOptions, db, nextRun: weeklyRun, prune: (open) => retention.prune(open) });
  const routes = (deps: WorkspaceDeps) =>
    cashWeeksRoutes(deps, {
      buildVersion: options.buildVersion,
      read: options.read,
      today: options.today,
      nextRun: weeklyRun,
      timeZone: options.timeZone,
      prune: (open) => retention.prune(open),
      historyWanted: () => scheduler.historyWanted(),
      ...(now && { now }),
    });
  return { routes, scheduler };
}
