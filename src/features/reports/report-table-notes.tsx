import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { notesQuery } from '../../api/cash-weeks/notes-queries.ts';
import { NoteMark, type NoteWriting, useNoteWriting } from '../../components/notes/note-mark.tsx';
import { targetLabel } from '../../components/notes/note-scope.ts';
import type { Note } from '../../core/cash-weeks/contract.ts';
import { cellMarkKey, columnMarkKey, type MarkPlace, reportMarkPlaces, reportNoteMarks, rowMarkKey } from './model/report-note-marks.ts';
import type { ReportTable } from './model/report-table.ts';

/** What a report table draws beside a column's or row's header and a cell: a note mark, or nothing. */
export type ReportMarks = {
  column: (columnKey: string) => ReactNode;
  row: (rowKey: string) => ReactNode;
  cell: (rowKey: string, columnKey: string) => ReactNode;
};

type Props = { table: ReportTable; onMarks: (marks: ReportMarks | null) => void };

/** Loaded after the report's figures: reads the notes on its months and weeks and hands the table its marks. Draws nothing itself. */
export function ReportTableNotes({ table, onMarks }: Props) {
  const places = useMemo(() => reportMarkPlaces(table), [table]);
  const window = useMemo(() => windowOf(places), [places]);
  const notes = useQuery({ ...notesQuery(window), enabled: window !== null });
  const writing = useNoteWriting();
  const marks = useMemo(() => drawMarks(places, reportNoteMarks(notes.data ?? [], places), writing), [places, notes.data, writing]);
  useEffect(() => {
    onMarks(marks);
  }, [marks, onMarks]);
  useEffect(() => () => onMarks(null), [onMarks]);
  return null;
}

function drawMarks(places: readonly MarkPlace[], byKey: ReadonlyMap<string, readonly Note[]>, writing: NoteWriting): ReportMarks {
  const byPlace = new Map(places.map((place) => [place.key, place]));
  const names = new Map(
    places.flatMap((place) => (place.target.kind === 'category' ? [[place.target.categoryId, place.label] as const] : [])),
  );
  const describe = (note: Note) => targetLabel(note.target, (id) => names.get(id));
  const mark = (key: string, choices: readonly MarkPlace[]) => {
    const place = byPlace.get(key);
    if (!place) return null;
    return <NoteMark notes={byKey.get(key) ?? []} about={place.about} choices={choices} describe={describe} writing={writing} />;
  };
  // A period's header offers the period and each category in it: a "+" in every cell would be a keyboard stop per figure.
  const header = (key: string) =>
    mark(
      key,
      places.filter((place) => place.header === key),
    );
  return {
    column: (columnKey) => header(columnMarkKey(columnKey)),
    row: (rowKey) => header(rowMarkKey(rowKey)),
    cell: (rowKey, columnKey) => {
      const key = cellMarkKey(rowKey, columnKey);
      const place = byPlace.get(key);
      return place && byKey.has(key) ? mark(key, [place]) : null;
    },
  };
}

function windowOf(places: readonly MarkPlace[]) {
  if (places.length === 0) return null;
  const starts = places.map((place) => place.period.start).sort();
  const ends = places.map((place) => place.period.end).sort();
  return { from: starts[0]!, to: ends[ends.length - 1]! };
}
