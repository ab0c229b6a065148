import { describe, expect, it } from 'vitest';
import { cashWeeksTable } from './cash-weeks-table.ts';
import { answersOf, categories, expected, RENT, SALES, SALARIES, SERVICES, TODAY } from './cash-weeks-fixtures.ts';
import type { ForecastVersion, VersionItem } from './contract.ts';
import { compareWithVersion, largestMoves } from './version-compare.ts';
import { versionContent } from './version-builder.ts';

const settings = { today: TODAY, countLate: false, minCash: null };
const stored = (content: ReturnType<typeof versionContent>): ForecastVersion => ({
  ...content,
  id: '00000000-0000-4000-8000-00000000f001',
  takenAt: '2026-11-20T07:00:00Z',
  takenBy: 'scheduler',
  kind: 'scheduled',
});

describe('compareWithVersion', () => {
  it('gives each cell, total and closing the change since the version, a parent with its children', () => {
    const before = answersOf({
      cashToday: '1000.00',
      upcoming: [
        expected('2026-11-24', '100.00', SERVICES),
        expected('2026-12-01', '-300.00', RENT),
        expected('2026-12-08', '-50.00', SALARIES),
      ],
    });
    const now = answersOf({
      cashToday: '1000.00',
      upcoming: [expected('2026-11-24', '160.00', SERVICES), expected('2026-12-01', '-300.00', RENT)],
    });
    const version = stored(versionContent(before, TODAY));
    const { rows } = compareWithVersion(cashWeeksTable(now, settings), version, categories);
    const change = (key: string) => rows.find((row) => row.key === key)!.cells;
    expect(change(`receipts:${SALES}`).slice(0, 4)).toEqual([0n, 60_00n, 0n, 0n]);
    expect(change(`receipts:${SERVICES}`)[1]).toBe(60_00n);
    // Salaries are no longer in today's table: their row still says what changed.
    expect(change(`disbursements:${SALARIES}`)[3]).toBe(50_00n);
    expect(change('net').slice(0, 4)).toEqual([0n, 60_00n, 0n, 50_00n]);
    expect(change('closing').slice(0, 4)).toEqual([0n, 60_00n, 60_00n, 110_00n]);
    expect(change(`disbursements:${RENT}`)[2]).toBe(0n);
  });

  it('has no change for weeks an older version did not reach', () => {
    const version = stored({ ...versionContent(answersOf({ cashToday: '0.00' }), TODAY), firstWeek: '2026-11-02' });
    const { rows } = compareWithVersion(cashWeeksTable(answersOf({ cashToday: '0.00' }), settings), version, categories);
    expect(rows.find((row) => row.key === 'closing')!.cells.map((cell) => cell === null)).toEqual([
      ...new Array(11).fill(false),
      true,
      true,
    ]);
  });
});

describe('largestMoves', () => {
  const item = (forecastId: string, label: string, week: string, amount: string): VersionItem => ({
    forecastId,
    label,
    categoryId: SALES,
    week,
    amount,
  });
  const context = { currency: 'EUR', firstWeek: '2026-11-16', locale: 'en-GB' };

  it('says what moved, what is new, what is less and what is gone, largest first', () => {
    const before = [
      item('a', 'Castellan Design', '2026-11-30', '120000.00'),
      item('b', 'Aurora', '2026-11-23', '-20000.00'),
      item('d', 'Old deal', '2026-12-07', '8000.00'),
    ];
    const now = [
      item('a', 'Castellan Design', '2026-12-28', '120000.00'),
      item('b', 'Aurora', '2026-11-23', '-5000.00'),
      item('c', 'Brightline', '2026-12-14', '40000.00'),
    ];
    expect(largestMoves(before, now, 10, context)).toEqual([
      'Castellan Design: €120,000.00 moved from week 3 to week 7',
      'Brightline: new, €40,000.00 in week 5',
      'Aurora: €15,000.00 less in week 2',
      'Old deal: no longer expected in week 4 (€8,000.00)',
    ]);
    expect(largestMoves(before, now, 1, context)).toHaveLength(1);
  });

  it('names a week outside the 13 by its Monday', () => {
    expect(largestMoves([item('a', 'X', '2026-11-02', '10.00')], [item('a', 'X', '2026-11-23', '10.00')], 5, context)).toEqual([
      'X: €10.00 moved from the week of 2026-11-02 to week 2',
    ]);
  });
});
