import type { Note, NoteTarget } from '../../../core/cash-weeks/contract.ts';
import { addDays, endOfMonth, type IsoDate } from '../../../core/calendar-date.ts';
import type { Period } from '../../../core/cash-flow/report-periods.ts';
import type { ReportTable, TableCell } from './report-table.ts';

/** The place of a mark on a column's header, a row's header, and one row's cell of one column. */
export const columnMarkKey = (columnKey: string): string => `column:${columnKey}`;
export const rowMarkKey = (rowKey: string): string => `row:${rowKey}`;
export const cellMarkKey = (rowKey: string, columnKey: string): string => `${rowKey}@${columnKey}`;

/**
 * A header or cell a note can sit beside: the notes it shows (a period's, or a category's in it),
 * where an editor's new note goes, and in words: the option ("Rent", "The whole month") and what
 * it is ("Rent, Oct 2026"). `header` is the key of the period's header it belongs to.
 */
export type MarkPlace = { key: string; header: string; period: Period; target: NoteTarget; label: string; about: string };

/**
 * The places of a report table a note can sit beside: the header of a column, or of a row, that
 * is one month or one week (its month's or week's notes), and a category's cell in such a line
 * (the category's notes whose period overlaps it). A line over several months (a window's total)
 * takes none: its notes are the list under the report.
 */
export function reportMarkPlaces(table: ReportTable): MarkPlace[] {
  const places: MarkPlace[] = [];
  const columnPeriods = table.columns.map((_, index) => linePeriod([...table.rows, ...table.footer].map((row) => row.cells[index])));
  table.columns.forEach((column, index) => {
    const period = columnPeriods[index];
    if (period) places.push(periodPlace(columnMarkKey(column.key), period, column.label));
  });
  for (const row of table.rows) {
    const rowPeriod = linePeriod(row.cells);
    if (rowPeriod) places.push(periodPlace(rowMarkKey(row.key), rowPeriod, row.label));
    table.columns.forEach((column, index) => {
      const period = columnPeriods[index] ?? rowPeriod;
      const categoryId = singleCategory(row.cells[index]);
      if (!period || !categoryId) return;
      // The line that is a period has the header; the other names the category.
      const [header, name, when] = columnPeriods[index]
        ? [columnMarkKey(column.key), row.label, column.label]
        : [rowMarkKey(row.key), column.label, row.label];
      const target: NoteTarget = { kind: 'category', categoryId, from: period.start, to: period.end };
      places.push({ key: cellMarkKey(row.key, column.key), header, period, target, label: name, about: `${name}, ${when}` });
    });
  }
  return places;
}

function periodPlace(key: string, period: Period, about: string): MarkPlace {
  const target = periodTarget(period);
  return { key, header: key, period, target, label: target.kind === 'week' ? 'The whole week' : 'The whole month', about };
}

/** The notes beside each place, oldest first. */
export function reportNoteMarks(notes: readonly Note[], places: readonly MarkPlace[]): ReadonlyMap<string, readonly Note[]> {
  const sorted = [...notes].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const marks = new Map<string, Note[]>();
  for (const place of places) {
    const beside = sorted.filter((note) => belongs(note.target, place));
    if (beside.length > 0) marks.set(place.key, beside);
  }
  return marks;
}

function belongs(target: NoteTarget, place: MarkPlace): boolean {
  const overlaps = (from: IsoDate, to: IsoDate) => from <= place.period.end && place.period.start <= to;
  if (place.target.kind === 'category')
    return target.kind === 'category' && target.categoryId === place.target.categoryId && overlaps(target.from, target.to);
  if (target.kind === 'month') return overlaps(`${target.month}-01`, endOfMonth(`${target.month}-01`));
  if (target.kind === 'week') return overlaps(target.week, addDays(target.week, 6));
  return false;
}

/** A line's period, when all its figures drill into the same one, and it is a month or a week at most. */
function linePeriod(cells: readonly (TableCell | undefined)[]): Period | null {
  const periods = cells.map((cell) => cell?.drill?.period).filter((period) => period !== undefined);
  const period = periods[0];
  if (!period || periods.some((other) => other.start !== period.start || other.end !== period.end)) return null;
  const withinMonth = period.start.slice(0, 7) === period.end.slice(0, 7);
  return withinMonth || period.end <= addDays(period.start, 6) ? period : null;
}

function singleCategory(cell: TableCell | undefined): string | null {
  const filter = cell?.drill?.filter;
  if (!filter || filter.param !== 'category_id' || filter.ids.length !== 1) return null;
  return filter.ids[0] ?? null;
}

/** A whole ISO week is noted as that week; anything else (a month, a clipped bucket) as its month. */
function periodTarget(period: Period): NoteTarget {
  const isWeek = addDays(period.start, 6) === period.end && new Date(`${period.start}T00:00:00Z`).getUTCDay() === 1;
  return isWeek ? { kind: 'week', week: period.start } : { kind: 'month', month: period.start.slice(0, 7) };
}
