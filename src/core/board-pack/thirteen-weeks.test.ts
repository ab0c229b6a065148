import { describe, expect, it } from 'vitest';
import { projectCashRunway } from '../runway/cash-runway.ts';
import { thirteenWeeks, weeksEnd } from './thirteen-weeks.ts';

describe('thirteenWeeks', () => {
  const today = '2026-11-20';
  const runway = projectCashRunway({
    today,
    horizonEnd: weeksEnd(today),
    startingBalance: 1000_00n,
    movements: [
      { date: '2026-11-20', status: 'planned', remaining: -100_00n },
      { date: '2026-12-02', status: 'planned', remaining: -700_00n },
      { date: '2026-12-05', status: 'planned', remaining: 500_00n },
      { date: '2026-11-10', status: 'overdue', remaining: 9999_00n },
    ],
    countLate: false,
    threshold: 0n,
  });
  const weeks = thirteenWeeks(runway, today, 1000_00n);

  it("starts from today's end-of-day balance and closes a week every 7 days to the 13th", () => {
    expect(weeksEnd(today)).toBe('2027-02-19');
    expect(weeks.start).toEqual({ date: today, balance: 1000_00n });
    expect(weeks.weeks).toHaveLength(13);
    expect(weeks.weeks[0]).toMatchObject({ week: 1, from: '2026-11-21', to: '2026-11-27', closing: 900_00n });
    expect(weeks.weeks[1]).toMatchObject({ week: 2, from: '2026-11-28', to: '2026-12-04', closing: 200_00n });
    expect(weeks.weeks[12]).toMatchObject({ to: '2027-02-19', closing: 700_00n });
  });

  it('marks the week holding the lowest day, which may fall mid-week', () => {
    expect(weeks.lowest).toEqual({ date: '2026-12-02', balance: 200_00n });
    expect(weeks.weeks.filter((week) => week.holdsLow).map((week) => week.week)).toEqual([2]);
  });
});
