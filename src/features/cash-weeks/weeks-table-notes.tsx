import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { notesQuery } from '../../api/cash-weeks/notes-queries.ts';
import { type NoteChoice, NoteMark, type NoteWriting, useNoteWriting } from '../../components/notes/note-mark.tsx';
import { targetLabel } from '../../components/notes/note-scope.ts';
import type { Note } from '../../core/cash-weeks/contract.ts';
import type { CashWeeksTable, TableRow, WeekColumn } from '../../core/cash-weeks/table-model.ts';
import { cellKey, headerKey, type NoteMarks, noteMarks, weekWords } from './note-marks.ts';
import { type ForecastInfo, useForecastPlaces } from './use-forecast-places.ts';

/** What the table draws beside a week's header and a category's cell: a note mark, or nothing. */
export type TableNoteMarks = {
  header: (week: WeekColumn) => ReactNode;
  cell: (row: TableRow, week: WeekColumn) => ReactNode;
};

type Props = {
  table: CashWeeksTable;
  /** The rows on screen (folded children's notes mark their parent). */
  shownKeys: ReadonlySet<string>;
  onMarks: (marks: TableNoteMarks | null) => void;
};

/**
 * Loaded after the table (notes are not part of the first figure): reads the 13 weeks' notes and
 * hands the table its marks. Draws nothing itself.
 */
export function WeeksTableNotes({ table, shownKeys, onMarks }: Props) {
  const first = table.weeks[0];
  const last = table.weeks[table.weeks.length - 1];
  const window = useMemo(() => (first && last ? { from: first.from, to: last.to } : null), [first, last]);
  const notes = useQuery({ ...notesQuery(window), enabled: window !== null });
  const forecasts = useForecastPlaces();
  const writing = useNoteWriting();
  const marks = useMemo(() => {
    const byKey = noteMarks(notes.data ?? [], {
      weeks: table.weeks,
      rows: table.rows,
      shownKeys,
      forecastPlace: (id) => forecasts.get(id),
    });
    return tableMarks(byKey, table, forecasts, writing);
  }, [notes.data, table, shownKeys, forecasts, writing]);
  useEffect(() => {
    onMarks(marks);
  }, [marks, onMarks]);
  useEffect(() => () => onMarks(null), [onMarks]);
  return null;
}

const NONE: readonly Note[] = [];

function tableMarks(
  byKey: NoteMarks,
  table: CashWeeksTable,
  forecasts: ReadonlyMap<string, ForecastInfo>,
  writing: NoteWriting,
): TableNoteMarks {
  const categoryRows = uniqueCategoryRows(table.rows);
  const names = new Map(categoryRows.map((row) => [row.categoryId, row.label]));
  const describe = (note: Note) =>
    targetLabel(
      note.target,
      (id) => names.get(id),
      (id) => forecasts.get(id)?.name,
    );
  return {
    header: (week) => {
      const words = weekWords(week);
      const choices: NoteChoice[] = [
        { label: 'The whole week', about: words, target: { kind: 'week', week: week.from } },
        ...categoryRows.map((row) => ({ label: row.label, about: `${row.label}, ${words}`, target: categoryInWeek(row.categoryId, week) })),
      ];
      return (
        <NoteMark notes={byKey.get(headerKey(week.index)) ?? NONE} about={words} choices={choices} describe={describe} writing={writing} />
      );
    },
    cell: (row, week) => {
      if (row.categoryId === null) return null;
      const about = `${row.label}, ${weekWords(week)}`;
      const choices = [{ label: row.label, about, target: categoryInWeek(row.categoryId, week) }];
      const notes = byKey.get(cellKey(row.key, week.index));
      // An editor adds a category's note from the week's header: a "+" in every cell would be 400 stops for the keyboard.
      if (!notes) return null;
      return <NoteMark notes={notes} about={about} choices={choices} describe={describe} writing={writing} />;
    },
  };
}

const categoryInWeek = (categoryId: string, week: WeekColumn) => ({ kind: 'category' as const, categoryId, from: week.from, to: week.to });

/** The category rows, once each (a category shows on one side), in the table's order. */
function uniqueCategoryRows(rows: readonly TableRow[]): (TableRow & { categoryId: string })[] {
  const seen = new Set<string>();
  return rows.filter((row): row is TableRow & { categoryId: string } => {
    if (row.categoryId === null || seen.has(row.categoryId)) return false;
    seen.add(row.categoryId);
    return true;
  });
}
