import { describe, expect, it } from 'vitest';
import { projectCashRunway } from './cash-runway.ts';
import { runwayLength } from './runway-length.ts';

const today = '2026-11-20';
const horizonEnd = '2027-02-19';
const project = (movements: { date: string; remaining: bigint }[], startingBalance = 1000_00n) =>
  projectCashRunway({
    today,
    horizonEnd,
    startingBalance,
    movements: movements.map((movement) => ({ ...movement, status: 'planned' })),
    countLate: false,
    threshold: 0n,
  });

describe('runwayLength', () => {
  it('is the first day under zero, in months from today to a tenth', () => {
    // 60 days: 60 × 12 / 365.25 = 1.97 months.
    expect(runwayLength(project([{ date: '2027-01-19', remaining: -1500_00n }]), today, horizonEnd)).toEqual({
      kind: 'until',
      date: '2027-01-19',
      tenths: 20n,
    });
  });

  it('follows the projection, not a rate: cash that dips and recovers runs out on the dip', () => {
    const seasonal = project([
      { date: '2026-12-10', remaining: -1200_00n },
      { date: '2026-12-20', remaining: 5000_00n },
    ]);
    expect(runwayLength(seasonal, today, horizonEnd)).toMatchObject({ kind: 'until', date: '2026-12-10' });
  });

  it('is beyond the horizon when cash never falls under zero, however fast it falls', () => {
    expect(runwayLength(project([{ date: '2026-12-01', remaining: -999_99n }]), today, horizonEnd)).toEqual({ kind: 'beyond', horizonEnd });
  });

  it('is zero months when cash is already under zero today', () => {
    expect(runwayLength(project([], -1_00n), today, horizonEnd)).toEqual({ kind: 'until', date: today, tenths: 0n });
  });
});
