import { describe, expect, it } from 'vitest';
import { addDays, addMonths, endOfMonth, isIsoDate, isoWeekday, startOfIsoWeek, startOfQuarter } from './calendar-date.ts';

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-1-01', false],
    ['20260101', false],
  ])('isIsoDate(%s) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('clamps month arithmetic to the last day of the month, leap years included', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('finds month and quarter boundaries', () => {
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
    expect(startOfQuarter('2026-11-20')).toBe('2026-10-01');
    expect(startOfQuarter('2026-03-31')).toBe('2026-01-01');
  });

  it('starts weeks on Monday', () => {
    expect(startOfIsoWeek('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(startOfIsoWeek('2026-11-16')).toBe('2026-11-16');
    expect(isoWeekday('2026-11-16')).toBe(0);
    expect(isoWeekday('2026-11-22')).toBe(6);
  });

  it('crosses year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
