import { describe, expect, it } from 'vitest';
import { category, month, note, RENT, week } from '../../../components/notes/note-fixtures.ts';
import type { ReportTable, TableCell } from './report-table.ts';
import { cellMarkKey, columnMarkKey, reportMarkPlaces, reportNoteMarks, rowMarkKey } from './report-note-marks.ts';

const OCTOBER = { start: '2026-10-01', end: '2026-10-31' };
const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };
const WINDOW = { start: '2026-10-01', end: '2026-11-30' };
const rentCell = (period: typeof OCTOBER): TableCell => ({
  value: -100n,
  drill: { period, filter: { param: 'category_id', ids: [RENT] } },
});
const table: ReportTable = {
  caption: 'By category',
  rowHeader: 'Category',
  columns: [
    { key: 'oct', label: 'Oct 2026' },
    { key: 'nov', label: 'Nov 2026' },
    { key: 'total', label: 'Total' },
  ],
  rows: [{ key: 'rent', label: 'Rent', csvLabel: 'Rent', cells: [rentCell(OCTOBER), rentCell(NOVEMBER), rentCell(WINDOW)] }],
  footer: [],
  comparing: false,
};

describe('reportNoteMarks', () => {
  it('puts a month’s and a week’s notes beside their column, a category’s beside its cells, and none on a total over months', () => {
    const onOctober = note(month('2026-10'), 'Quiet month');
    const onWeek = note(week('2026-10-26'), 'Week across two months');
    const onRent = note(category(RENT, '2026-11-10', '2026-11-20'), 'Rent paid early');
    const marks = reportNoteMarks([onOctober, onWeek, onRent], reportMarkPlaces(table));
    expect(marks.get(columnMarkKey('oct'))).toEqual([onOctober, onWeek]);
    expect(marks.get(columnMarkKey('nov'))).toEqual([onWeek]);
    expect(marks.get(cellMarkKey('rent', 'nov'))).toEqual([onRent]);
    expect([...marks.keys()].some((key) => key.includes('total'))).toBe(false);
  });

  it('finds the periods in the rows when the columns are categories', () => {
    const byMonth: ReportTable = {
      ...table,
      columns: [{ key: 'rent', label: 'Rent' }],
      rows: [
        { key: 'oct', label: 'Oct 2026', csvLabel: 'Oct 2026', cells: [rentCell(OCTOBER)] },
        { key: 'nov', label: 'Nov 2026', csvLabel: 'Nov 2026', cells: [rentCell(NOVEMBER)] },
      ],
    };
    const onOctober = note(month('2026-10'), 'Quiet month');
    const onRent = note(category(RENT, '2026-11-10', '2026-11-20'), 'Rent paid early');
    const places = reportMarkPlaces(byMonth);
    const marks = reportNoteMarks([onOctober, onRent], places);
    expect([...marks.entries()]).toEqual([
      [rowMarkKey('oct'), [onOctober]],
      [cellMarkKey('nov', 'rent'), [onRent]],
    ]);
    expect(places.find((place) => place.key === cellMarkKey('nov', 'rent'))).toMatchObject({
      header: rowMarkKey('nov'),
      about: 'Rent, Nov 2026',
    });
  });

  it('offers an editor the month at a month’s header and the category in that month at its cell', () => {
    const places = reportMarkPlaces(table);
    expect(places.find((place) => place.key === columnMarkKey('nov'))?.target).toEqual(month('2026-11'));
    expect(places.find((place) => place.key === cellMarkKey('rent', 'oct'))?.target).toEqual(category(RENT, '2026-10-01', '2026-10-31'));
  });
});
