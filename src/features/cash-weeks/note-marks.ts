import type { Note, NoteTarget } from '../../core/cash-weeks/contract.ts';
import { addDays, endOfMonth, formatDate, type IsoDate } from '../../core/calendar-date.ts';
import type { TableRow, WeekColumn } from '../../core/cash-weeks/table-model.ts';

/** The place of a mark on a week's column header. */
export const headerKey = (weekIndex: number): string => `week:${weekIndex}`;
/** The place of a mark in one row's cell of one week. */
export const cellKey = (rowKey: string, weekIndex: number): string => `${rowKey}@${weekIndex}`;

/** Where a forecast falls in the table: its category and the day it is expected. */
export type ForecastPlace = { categoryId: string; date: IsoDate };

type Layout = {
  weeks: readonly WeekColumn[];
  /** Every row of the table, shown or folded under its parent. */
  rows: readonly TableRow[];
  /** The rows on screen: a folded child's notes mark its parent's cell instead. */
  shownKeys: ReadonlySet<string>;
  forecastPlace: (forecastId: string) => ForecastPlace | undefined;
};

/** Notes by the header or cell they mark (headerKey, cellKey), oldest first in each. */
export type NoteMarks = ReadonlyMap<string, readonly Note[]>;

/**
 * Which header or cell each note marks: a week's note its column header, a month's the headers
 * of the weeks touching it, a category's the category's cells in the weeks its period touches,
 * a forecast's the cell of its category in the week it is expected. A note on nothing in these
 * 13 weeks marks nothing (it is still in the list under the table).
 */
export function noteMarks(notes: readonly Note[], layout: Layout): NoteMarks {
  const rowsByCategory = categoryRows(layout);
  const marks = new Map<string, Note[]>();
  const sorted = [...notes].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const note of sorted) {
    for (const key of keysOf(note.target, layout, rowsByCategory)) {
      const list = marks.get(key) ?? [];
      if (!list.includes(note)) list.push(note);
      marks.set(key, list);
    }
  }
  return marks;
}

function keysOf(target: NoteTarget, layout: Layout, rowsByCategory: ReadonlyMap<string, readonly string[]>): string[] {
  const weeksIn = (from: IsoDate, to: IsoDate) => layout.weeks.filter((week) => week.from <= to && from <= week.to);
  switch (target.kind) {
    case 'week':
      return weeksIn(target.week, addDays(target.week, 6)).map((week) => headerKey(week.index));
    case 'month':
      return weeksIn(`${target.month}-01`, endOfMonth(`${target.month}-01`)).map((week) => headerKey(week.index));
    case 'category':
      return cellsOf(rowsByCategory.get(target.categoryId), weeksIn(target.from, target.to));
    case 'forecast': {
      const place = layout.forecastPlace(target.forecastId);
      if (!place) return [];
      return cellsOf(rowsByCategory.get(place.categoryId), weeksIn(place.date, place.date));
    }
  }
}

const cellsOf = (rowKeys: readonly string[] | undefined, weeks: readonly WeekColumn[]) =>
  (rowKeys ?? []).flatMap((rowKey) => weeks.map((week) => cellKey(rowKey, week.index)));

/** Per category, the row (or rows) on screen that show it: its own, or its parent's while folded. */
function categoryRows({ rows, shownKeys }: Layout): Map<string, string[]> {
  const byCategory = new Map<string, string[]>();
  for (const row of rows) {
    if (row.categoryId === null) continue;
    const shownKey = shownKeys.has(row.key) ? row.key : row.parentKey;
    if (shownKey === null) continue;
    byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), shownKey]);
  }
  return byCategory;
}

/** "week of 23 Nov 2026", for a mark's name and a new note's label. */
export const weekWords = (week: WeekColumn): string => `week of ${formatDate(week.from)}`;
