import { describe, expect, it } from 'vitest';
import { emptyLateTotals, groupByDay, inWindow, isLate, totalsByCurrency } from './forecast-totals.ts';

const today = '2026-11-20';

const forecast = (date: string, amount: string, currency = 'EUR', status = 'planned', remaining = amount) => ({
  date,
  amount,
  remaining_amount: remaining,
  currency,
  status,
});

describe('totalsByCurrency', () => {
  it('totals each currency on its own, exactly', () => {
    const totals = totalsByCurrency(
      [
        forecast('2026-11-02', '0.10'),
        forecast('2026-11-02', '0.20'),
        forecast('2026-11-03', '-1000000000000.01'),
        forecast('2026-11-03', '250.00', 'USD'),
        forecast('2026-11-04', '-50.00', 'USD'),
      ],
      '2026-11-01',
    );
    expect(totals).toEqual([
      { currency: 'EUR', inflows: 30n, outflows: -100000000000001n, net: -99999999999971n, late: emptyLateTotals(), count: 3 },
      { currency: 'USD', inflows: 25000n, outflows: -5000n, net: 20000n, late: emptyLateTotals(), count: 2 },
    ]);
  });

  it('keeps what late receipts and late payments still expect apart, never netted', () => {
    const totals = totalsByCurrency(
      [
        forecast('2026-11-02', '1200.00', 'EUR', 'overdue'),
        forecast('2026-10-30', '-300.00', 'EUR', 'overdue'),
        forecast('2026-11-03', '500.00', 'EUR', 'partial', '200.00'),
        forecast('2026-11-20', '-800.00', 'EUR', 'partial', '-100.00'),
        forecast('2026-11-03', '700.00', 'EUR', 'realised', '0.00'),
        forecast('2026-11-03', '90.00', 'EUR', 'postponed'),
      ],
      today,
    );
    expect(totals[0]).toMatchObject({
      late: { receipts: { count: 2, remaining: 140000n }, payments: { count: 1, remaining: -30000n }, count: 3, oldest: '2026-10-30' },
      inflows: 249000n,
      outflows: -110000n,
      count: 6,
    });
  });

  it('is empty for no forecasts', () => {
    expect(totalsByCurrency([], today)).toEqual([]);
  });
});

describe('isLate', () => {
  it.each([
    ['overdue yesterday', '2026-11-19', 'overdue', true],
    ['partial yesterday, part still unmatched', '2026-11-19', 'partial', true],
    ['partial today', '2026-11-20', 'partial', false],
    ['planned tomorrow', '2026-11-21', 'planned', false],
    ['realised last month', '2026-10-01', 'realised', false],
    ['an unknown status last month', '2026-10-01', 'disputed', false],
  ])('%s: %s', (_, date, status, expected) => {
    expect(isLate({ date, status }, today)).toBe(expected);
  });
});

describe('groupByDay and inWindow', () => {
  it('groups by date keeping order and clips to a window', () => {
    const rows = [forecast('2026-11-03', '1.00'), forecast('2026-11-02', '2.00'), forecast('2026-11-03', '3.00')];
    const byDay = groupByDay(rows);
    expect(byDay.get('2026-11-03')?.map((row) => row.amount)).toEqual(['1.00', '3.00']);
    expect(byDay.get('2026-11-02')).toHaveLength(1);
    expect(inWindow(rows, '2026-11-03', '2026-11-30')).toHaveLength(2);
  });
});
