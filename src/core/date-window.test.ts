import { describe, expect, it } from 'vitest';
import { resolvePeriod, shiftWindow } from './date-window.ts';

describe('resolvePeriod', () => {
  // A Friday.
  const today = '2026-11-20';
  it.each([
    ['yesterday', '2026-11-19', '2026-11-19'],
    ['this_week', '2026-11-16', '2026-11-20'],
    ['last_week', '2026-11-09', '2026-11-15'],
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

  it('starts weeks on Monday (ISO): on a Monday this week is that day, on a Sunday it began six days before', () => {
    expect(resolvePeriod('this_week', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(resolvePeriod('this_week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(resolvePeriod('last_week', '2026-11-22')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  });

  it('takes yesterday and last week across month and year ends', () => {
    expect(resolvePeriod('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(resolvePeriod('last_week', '2027-01-06')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(resolvePeriod('this_week', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-01' });
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

  it('steps this week so far back to the whole previous week and on to the whole next one', () => {
    const thisWeek = { from: '2026-11-16', to: '2026-11-20' };
    expect(shiftWindow(thisWeek, -1, 'this_week')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(shiftWindow(thisWeek, 1, 'this_week')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('steps a week that starts on the 1st by weeks, not by months', () => {
    // 1 June 2026 is a Monday: "this week" and "this month" are the same three days.
    const window = { from: '2026-06-01', to: '2026-06-03' };
    expect(shiftWindow(window, -1, 'this_week')).toEqual({ from: '2026-05-25', to: '2026-05-31' });
    expect(shiftWindow(window, -1, 'this_month')).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(shiftWindow({ from: '2026-06-01', to: '2026-06-07' }, -1)).toEqual({ from: '2026-05-25', to: '2026-05-31' });
  });

  it('steps yesterday by one day, even when it is the 1st', () => {
    expect(shiftWindow({ from: '2026-11-19', to: '2026-11-19' }, -1, 'yesterday')).toEqual({ from: '2026-11-18', to: '2026-11-18' });
    expect(shiftWindow({ from: '2026-12-01', to: '2026-12-01' }, -1)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
  });

  it('keeps a whole month that is also four whole weeks a month', () => {
    // February 2027 runs Monday 1 to Sunday 28.
    expect(shiftWindow({ from: '2027-02-01', to: '2027-02-28' }, -1)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });

  it('steps other windows by their length in days', () => {
    expect(shiftWindow({ from: '2026-11-10', to: '2026-11-16' }, 1)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
  });
});
