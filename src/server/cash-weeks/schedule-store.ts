import type { Kysely } from 'kysely';
import type { VersionSchedule } from '../../core/cash-weeks/contract.ts';
import type { Database } from '../storage/schema.ts';

/** When no one has chosen: Monday at 07:00 in the workspace's time zone, before the week's first meeting. */
export const DEFAULT_SCHEDULE: VersionSchedule = { weekday: 1, hour: 7 };

/** The next instant strictly after `after` the weekly version falls due (nextWeekly of src/core/time/schedule.ts). */
export type NextVersionRun = (schedule: VersionSchedule, after: Date) => Date;

export async function scheduleOf(db: Kysely<Database>): Promise<VersionSchedule> {
  const row = await db.selectFrom('version_schedule').select(['weekday', 'hour']).where('id', '=', 1).executeTakeFirst();
  return row ?? DEFAULT_SCHEDULE;
}

/** The schedule's row, made with the default if there is none yet (two instances making it at once make one). */
export async function ensureSchedule(db: Kysely<Database>, nextRunAt: (schedule: VersionSchedule) => Date): Promise<void> {
  await db
    .insertInto('version_schedule')
    .values({ id: 1, ...DEFAULT_SCHEDULE, next_run_at: nextRunAt(DEFAULT_SCHEDULE) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** The team's choice, taking effect at its next due time; a build under way keeps its lease. */
export async function saveSchedule(db: Kysely<Database>, schedule: VersionSchedule, nextRunAt: Date): Promise<void> {
  await db
    .insertInto('version_schedule')
    .values({ id: 1, ...schedule, next_run_at: nextRunAt })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...schedule, next_run_at: nextRunAt, updated_at: new Date() }))
    .execute();
}
