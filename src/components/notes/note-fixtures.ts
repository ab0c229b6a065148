import type { Note, NoteTarget } from '../../core/cash-weeks/contract.ts';

export const RENT = '3f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
export const week = (monday: string): NoteTarget => ({ kind: 'week', week: monday });
export const month = (value: string): NoteTarget => ({ kind: 'month', month: value });
export const category = (categoryId: string, from: string, to: string): NoteTarget => ({ kind: 'category', categoryId, from, to });

let counter = 0;
const FIRST_WRITTEN = Date.UTC(2026, 10, 20, 9);
/**
 * A note as the server answers it; `canEdit` as for an editor unless said. Each written a minute
 * after the one before, so the order by time is the order of the calls, whichever files ran before
 * in the worker (a day that cycled through ten values put the eleventh note first).
 */
export function note(target: NoteTarget, text: string, fields: Partial<Note> = {}): Note {
  counter += 1;
  const written = new Date(FIRST_WRITTEN + counter * 60_000).toISOString();
  return {
    id: `7e2d1c0b-9a8f-4e6d-8c5b-${String(counter).padStart(12, '0')}`,
    target,
    text,
    author: 'Grace Hopper',
    createdAt: written,
    updatedAt: written,
    updatedBy: 'Grace Hopper',
    canEdit: true,
    ...fields,
  };
}
