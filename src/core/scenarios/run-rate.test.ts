import { describe, expect, it } from 'vitest';
import type { Summary, SummaryRow } from '../api/schemas/summary.ts';
import { estimateRunRate, runRateWindow } from './run-rate.ts';

describe('runRateWindow', () => {
  it.each([
    { today: '2026-11-20', months: 3, from: '2026-08-01', to: '2026-10-31' },
    { today: '2026-11-01', months: 3, from: '2026-08-01', to: '2026-10-31' },
    { today: '2026-01-15', months: 6, from: '2025-07-01', to: '2025-12-31' },
    { today: '2028-03-31', months: 3, from: '2027-12-01', to: '2028-02-29' },
  ])('covers the $months complete months before $today', ({ today, months, from, to }) => {
    expect(runRateWindow(today, months)).toEqual({ from, to });
  });
});

function row(month: string, group: string | null | undefined, net: string): SummaryRow {
  return { period_start: `${month}-01`, period_end: `${month}-28`, group, inflows: '0.00', outflows: '0.00', net, count: 1 };
}

function summary(rows: SummaryRow[]): Summary {
  return {
    object: 'summary',
    window: { from: '2026-05-01', to: '2026-10-31' },
    interval: 'month',
    group_by: 'category',
    currency: 'EUR',
    has_data: true,
    conversion: { converted: false, basis: null, source_currencies: [] },
    totals: { inflows: '0.00', outflows: '0.00', net: '0.00', count: rows.length },
    rows,
  };
}

describe('estimateRunRate', () => {
  const threeMonths = summary([
    row('2026-08', 'cat_rent', '-4000.00'),
    row('2026-09', 'cat_rent', '-4000.00'),
    row('2026-10', 'cat_rent', '-4000.01'),
    row('2026-08', 'cat_sales', '10000.00'),
    row('2026-09', 'cat_sales', '12500.50'),
    row('2026-10', 'cat_sales', '9000.02'),
    row('2026-09', 'cat_refunds', '-100.00'),
    row('2026-10', 'cat_refunds', '100.00'),
    row('2026-08', null, '-999.99'),
    row('2026-09', undefined, '-999.99'),
  ]);

  it('averages each category over the months, to the cent', () => {
    const runRate = estimateRunRate(threeMonths, 3);
    // Rent: -12,000.01 / 3 = -4,000.0033…, so -4,000.00.
    expect(runRate.get('cat_rent')).toBe(-4_000_00n);
    // Sales: 31,500.52 / 3 = 10,500.1733…, so 10,500.17.
    expect(runRate.get('cat_sales')).toBe(10_500_17n);
    // Refunds net to nothing: a zero average, which the projection skips.
    expect(runRate.get('cat_refunds')).toBe(0n);
  });

  it('leaves out rows with no category', () => {
    expect([...estimateRunRate(threeMonths, 3).keys()].sort()).toEqual(['cat_refunds', 'cat_rent', 'cat_sales']);
  });

  it('counts a month with no row as a month of nothing', () => {
    // A category seen in one month of three still divides by 3: 300.00 / 3.
    const runRate = estimateRunRate(summary([row('2026-10', 'cat_grant', '300.00')]), 3);
    expect(runRate.get('cat_grant')).toBe(100_00n);
  });

  it.each([
    { name: 'a half cent down', nets: ['-0.01', '-0.01', '-0.01', '0.00', '0.00', '0.00'], expected: -1n },
    { name: 'a half cent up', nets: ['0.01', '0.01', '0.01', '0.00', '0.00', '0.00'], expected: 1n },
    { name: 'under a half cent', nets: ['0.01', '0.01', '0.00', '0.00', '0.00', '0.00'], expected: 0n },
    { name: 'a large exact sum', nets: ['1000000.00', '2000000.00', '3000000.00', '0.00', '0.00', '-0.06'], expected: 999_999_99n },
  ])('rounds half away from zero over 6 months: $name', ({ nets, expected }) => {
    const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
    const rows = nets.map((net, index) => row(months[index]!, 'cat_x', net));
    expect(estimateRunRate(summary(rows), 6).get('cat_x')).toBe(expected);
  });
});
