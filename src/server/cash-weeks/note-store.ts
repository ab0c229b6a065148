import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Note, NoteTarget } from '../../core/cash-weeks/contract.ts';
import { addDays, endOfMonth } from '../../core/calendar-date.ts';
import { CURSOR_PARTS, type ListPage, pageOf, parseCursor } from '../storage/page-cursor.ts';
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

// Microseconds, as PostgreSQL keeps them (CURSOR_PARTS.at).
const CURSOR_AT = sql<string>`to_char(notes.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type NoteCursor = { at: string; id: string };

/** The `after` cursor as the client sent it back, or null when it is not one of ours. */
export function parseNoteCursor(text: string): NoteCursor | null {
  const parts = parseCursor(text, [CURSOR_PARTS.at, CURSOR_PARTS.id]);
  return parts === null ? null : { at: parts[0] ?? '', id: parts[1] ?? '' };
}

/**
 * The notes whose target touches [from, to] (and every forecast's note), oldest first, `limit` at
 * a time; the next page starts strictly after this one's last (null: this was the last).
 */
export async function notePage(
  db: Kysely<Database>,
  window: { from?: string | undefined; to?: string | undefined; after?: NoteCursor | undefined },
  limit: number,
): Promise<ListPage<NoteRow>> {
  const { from, to, after } = window;
  let query = db
    .selectFrom('notes')
    .selectAll()
    .select(CURSOR_AT.as('cursor_at'))
    .where((w) =>
      w.or([
        w('starts_on', 'is', null),
        w.and([...(from === undefined ? [] : [w('ends_on', '>=', from)]), ...(to === undefined ? [] : [w('starts_on', '<=', to)])]),
      ]),
    );
  if (after !== undefined) query = query.where(sql<boolean>`(created_at, id) > (${after.at}::timestamptz, ${after.id}::uuid)`);
  const rows = await query
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit, (row) => [row.cursor_at, row.id]);
  return { rows: page.rows.map(({ cursor_at: _, ...row }) => row), next: page.next };
}

/** How many notes `userId` wrote that the workspace still keeps, and how many it keeps in all. */
export async function noteCounts(db: Kysely<Database>, userId: string): Promise<{ mine: number; all: number }> {
  const row = await db
    .selectFrom('notes')
    .select((eb) => [eb.fn.countAll<string>().filterWhere('author_user_id', '=', userId).as('mine'), eb.fn.countAll<string>().as('all')])
    .executeTakeFirstOrThrow();
  return { mine: Number(row.mine), all: Number(row.all) };
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
