import { describe, expect, it } from 'vitest';
import { lastCompleteMonth } from './board-pack-search.ts';
import { packWindows } from './pack-windows.ts';

describe('lastCompleteMonth', () => {
  it.each([
    ['2026-11-20', '2026-10'],
    ['2026-11-01', '2026-10'],
    ['2026-01-15', '2025-12'],
  ])('on %s is %s', (today, month) => expect(lastCompleteMonth(today)).toBe(month));
});

describe('packWindows', () => {
  it('compares October with September and asks each summary once over what it serves', () => {
    expect(packWindows('2026-10', 'previous_month')).toEqual({
      month: { from: '2026-10-01', to: '2026-10-31' },
      comparison: { from: '2026-09-01', to: '2026-09-30' },
      yearToDate: { from: '2026-01-01', to: '2026-10-31' },
      threeMonths: { from: '2026-08-01', to: '2026-10-31' },
      balances: { from: '2026-01-01', to: '2026-10-31' },
      activities: { from: '2026-01-01', to: '2026-10-31' },
      categories: { from: '2026-09-01', to: '2026-10-31' },
    });
  });

  it('reaches back into last year for February, and a year back for the same month last year', () => {
    const february = packWindows('2026-02', 'previous_month');
    expect(february.threeMonths).toEqual({ from: '2025-12-01', to: '2026-02-28' });
    expect(february.balances.from).toBe('2025-12-01');
    const lastYear = packWindows('2026-10', 'previous_year');
    expect(lastYear.comparison).toEqual({ from: '2025-10-01', to: '2025-10-31' });
    expect(lastYear.activities).toEqual({ from: '2025-10-01', to: '2026-10-31' });
    expect(lastYear.categories).toEqual({ from: '2025-10-01', to: '2026-10-31' });
  });
});
