import type { IsoDate } from '../../core/calendar-date.ts';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { DeliveryCapabilities } from '../../core/alerts/contract.ts';
import type { Database } from '../storage/schema.ts';
import type { WorkspaceDeps, WorkspaceEnv } from '../workspace/workspace-env.ts';
import { createAlertEngine } from './alert-engine.ts';
import type { AlertEngine, AlertEngineOptions } from './alert-engine.ts';
import { alertRoutes } from './alert-routes.ts';
import { teamMinimum } from './team-minimum.ts';

export type AlertsOptions = Omit<AlertEngineOptions, 'teamMinimum' | 'timeZone'> & {
  capabilities: DeliveryCapabilities;
  /** Left out: the team default of /forecasts, read from the database at each check. */
  teamMinimum?: AlertEngineOptions['teamMinimum'];
  now?: () => Date;
};

/**
 * Alerts as one piece: `routes(deps)` goes inside the workspace's routes (which sign the person
 * in and guard writes) beside views and members, `app.route('/', alerts.routes(deps))`; `engine`
 * is started by main.ts after the database opens and stopped on shutdown.
 */
export function createAlerts(options: AlertsOptions): { routes: (deps: WorkspaceDeps) => Hono<WorkspaceEnv>; engine: AlertEngine } {
  const { capabilities, now, ...engineOptions } = options;
  const engine = createAlertEngine({
    ...engineOptions,
    ...(now && { clock: now }),
    timeZone: capabilities.timeZone,
    teamMinimum: options.teamMinimum ?? (() => minimumOf(options.db(), options.today())),
  });
  return {
    routes: (deps) =>
      alertRoutes(deps, {
        capabilities,
        nextRun: options.nextRun,
        changed: () => engine.nudge(),
        composeNow: async (condition) => {
          const { content, attachments } = await engine.composeNow(condition, now?.());
          return { message: content.message, attachments };
        },
        ...(now && { now }),
      }),
    engine,
  };
}

function minimumOf(db: Kysely<Database> | null, today: IsoDate) {
  return db === null ? Promise.resolve(null) : teamMinimum(db, today);
}
