import { describe, expect, it } from 'vitest';
import { projectCashRunway } from '../../../core/runway/cash-runway.ts';
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
    expect(data.series[2]).toMatchObject({ balance: -2345.67, exact: -2_345_67n, scenarios: [] });
    expect(data.crossing?.date).toBe('2026-11-22');
    expect(data.threshold).toBe(5000);
  });

  it('marks the first day below zero when no minimum is set', () => {
    const data = toRunwaySeries(runway, 'EUR', null);
    expect(data.threshold).toBeNull();
    expect(data.crossing?.date).toBe('2026-11-22');
  });

  it('lines each scenario up with the base, day by day, with its own low point', () => {
    const later = projectCashRunway({
      today: '2026-11-20',
      horizonEnd: '2026-11-23',
      startingBalance: 10_000_00n,
      movements: [{ date: '2026-11-23', status: 'planned', remaining: -12_345_67n }],
      countLate: false,
      threshold: 5_000_00n,
    });
    const data = toRunwaySeries(runway, 'EUR', null, [{ name: 'Paid a day later', runway: later }]);
    expect(data.series.map((point) => point.scenariosExact[0])).toEqual([10_000_00n, 10_000_00n, 10_000_00n, -2_345_67n]);
    expect(data.series.map((point) => point.exact)).toEqual([10_000_00n, 10_000_00n, -2_345_67n, -2_345_67n]);
    expect(data.scenarios).toEqual([{ name: 'Paid a day later', lowest: { date: '2026-11-23', balance: -2345.67, exact: -2_345_67n } }]);
  });
});
