import { describe, expect, it } from 'vitest';
import { resolvePeriod, shiftWindow } from './date-window.ts';

describe('resolvePeriod', () => {
  const today = '2026-11-20';
  it.each([
    ['this_month', '2026-11-01', '2026-11-20'],
    ['last_month', '2026-10-01', '2026-10-31'],
    ['quarter_to_date', '2026-10-01', '2026-11-20'],
    ['year_to_date', '2026-01-01', '2026-11-20'],
    ['last_3_months', '2026-09-01', '2026-11-20'],
    ['last_12_months', '2025-12-01', '2026-11-20'],
  ] as const)('%s is %s to %s', (period, from, to) => {
    expect(resolvePeriod(period, today)).toEqual({ from, to });
  });

  it('handles last month across a year end', () => {
    expect(resolvePeriod('last_month', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('shiftWindow', () => {
  it('steps whole months by their span', () => {
    expect(shiftWindow({ from: '2026-03-01', to: '2026-03-31' }, 1)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(shiftWindow({ from: '2026-01-01', to: '2026-03-31' }, -1)).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });

  it('steps a month to date back to the whole previous month', () => {
    expect(shiftWindow({ from: '2026-11-01', to: '2026-11-20' }, -1)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('steps other windows by their length in days', () => {
    expect(shiftWindow({ from: '2026-11-10', to: '2026-11-16' }, 1)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
  });
});
