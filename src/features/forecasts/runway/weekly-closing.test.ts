import { describe, expect, it } from 'vitest';
import { holdsLowest, weeklyClosing } from './weekly-closing.ts';

// 2026-11-20 is a Friday: Sundays follow on the 22nd and the 29th.
const points = [
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
  '2026-12-01',
].map((date, index) => ({ date, balance: BigInt(1000 - index * 10) }));

describe('weeklyClosing', () => {
  it('keeps each Sunday and the last projected day', () => {
    expect(weeklyClosing(points).map((point) => point.date)).toEqual(['2026-11-22', '2026-11-29', '2026-12-01']);
    expect(weeklyClosing(points)[1]!.balance).toBe(910n);
  });

  it('keeps a projection of one day', () => {
    expect(weeklyClosing(points.slice(0, 1))).toEqual([{ date: '2026-11-20', balance: 1000n }]);
  });
});

describe('holdsLowest', () => {
  const rows = weeklyClosing(points);
  it.each([
    ['2026-11-20', 0],
    ['2026-11-22', 0],
    ['2026-11-25', 1],
    ['2026-11-30', 2],
  ])('a low on %s is in row %i', (lowest, row) => {
    expect(rows.map((_, index) => holdsLowest(rows, index, lowest))).toEqual(rows.map((_, index) => index === row));
  });
});
