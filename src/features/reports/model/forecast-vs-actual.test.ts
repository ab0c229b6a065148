import { describe, expect, it } from 'vitest';
import { alignForecastVsActual, type PlannedAmount } from './forecast-vs-actual.ts';
import type { GroupedRow } from './grouped-rows.ts';

const oct = { start: '2026-10-01', end: '2026-10-31' };
const nov = { start: '2026-11-01', end: '2026-11-30' };
const dec = { start: '2026-12-01', end: '2026-12-31' };

function actual(periodStart: string, group: string, net: bigint): GroupedRow {
  return { periodStart, periodEnd: periodStart, group, flows: { inflows: net > 0n ? net : 0n, outflows: net < 0n ? net : 0n, net } };
}

function planned(date: string, category: string, amount: string, currency = 'EUR'): PlannedAmount {
  return { date, category, amount, currency };
}

describe('alignForecastVsActual', () => {
  const result = alignForecastVsActual({
    months: [oct, nov, dec],
    actuals: [actual(oct.start, 'sales', 12000n), actual(oct.start, 'rent', -5000n), actual(nov.start, 'sales', 3000n)],
    forecasts: [
      planned('2026-10-05', 'sales', '50.00'),
      planned('2026-10-20', 'sales', '50.01'),
      planned('2026-10-01', 'rent', '-50.00'),
      planned('2026-12-15', 'sales', '99.99'),
      planned('2026-12-15', 'sales', '10.00', 'USD'),
      planned('2027-01-15', 'sales', '1.00'),
    ],
    currency: 'EUR',
    today: '2026-11-20',
  });

  it('sums forecasts per month and category exactly and sets actuals beside them', () => {
    const october = result.months[0]!;
    expect(october.timing).toBe('past');
    expect(october.lines).toEqual([
      { category: 'sales', actual: 12000n, forecast: 10001n, variance: { amount: 1999n, percent: '+20.0' } },
      { category: 'rent', actual: -5000n, forecast: -5000n, variance: { amount: 0n, percent: '0.0' } },
    ]);
    expect(october.actualNet).toBe(7000n);
    expect(october.forecastNet).toBe(5001n);
  });

  it('stops actuals at today and lets forecasts continue', () => {
    expect(result.months[1]!.timing).toBe('current');
    expect(result.months[1]!.lines).toEqual([{ category: 'sales', actual: 3000n, forecast: 0n, variance: { amount: 3000n, percent: null } }]);
    const december = result.months[2]!;
    expect(december.timing).toBe('future');
    expect(december.actualNet).toBeNull();
    expect(december.lines).toEqual([{ category: 'sales', actual: null, forecast: 9999n, variance: null }]);
  });

  it('leaves out forecasts in another currency and outside the months, and says so', () => {
    expect(result.skipped).toEqual({ count: 1, currencies: ['USD'] });
  });

  it('re-keys categories, e.g. to their parents', () => {
    const rolled = alignForecastVsActual({
      months: [oct],
      actuals: [actual(oct.start, 'salaries', -100n), actual(oct.start, 'bonus', -1n)],
      forecasts: [planned('2026-10-25', 'salaries', '-1.50')],
      currency: 'EUR',
      today: '2026-11-20',
      keyOf: () => 'payroll',
    });
    expect(rolled.months[0]!.lines).toEqual([{ category: 'payroll', actual: -101n, forecast: -150n, variance: { amount: 49n, percent: '+32.7' } }]);
  });
});
