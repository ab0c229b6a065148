import { describe, expect, it } from 'vitest';
import { projectCashRunway, type RunwayInput, type RunwayMovement } from './cash-runway.ts';

const move = (date: string, remaining: bigint, status = 'planned'): RunwayMovement => ({ date, remaining, status });

const base: RunwayInput = {
  today: '2026-11-20',
  horizonEnd: '2026-11-30',
  startingBalance: 100_000n,
  movements: [],
  includeOverdue: true,
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

  it('puts late forecasts on today, or leaves them out when asked, and says how much they were', () => {
    const movements = [move('2026-10-02', 7_000n, 'overdue'), move('2026-11-19', -2_000n, 'partial'), move('2026-11-20', -1_000n)];
    const counted = projectCashRunway({ ...base, movements });
    expect(counted.points[0]).toEqual({ date: '2026-11-20', balance: 104_000n });
    expect(counted.late).toEqual({ count: 2, remaining: 5_000n, counted: true });

    const excluded = projectCashRunway({ ...base, movements, includeOverdue: false });
    expect(excluded.points[0]).toEqual({ date: '2026-11-20', balance: 99_000n });
    expect(excluded.late).toEqual({ count: 2, remaining: 5_000n, counted: false });
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
