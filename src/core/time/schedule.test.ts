import { describe, expect, it } from 'vitest';
import { nextMonthly, nextWeekly, nthWorkingDay } from './schedule.ts';

const at = (iso: string) => new Date(iso);
const weekly = (weekday: number, hour: number) => ({ weekday, hour });
const monthly = (workingDay: number, hour: number) => ({ workingDay, hour });

describe('nextWeekly', () => {
  it('falls on the next chosen weekday at the hour, local time', () => {
    // Friday 20 Nov 2026, 13:00 in Paris (UTC+1): the next Monday 08:00 is 07:00 UTC.
    expect(nextWeekly(weekly(1, 8), at('2026-11-20T12:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-11-23T07:00:00.000Z');
    // The same day, before the hour: today.
    expect(nextWeekly(weekly(5, 18), at('2026-11-20T12:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-11-20T17:00:00.000Z');
  });

  it('is strictly after: at the due instant itself, the next one is a week later', () => {
    expect(nextWeekly(weekly(1, 8), at('2026-11-23T07:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-11-30T07:00:00.000Z');
    expect(nextWeekly(weekly(1, 8), at('2026-11-23T06:59:59.999Z'), 'Europe/Paris').toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });

  it('keeps the local hour across the spring and autumn changes in Paris', () => {
    // Clocks go forward on Sunday 29 Mar 2026: Monday 30 Mar 08:00 is CEST (UTC+2).
    expect(nextWeekly(weekly(1, 8), at('2026-03-27T12:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-03-30T06:00:00.000Z');
    // Back on Sunday 25 Oct 2026: Monday 26 Oct 08:00 is CET (UTC+1).
    expect(nextWeekly(weekly(1, 8), at('2026-10-23T12:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-10-26T07:00:00.000Z');
  });

  it('reads the weekday in the zone, not in UTC', () => {
    // 03:00 UTC on Monday 23 Nov is still Sunday 22:00 in New York: Sunday's 23:00 is an hour away.
    expect(nextWeekly(weekly(7, 23), at('2026-11-23T03:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-23T04:00:00.000Z');
  });

  it('gives an hour skipped by the spring change the first instant after the gap, and an hour met twice its second', () => {
    // New York skips 02:00–03:00 on Sunday 8 Mar 2026: 02:00 is taken as 03:00 EDT (07:00 UTC).
    expect(nextWeekly(weekly(7, 2), at('2026-03-07T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // 01:00 happens twice on Sunday 1 Nov 2026 (EDT then EST): the second, 06:00 UTC.
    expect(nextWeekly(weekly(7, 1), at('2026-10-31T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-01T06:00:00.000Z');
    // …and once it has passed, the next is a week later, never the same day again.
    expect(nextWeekly(weekly(7, 1), at('2026-11-01T06:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-08T06:00:00.000Z');
  });
});

describe('nextMonthly, on the Nth working day', () => {
  it('counts Monday to Friday from the 1st: a month starting on a weekend', () => {
    // 1 Nov 2026 is a Sunday: the 1st working day is Monday 2 Nov, the 3rd Wednesday 4 Nov.
    expect(nthWorkingDay('2026-11-01', 1)).toBe('2026-11-02');
    expect(nthWorkingDay('2026-11-01', 3)).toBe('2026-11-04');
    // 1 Aug 2026 is a Saturday; the 6th working day skips the next weekend too.
    expect(nthWorkingDay('2026-08-01', 6)).toBe('2026-08-10');
    // A month starting on a working day counts the 1st itself.
    expect(nthWorkingDay('2026-12-01', 1)).toBe('2026-12-01');
  });

  it('falls due on the Nth working day at the hour, local time, or next month once passed', () => {
    expect(nextMonthly(monthly(3, 9), at('2026-10-31T12:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-11-04T08:00:00.000Z');
    expect(nextMonthly(monthly(3, 9), at('2026-11-04T08:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-12-03T08:00:00.000Z');
    expect(nextMonthly(monthly(3, 9), at('2026-11-04T07:59:00Z'), 'Europe/Paris').toISOString()).toBe('2026-11-04T08:00:00.000Z');
  });

  it('keeps the local hour when the due day is across a change of clocks', () => {
    // New York: 1st working day of Nov 2026 is Monday 2 Nov, after the change back on the 1st: 09:00 EST is 14:00 UTC.
    expect(nextMonthly(monthly(1, 9), at('2026-10-20T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-02T14:00:00.000Z');
    // March 2026 starts on a Sunday: the 8th working day is Wednesday 11 Mar, after the change forward on the 8th: 09:00 EDT is 13:00 UTC.
    expect(nextMonthly(monthly(8, 9), at('2026-03-01T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-11T13:00:00.000Z');
    // Paris, April 2026 (after the change of 29 Mar): 1st working day Wednesday 1 Apr at 09:00 CEST is 07:00 UTC.
    expect(nextMonthly(monthly(1, 9), at('2026-03-15T12:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-04-01T07:00:00.000Z');
  });

  it('reads the month in the zone: late on the last evening in New York is still last month there', () => {
    // 02:00 UTC on 1 Dec is 21:00 on 30 Nov in New York; December's 1st working day (Tue 1 Dec) at 08:00 EST.
    expect(nextMonthly(monthly(1, 8), at('2026-12-01T02:00:00Z'), 'America/New_York').toISOString()).toBe('2026-12-01T13:00:00.000Z');
  });
});
