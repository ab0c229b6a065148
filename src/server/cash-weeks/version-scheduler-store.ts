import type { Kysely, Selectable } from 'kysely';
import { leaseOn } from '../jobs/lease-store.ts';
import type { Lease } from '../jobs/lease-store.ts';
import type { Database, VersionScheduleTable } from '../storage/schema.ts';

export type ScheduleRow = Selectable<VersionScheduleTable>;

/** The schedule's single row, held by the one instance building from it. */
export type VersionRuns = Lease<Database, 'version_schedule'>;

export function versionRuns(leaseMs: number): VersionRuns {
  return leaseOn<Database, 'version_schedule'>(
    { table: 'version_schedule', key: 'id', until: 'claimed_until', by: 'claimed_by', dueAt: 'next_run_at', failure: 'last_failure' },
    { leaseMs },
  );
}

/** The schedule's row, once the weekly run is due and no one else holds it. */
export function claimWeeklyRun(db: Kysely<Database>, runs: VersionRuns, now: Date): Promise<ScheduleRow | undefined> {
  return runs.claim(db, now, (eb) => eb.and([eb('id', '=', 1), eb('next_run_at', '<=', now)]));
}

/** The schedule's row, while the demo's past weeks are not yet rebuilt and no one else holds it. */
export function claimReconstruction(db: Kysely<Database>, runs: VersionRuns, now: Date): Promise<ScheduleRow | undefined> {
  return runs.claim(db, now, (eb) => eb.and([eb('id', '=', 1), eb('reconstructed_at', 'is', null)]));
}
