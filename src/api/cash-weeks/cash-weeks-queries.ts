import { queryOptions } from '@tanstack/react-query';
import {
  cashWeeksPaths,
  versionListSchema,
  versionScheduleAnswerSchema,
  versionSchema,
  type VersionSchedule,
} from '../../core/cash-weeks/contract.ts';
import { workspaceKeys } from '../workspace/workspace-queries.ts';
import { workspaceAllPages, workspaceGet, workspaceWrite } from '../workspace/workspace-fetch.ts';

/** Under the workspace's keys, so signing out forgets them; saving a version invalidates `versions`. */
export const cashWeeksKeys = {
  versions: () => [...workspaceKeys.all, 'forecast-versions'] as const,
  version: (id: string) => [...cashWeeksKeys.versions(), id] as const,
  schedule: () => [...workspaceKeys.all, 'forecast-version-schedule'] as const,
};

/** The versions kept, newest first, without their cells: every page of them (the server sends 100 at a time). */
export const versionsQuery = () =>
  queryOptions({
    queryKey: cashWeeksKeys.versions(),
    queryFn: async ({ signal }) =>
      (await workspaceAllPages(cashWeeksPaths.versions, versionListSchema, signal)).flatMap((page) => page.versions),
    staleTime: 60_000,
  });

/** One version with its cells and items: it never changes once taken. */
export const versionQuery = (id: string) =>
  queryOptions({
    queryKey: cashWeeksKeys.version(id),
    queryFn: ({ signal }) => workspaceGet(cashWeeksPaths.version(id), versionSchema, signal),
    staleTime: Infinity,
  });

/** Several versions in one query (accuracy reads them together): one cache entry, retried as one. */
export const versionsByIdQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: [...cashWeeksKeys.versions(), 'several', ids] as const,
    queryFn: ({ signal }) => Promise.all(ids.map((id) => workspaceGet(cashWeeksPaths.version(id), versionSchema, signal))),
    staleTime: Infinity,
  });

/** "Save this version" (editors): the server builds it from the API as it stands now. */
export const saveVersion = (csrfToken: string) => workspaceWrite(cashWeeksPaths.versions, { method: 'POST', csrfToken }, versionSchema);

/** When the weekly version is taken, in the workspace's time zone. */
export const scheduleQuery = () =>
  queryOptions({
    queryKey: cashWeeksKeys.schedule(),
    queryFn: ({ signal }) => workspaceGet(cashWeeksPaths.schedule, versionScheduleAnswerSchema, signal),
    staleTime: 60_000,
  });

/** The team's weekly schedule (editors): the answer is the schedule as stored. */
export const saveSchedule = (csrfToken: string, schedule: VersionSchedule) =>
  workspaceWrite(cashWeeksPaths.schedule, { method: 'PUT', csrfToken, body: schedule }, versionScheduleAnswerSchema);
