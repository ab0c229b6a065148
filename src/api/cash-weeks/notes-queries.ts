import { queryOptions } from '@tanstack/react-query';
import { cashWeeksPaths, type NoteTarget, noteListSchema, noteSchema } from '../../core/cash-weeks/contract.ts';
import type { DateWindow } from '../../core/date-window.ts';
import { workspaceKeys } from '../workspace/workspace-queries.ts';
import { workspaceAllPages, workspaceWrite } from '../workspace/workspace-fetch.ts';

/** Under the workspace's keys, so signing out forgets them with the rest; a note write invalidates `all`. */
export const noteKeys = {
  all: () => [...workspaceKeys.all, 'notes'] as const,
  window: (window: DateWindow | null) => [...noteKeys.all(), window?.from ?? '', window?.to ?? ''] as const,
};

/**
 * The notes whose target touches `window` (every forecast's note too), every page of them (the
 * server sends 100 at a time): one request per window and page, shared by every list on the page
 * that reads the same window.
 */
export const notesQuery = (window: DateWindow | null) =>
  queryOptions({
    queryKey: noteKeys.window(window),
    queryFn: async ({ signal }) => {
      const search = window ? `?${new URLSearchParams({ from: window.from, to: window.to }).toString()}` : '';
      const pages = await workspaceAllPages(`${cashWeeksPaths.notes}${search}`, noteListSchema, signal);
      return pages.flatMap((page) => page.notes);
    },
  });

export const createNote = (csrfToken: string, target: NoteTarget, text: string) =>
  workspaceWrite(cashWeeksPaths.notes, { method: 'POST', csrfToken, body: { target, text } }, noteSchema);

export const changeNote = (csrfToken: string, id: string, text: string) =>
  workspaceWrite(cashWeeksPaths.note(id), { method: 'PATCH', csrfToken, body: { text } }, noteSchema);

export const deleteNote = (csrfToken: string, id: string) => workspaceWrite(cashWeeksPaths.note(id), { method: 'DELETE', csrfToken }, null);
