import type { Kysely, Selectable } from 'kysely';
import type { Note, NoteTarget } from '../../core/cash-weeks/contract.ts';
import { addDays, endOfMonth } from '../../core/calendar-date.ts';
import type { Database, NotesTable } from '../storage/schema.ts';

type NoteRow = Selectable<NotesTable>;

/** The days a note's target covers, so a window query finds it; a forecast's note has none (it is found always). */
export function targetWindow(target: NoteTarget): { starts_on: string | null; ends_on: string | null } {
  switch (target.kind) {
    case 'week':
      return { starts_on: target.week, ends_on: addDays(target.week, 6) };
    case 'month':
      return { starts_on: `${target.month}-01`, ends_on: endOfMonth(`${target.month}-01`) };
    case 'category':
      return { starts_on: target.from, ends_on: target.to };
    case 'forecast':
      return { starts_on: null, ends_on: null };
  }
}

/** The notes whose target touches [from, to] (and every forecast's note), oldest first. */
export async function listNotes(db: Kysely<Database>, window: { from?: string | undefined; to?: string | undefined }): Promise<NoteRow[]> {
  const { from, to } = window;
  return db
    .selectFrom('notes')
    .selectAll()
    .where((w) =>
      w.or([
        w('starts_on', 'is', null),
        w.and([...(from === undefined ? [] : [w('ends_on', '>=', from)]), ...(to === undefined ? [] : [w('starts_on', '<=', to)])]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function noteForUpdate(db: Kysely<Database>, id: string): Promise<NoteRow | undefined> {
  return db.selectFrom('notes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertNote(
  db: Kysely<Database>,
  note: { target: NoteTarget; text: string; author: string; authorUserId: string },
): Promise<NoteRow> {
  return db
    .insertInto('notes')
    .values({
      target_kind: note.target.kind,
      target: JSON.stringify(note.target),
      ...targetWindow(note.target),
      text: note.text,
      author: note.author,
      author_user_id: note.authorUserId,
      updated_by: note.author,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateNoteText(db: Kysely<Database>, id: string, text: string, by: string): Promise<NoteRow> {
  return db
    .updateTable('notes')
    .set({ text, updated_by: by, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteNote(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('notes').where('id', '=', id).execute();
}

export function noteAsSeen(row: NoteRow, canEdit: boolean): Note {
  return {
    id: row.id,
    target: row.target,
    text: row.text,
    author: row.author,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
    canEdit,
  };
}
