import { describe, expect, it } from 'vitest';
import { projectCashRunway, type RunwayInput, type RunwayMovement } from './cash-runway.ts';

const move = (date: string, remaining: bigint, status = 'planned'): RunwayMovement => ({ date, remaining, status });

const base: RunwayInput = {
  today: '2026-11-20',
  horizonEnd: '2026-11-30',
  startingBalance: 100_000n,
  movements: [],
  countLate: false,
  threshold: 0n,
};

describe('projectCashRunway', () => {
  it('gives one end-of-day point per day from today to the horizon, inclusive', () => {
    const runway = projectCashRunway(base);
    expect(runway.points).toHaveLength(11);
    expect(runway.points[0]).toEqual({ date: '2026-11-20', balance: 100_000n });
    expect(runway.points.at(-1)?.date).toBe('2026-11-30');
  });

  it('finds the lowest point at its earliest day and the first crossings', () => {
    const runway = projectCashRunway({
      ...base,
      threshold: 60_000n,
      movements: [
        move('2026-11-22', -50_000n),
        move('2026-11-24', -70_000n),
        move('2026-11-25', 30_000n),
        move('2026-11-27', -30_000n),
        move('2026-11-29', 200_000n),
      ],
    });
    expect(runway.firstBelowThreshold).toEqual({ date: '2026-11-22', balance: 50_000n });
    expect(runway.firstBelowZero).toEqual({ date: '2026-11-24', balance: -20_000n });
    expect(runway.lowest).toEqual({ date: '2026-11-24', balance: -20_000n });
    expect(runway.points.find((point) => point.date === '2026-11-27')?.balance).toBe(-20_000n);
    expect(runway.points.at(-1)?.balance).toBe(180_000n);
  });

  it('reports no crossing when cash stays above the threshold', () => {
    const runway = projectCashRunway({ ...base, threshold: 10_000n, movements: [move('2026-11-21', -5_000n)] });
    expect(runway.firstBelowThreshold).toBeNull();
    expect(runway.firstBelowZero).toBeNull();
    expect(runway.lowest).toEqual({ date: '2026-11-21', balance: 95_000n });
  });

  it('counts the remaining amount of a partial forecast, and nothing of a realised or unknown one', () => {
    const runway = projectCashRunway({
      ...base,
      movements: [move('2026-11-21', -4_000n, 'partial'), move('2026-11-21', 0n, 'realised'), move('2026-11-21', -9_999n, 'disputed')],
    });
    expect(runway.points[1]?.balance).toBe(96_000n);
  });

  it('leaves late forecasts out by default, and says what they were, receipts and payments apart', () => {
    const movements = [
      move('2026-10-02', 7_000n, 'overdue'),
      move('2026-08-15', -3_000n, 'overdue'),
      move('2026-11-19', -2_000n, 'partial'),
      move('2026-11-20', -1_000n, 'partial'),
      move('2026-11-10', 0n, 'realised'),
    ];
    const runway = projectCashRunway({ ...base, movements });
    expect(runway.points[0]).toEqual({ date: '2026-11-20', balance: 99_000n });
    expect(runway.late).toEqual({
      receipts: { count: 1, remaining: 7_000n },
      payments: { count: 2, remaining: -5_000n },
      count: 3,
      oldest: '2026-08-15',
      counted: false,
    });
  });

  it('puts late forecasts on today when the reader counts them, and gives the low both ways', () => {
    const movements = [move('2026-10-02', 7_000n, 'overdue'), move('2026-11-19', -2_000n, 'partial'), move('2026-11-25', -40_000n)];
    const counted = projectCashRunway({ ...base, movements, countLate: true });
    expect(counted.points[0]).toEqual({ date: '2026-11-20', balance: 105_000n });
    expect(counted.lowest).toEqual({ date: '2026-11-25', balance: 65_000n });
    expect(counted.late.counted).toBe(true);

    const leftOut = projectCashRunway({ ...base, movements });
    expect(leftOut.lowest).toEqual({ date: '2026-11-25', balance: 60_000n });
    const lows = { lateLeftOut: { date: '2026-11-25', balance: 60_000n }, lateCounted: { date: '2026-11-25', balance: 65_000n } };
    expect(counted.lows).toEqual(lows);
    expect(leftOut.lows).toEqual(lows);
  });

  it('keeps the low on its earliest day when late payments outweigh late receipts', () => {
    const movements = [
      move('2026-11-02', -30_000n, 'overdue'),
      move('2026-11-22', -10_000n),
      move('2026-11-23', 10_000n),
      move('2026-11-26', -10_000n),
    ];
    const counted = projectCashRunway({ ...base, movements, countLate: true, threshold: 75_000n });
    expect(counted.lowest).toEqual({ date: '2026-11-22', balance: 60_000n });
    expect(counted.firstBelowThreshold).toEqual({ date: '2026-11-20', balance: 70_000n });
    expect(projectCashRunway({ ...base, movements, threshold: 75_000n }).firstBelowThreshold).toBeNull();
  });

  it('ignores forecasts after the horizon', () => {
    const runway = projectCashRunway({ ...base, movements: [move('2026-12-01', -500_000n)] });
    expect(runway.lowest.balance).toBe(100_000n);
  });

  it('treats a starting balance already below the threshold as crossing today', () => {
    const runway = projectCashRunway({ ...base, startingBalance: -1n, threshold: 50n });
    expect(runway.firstBelowThreshold?.date).toBe('2026-11-20');
    expect(runway.firstBelowZero?.date).toBe('2026-11-20');
  });
});
