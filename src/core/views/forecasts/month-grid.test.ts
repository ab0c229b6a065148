import { describe, expect, it } from 'vitest';
import { isoWeekday } from '../../calendar-date.ts';
import { monthGrid, monthOf, shiftMonth } from './month-grid.ts';

describe('monthGrid', () => {
  it.each([
    // month, grid start, grid end, weeks
    ['2026-11', '2026-10-26', '2026-12-06', 6], // starts on a Sunday: six rows
    ['2026-02', '2026-01-26', '2026-03-01', 5],
    ['2027-02', '2027-02-01', '2027-02-28', 4], // starts on a Monday, 28 days: exactly four rows
    ['2024-02', '2024-01-29', '2024-03-03', 5], // leap year: 29 February
    ['2028-02', '2028-01-31', '2028-03-05', 5], // leap year starting on a Tuesday
    ['2026-08', '2026-07-27', '2026-09-06', 6], // 31 days starting on a Saturday: six rows
    ['2026-06', '2026-06-01', '2026-07-05', 5], // starts on a Monday
    ['2025-08', '2025-07-28', '2025-08-31', 5], // ends on a Sunday
    ['2026-12', '2026-11-30', '2027-01-03', 5], // across a year boundary
  ])('%s runs from %s to %s in %i weeks', (month, start, end, weeks) => {
    const grid = monthGrid(month);
    expect(grid.gridStart).toBe(start);
    expect(grid.gridEnd).toBe(end);
    expect(grid.weeks).toHaveLength(weeks);
  });

  it('starts every week on a Monday and holds each day of the month once', () => {
    const grid = monthGrid('2024-02');
    for (const week of grid.weeks) {
      expect(week).toHaveLength(7);
      expect(isoWeekday(week[0]!)).toBe(0);
    }
    const inMonth = grid.weeks.flat().filter((day) => day.startsWith('2024-02'));
    expect(inMonth).toHaveLength(29);
    expect(new Set(inMonth).size).toBe(29);
    expect(grid.monthStart).toBe('2024-02-01');
    expect(grid.monthEnd).toBe('2024-02-29');
  });

  it('steps months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(monthOf('2026-11-20')).toBe('2026-11');
  });
});
