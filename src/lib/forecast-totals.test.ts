import { describe, expect, it } from 'vitest';
import { groupByDay, inWindow, totalsByCurrency } from './forecast-totals.ts';

const forecast = (date: string, amount: string, currency = 'EUR', status = 'planned', remaining = amount) =>
  ({ date, amount, remaining_amount: remaining, currency, status });

describe('totalsByCurrency', () => {
  it('totals each currency on its own, exactly', () => {
    const totals = totalsByCurrency([
      forecast('2026-11-02', '0.10'),
      forecast('2026-11-02', '0.20'),
      forecast('2026-11-03', '-1000000000000.01'),
      forecast('2026-11-03', '250.00', 'USD'),
      forecast('2026-11-04', '-50.00', 'USD'),
    ]);
    expect(totals).toEqual([
      { currency: 'EUR', inflows: 30n, outflows: -100000000000001n, net: -99999999999971n, overdueOutstanding: 0n, count: 3 },
      { currency: 'USD', inflows: 25000n, outflows: -5000n, net: 20000n, overdueOutstanding: 0n, count: 2 },
    ]);
  });

  it('counts what overdue forecasts still expect, signed, and nothing of the other statuses', () => {
    const totals = totalsByCurrency([
      forecast('2026-11-02', '1200.00', 'EUR', 'overdue'),
      forecast('2026-11-02', '-300.00', 'EUR', 'overdue'),
      forecast('2026-11-03', '500.00', 'EUR', 'partial', '200.00'),
      forecast('2026-11-03', '700.00', 'EUR', 'realised', '0.00'),
      forecast('2026-11-03', '90.00', 'EUR', 'postponed'),
    ]);
    expect(totals[0]).toMatchObject({ overdueOutstanding: 90000n, inflows: 249000n, outflows: -30000n, count: 5 });
  });

  it('is empty for no forecasts', () => {
    expect(totalsByCurrency([])).toEqual([]);
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
