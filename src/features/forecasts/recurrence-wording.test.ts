import { describe, expect, it } from 'vitest';
import type { Recurrence } from '../../core/api/schemas/forecast.ts';
import { describeRecurrence, occurrenceNumber } from './recurrence-wording.ts';

const plan = (fields: Partial<Recurrence>): Recurrence => ({
  id: '0b6f3c2e-1d4a-4f7e-9c1b-2a3d4e5f6a7b',
  name: 'Plan',
  interval: 'month',
  every: 1,
  start_date: '2026-07-05',
  end_date: '2028-06-05',
  occurrences: 24,
  ...fields,
});

describe('occurrenceNumber', () => {
  it.each([
    ['monthly, first', plan({}), '2026-07-05', 1],
    ['monthly, twelfth', plan({}), '2027-06-05', 12],
    ['quarterly (every 3 months)', plan({ every: 3, start_date: '2026-01-24' }), '2026-10-24', 4],
    ['weekly', plan({ interval: 'week', start_date: '2026-11-23' }), '2026-12-21', 5],
    ['every 2 weeks', plan({ interval: 'week', every: 2, start_date: '2026-11-23' }), '2026-12-21', 3],
    ['daily, every 3 days', plan({ interval: 'day', every: 3, start_date: '2026-11-01' }), '2026-11-10', 4],
    ['yearly', plan({ interval: 'year', start_date: '2025-12-10' }), '2027-12-10', 3],
    ['every 2 years', plan({ interval: 'year', every: 2, start_date: '2024-02-29' }), '2028-02-29', 3],
    ['monthly from the 31st, in February', plan({ start_date: '2027-01-31' }), '2027-02-28', 2],
    ['monthly from the 31st, back to a long month', plan({ start_date: '2027-01-31' }), '2027-03-31', 3],
  ])('%s', (_, recurrence, date, expected) => {
    expect(occurrenceNumber(recurrence, date)).toBe(expected);
  });

  it('is null before the plan starts and for an interval it does not know', () => {
    expect(occurrenceNumber(plan({}), '2026-07-04')).toBeNull();
    expect(occurrenceNumber(plan({ interval: 'fortnight' }), '2026-08-05')).toBeNull();
  });
});

describe('describeRecurrence', () => {
  it.each([
    ['monthly', plan({ end_date: '2027-06-30' }), '2027-06-05', 'Monthly on the 5th, 12 of 24 occurrences, until 30 Jun 2027'],
    [
      'every 3 months',
      plan({ every: 3, start_date: '2026-01-24', end_date: '2027-10-24', occurrences: 8 }),
      '2026-10-24',
      'Every 3 months on the 24th, 4 of 8 occurrences, until 24 Oct 2027',
    ],
    [
      'weekly',
      plan({ interval: 'week', start_date: '2026-11-23', end_date: '2027-11-15', occurrences: 52 }),
      '2026-11-23',
      'Weekly on Mondays, 1 of 52 occurrences, until 15 Nov 2027',
    ],
    [
      'yearly',
      plan({ interval: 'year', start_date: '2026-12-10', end_date: '2026-12-10', occurrences: 1 }),
      '2026-12-10',
      'Yearly on 10 December, 1 of 1 occurrence, until 10 Dec 2026',
    ],
    [
      'every 2 days',
      plan({ interval: 'day', every: 2, start_date: '2026-11-01', end_date: '2026-11-21', occurrences: 11 }),
      '2026-11-21',
      'Every 2 days, 11 of 11 occurrences, until 21 Nov 2026',
    ],
    [
      'an unknown interval, shown as its raw name',
      plan({ interval: 'fortnight', every: 1 }),
      '2026-08-05',
      'Every 1 × fortnight, 24 occurrences, until 5 Jun 2028',
    ],
  ])('%s', (_, recurrence, date, expected) => {
    expect(describeRecurrence(recurrence, date, 'en-GB')).toBe(expected);
  });

  it('uses the ordinal suffixes of English', () => {
    expect(describeRecurrence(plan({ start_date: '2026-07-01' }), '2026-07-01', 'en-GB')).toMatch(/on the 1st/);
    expect(describeRecurrence(plan({ start_date: '2026-07-22' }), '2026-07-22', 'en-GB')).toMatch(/on the 22nd/);
    expect(describeRecurrence(plan({ start_date: '2026-07-23' }), '2026-07-23', 'en-GB')).toMatch(/on the 23rd/);
    expect(describeRecurrence(plan({ start_date: '2026-07-11' }), '2026-07-11', 'en-GB')).toMatch(/on the 11th/);
  });
});
