import { describe, expect, it } from 'vitest';
import { projectCashRunway } from '../../lib/cash-runway.ts';
import { toRunwaySeries } from './to-runway-series.ts';

describe('toRunwaySeries', () => {
  const runway = projectCashRunway({
    today: '2026-11-20',
    horizonEnd: '2026-11-23',
    startingBalance: 10_000_00n,
    movements: [{ date: '2026-11-22', status: 'planned', remaining: -12_345_67n }],
    countLate: false,
    threshold: 5_000_00n,
  });

  it('keeps the exact figure for labels beside the chart number', () => {
    const data = toRunwaySeries(runway, 'EUR', 5_000_00n);
    expect(data.series).toHaveLength(4);
    expect(data.lowest).toEqual({ date: '2026-11-22', balance: -2345.67, exact: -2_345_67n });
    expect(data.crossing?.date).toBe('2026-11-22');
    expect(data.threshold).toBe(5000);
  });

  it('marks the first day below zero when no minimum is set', () => {
    const data = toRunwaySeries(runway, 'EUR', null);
    expect(data.threshold).toBeNull();
    expect(data.crossing?.date).toBe('2026-11-22');
  });
});
