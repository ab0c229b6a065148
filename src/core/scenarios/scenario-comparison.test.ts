import { describe, expect, it } from 'vitest';
import { projectCashRunway, type RunwayInput } from '../runway/cash-runway.ts';
import { compareMonthly, compareToBase, monthlyClosing } from './scenario-comparison.ts';

const settings: Omit<RunwayInput, 'movements'> = {
  today: '2026-11-28',
  horizonEnd: '2027-01-02',
  startingBalance: 1_000_00n,
  countLate: false,
  threshold: 500_00n,
};
const planned = (date: string, remaining: bigint) => ({ date, status: 'planned', remaining });

const base = projectCashRunway({
  ...settings,
  movements: [planned('2026-11-30', -200_00n), planned('2026-12-15', -300_00n), planned('2027-01-02', 50_00n)],
});
const lower = projectCashRunway({
  ...settings,
  movements: [planned('2026-11-29', -200_00n), planned('2026-12-15', -900_00n), planned('2027-01-01', 50_00n)],
});

describe('monthlyClosing', () => {
  it('takes the last projected day of each month, the horizon in the last', () => {
    // 1,000 − 200 on the 30th; − 300 on 15 December; + 50 on 2 January.
    expect(monthlyClosing(base.points)).toEqual([
      { month: '2026-11', date: '2026-11-30', balance: 800_00n },
      { month: '2026-12', date: '2026-12-31', balance: 500_00n },
      { month: '2027-01', date: '2027-01-02', balance: 550_00n },
    ]);
  });

  it('gives nothing for no points', () => {
    expect(monthlyClosing([])).toEqual([]);
  });
});

describe('compareMonthly', () => {
  it('puts each scenario beside the base, the difference being scenario less base', () => {
    expect(compareMonthly(base, [lower, base])).toEqual([
      {
        month: '2026-11',
        date: '2026-11-30',
        base: 800_00n,
        scenarios: [
          { balance: 800_00n, difference: 0n },
          { balance: 800_00n, difference: 0n },
        ],
      },
      {
        month: '2026-12',
        date: '2026-12-31',
        base: 500_00n,
        scenarios: [
          { balance: -100_00n, difference: -600_00n },
          { balance: 500_00n, difference: 0n },
        ],
      },
      {
        month: '2027-01',
        date: '2027-01-02',
        base: 550_00n,
        scenarios: [
          { balance: -50_00n, difference: -600_00n },
          { balance: 550_00n, difference: 0n },
        ],
      },
    ]);
  });

  it('gives the base alone with no scenario', () => {
    expect(compareMonthly(base, []).map((row) => [row.month, row.base, row.scenarios])).toEqual([
      ['2026-11', 800_00n, []],
      ['2026-12', 500_00n, []],
      ['2027-01', 550_00n, []],
    ]);
  });

  it('leaves out a month whose closing day some runway does not share', () => {
    const shorter = projectCashRunway({ ...settings, horizonEnd: '2026-12-20', movements: [] });
    expect(compareMonthly(base, [shorter]).map((row) => row.month)).toEqual(['2026-11']);
  });
});

describe('compareToBase', () => {
  it("gives the scenario's low, how far below the base's it is, and its first crossings", () => {
    expect(compareToBase(base, lower)).toEqual({
      // 1,000 − 200 − 900 = −100 on 15 December, against the base's low of 500 that day.
      lowest: { date: '2026-12-15', balance: -100_00n },
      lowestDifference: -600_00n,
      // 29 November is 200 below (the payment a day early); from 15 December 600 below, first that day.
      largestShortfall: { date: '2026-12-15', difference: -600_00n },
      largestGain: null,
      firstBelowThreshold: { date: '2026-12-15', balance: -100_00n },
      firstBelowZero: { date: '2026-12-15', balance: -100_00n },
    });
  });

  it('says how far below and above the base case a scenario goes, and when, even with the same low', () => {
    const plan = projectCashRunway({ ...settings, movements: [planned('2026-12-01', 500_00n), planned('2026-12-20', -1_200_00n)] });
    // The receipt comes 9 days late, the payment 5 days late: the same low of 300, on another day.
    const late = projectCashRunway({ ...settings, movements: [planned('2026-12-10', 500_00n), planned('2026-12-25', -1_200_00n)] });
    expect(compareToBase(plan, late)).toMatchObject({
      lowestDifference: 0n,
      largestShortfall: { date: '2026-12-01', difference: -500_00n },
      largestGain: { date: '2026-12-20', difference: 1_200_00n },
    });
  });

  it('says nothing crosses when nothing does', () => {
    const facts = compareToBase(base, base);
    expect(facts.lowestDifference).toBe(0n);
    expect(facts.largestShortfall).toBeNull();
    expect(facts.largestGain).toBeNull();
    expect(facts.firstBelowThreshold).toBeNull();
    expect(facts.firstBelowZero).toBeNull();
  });
});
