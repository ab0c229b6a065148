import { describe, expect, it } from 'vitest';
import { category, month, note, RENT, week } from '../../components/notes/note-fixtures.ts';
import type { TableRow } from '../../core/cash-weeks/table-model.ts';
import { weekColumns } from '../../core/cash-weeks/week-requests.ts';
import { markLabel } from '../../components/notes/mark-label.ts';
import { cellKey, headerKey, noteMarks } from './note-marks.ts';

const OFFICE = '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const FORECAST = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const weeks = weekColumns('2026-11-20'); // 16 Nov … 8 Feb
const row = (key: string, categoryId: string | null, parentKey: string | null = null): TableRow => ({
  key,
  kind: 'disbursement_category',
  label: key,
  categoryId,
  depth: parentKey ? 1 : 0,
  parentKey,
  cells: [],
  total: 0n,
  actualThisWeek: null,
});
const rows = [row(`disbursements:${OFFICE}`, OFFICE), row(`disbursements:${RENT}`, RENT, `disbursements:${OFFICE}`)];
const layout = (shown: string[]) => ({
  weeks,
  rows,
  shownKeys: new Set(shown),
  forecastPlace: (id: string) => (id === FORECAST ? { categoryId: RENT, date: '2026-12-02' } : undefined),
});
const unfolded = layout([`disbursements:${OFFICE}`, `disbursements:${RENT}`]);

describe('noteMarks', () => {
  it('marks a week’s header, and a month’s on every week touching it', () => {
    const onWeek = note(week('2026-11-23'), 'VAT refund delayed');
    const onDecember = note(month('2026-12'), 'Quiet month');
    const marks = noteMarks([onWeek, onDecember], unfolded);
    expect(marks.get(headerKey(1))).toEqual([onWeek]); // 23–29 Nov
    expect(marks.get(headerKey(2))).toEqual([onDecember]); // 30 Nov – 6 Dec touches December
    expect([...marks.keys()].filter((key) => marks.get(key)!.includes(onDecember))).toEqual([2, 3, 4, 5, 6].map(headerKey));
  });

  it('marks a category’s cells in the weeks its period touches, on its parent while folded', () => {
    const onRent = note(category(RENT, '2026-11-25', '2026-12-01'), 'Rent paid early');
    expect([...noteMarks([onRent], unfolded).keys()]).toEqual([cellKey(`disbursements:${RENT}`, 1), cellKey(`disbursements:${RENT}`, 2)]);
    expect([...noteMarks([onRent], layout([`disbursements:${OFFICE}`])).keys()]).toEqual(
      [1, 2].map((index) => cellKey(`disbursements:${OFFICE}`, index)),
    );
  });

  it('marks the cell a forecast falls in, and nothing for a forecast or period outside the 13 weeks', () => {
    const onForecast = note({ kind: 'forecast', forecastId: FORECAST }, 'Customer promised');
    const elsewhere = note({ kind: 'forecast', forecastId: OFFICE }, 'Unknown forecast');
    const later = note(month('2027-06'), 'Later');
    expect([...noteMarks([onForecast, elsewhere, later], unfolded).entries()]).toEqual([
      [cellKey(`disbursements:${RENT}`, 2), [onForecast]],
    ]);
  });

  it('names a mark with its count and what it is about', () => {
    expect(markLabel(2, 'Salaries, week of 23 Nov 2026')).toBe('2 notes on Salaries, week of 23 Nov 2026');
    expect(markLabel(1, 'week of 23 Nov 2026')).toBe('1 note on week of 23 Nov 2026');
  });
});
