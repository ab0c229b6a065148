import { describe, expect, it } from 'vitest';
import type { SummaryRow } from '../../core/api/schemas/summary.ts';
import { periodLabel, periodRange, toCashSeries } from './to-cash-series.ts';

const row: SummaryRow = {
  period_start: '2026-11-01',
  period_end: '2026-11-20',
  inflows: '1200.50',
  outflows: '-300.25',
  net: '900.25',
  count: 3,
  starting_balance: '10000.00',
  transfers: '0.00',
  excluded: '0.00',
  final_balance: '10900.25',
};

describe('toCashSeries', () => {
  it('keeps exact Money for reading and numbers for drawing', () => {
    const [point] = toCashSeries([row], 'month', 'en-GB');
    expect(point).toEqual({
      periodStart: '2026-11-01',
      periodEnd: '2026-11-20',
      label: 'Nov 2026',
      starting: 10000,
      final: 10900.25,
      inflows: 1200.5,
      outflows: -300.25,
      exact: { starting: '10000.00', final: '10900.25', inflows: '1200.50', outflows: '-300.25', net: '900.25' },
    });
  });

  it('leaves balances empty when the row carries none (a grouped summary)', () => {
    const { starting_balance: _s, final_balance: _f, ...flowsOnly } = row;
    const [point] = toCashSeries([flowsOnly], 'month', 'en-GB');
    expect([point?.starting, point?.final, point?.exact.final]).toEqual([null, null, null]);
  });

  it('keeps one point per row, in order', () => {
    const rows = [row, { ...row, period_start: '2026-12-01', period_end: '2026-12-31' }];
    expect(toCashSeries(rows, 'month', 'en-GB').map((point) => point.label)).toEqual(['Nov 2026', 'Dec 2026']);
  });
});

describe('periodLabel and periodRange', () => {
  it('labels weeks and days by their first day', () => {
    expect(periodLabel('2026-11-16', 'week', 'en-GB')).toBe('16 Nov');
    expect(periodLabel('2026-11-20', 'day', 'en-GB')).toBe('20 Nov');
  });

  it('writes a whole period, or a single day', () => {
    expect(periodRange({ periodStart: '2026-11-16', periodEnd: '2026-11-22' }, 'en-GB')).toBe('16 Nov 2026 – 22 Nov 2026');
    expect(periodRange({ periodStart: '2026-11-20', periodEnd: '2026-11-20' }, 'en-GB')).toBe('20 Nov 2026');
  });
});
