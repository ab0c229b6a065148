import { describe, expect, it } from 'vitest';
import { toGroupedRows } from '../cash-flow/grouped-rows.ts';
import { planVsActual } from './plan-vs-actual.ts';
import { monthRow } from './summary-fixtures.ts';

const row = (month: string, group: string, net: string) => ({
  ...monthRow(month, { inflows: net.startsWith('-') ? '0.00' : net, outflows: net.startsWith('-') ? net : '0.00', net }),
  group,
});
const forecast = (date: string, category: string, amount: string, currency = 'EUR') => ({ date, category, amount, currency });

describe('planVsActual', () => {
  const plan = planVsActual({
    month: { from: '2026-10-01', to: '2026-10-31' },
    actuals: toGroupedRows([
      row('2026-09', 'sales', '999.00'),
      row('2026-10', 'sales', '1100.00'),
      row('2026-10', 'rent', '-500.00'),
      row('2026-10', 'fees', '-20.00'),
      row('2026-10', 'misc', '-300.00'),
    ]),
    forecasts: [
      forecast('2026-10-05', 'sales', '600.00'),
      forecast('2026-10-20', 'sales', '400.00'),
      forecast('2026-10-01', 'rent', '-500.00'),
      forecast('2026-10-15', 'payroll', '-200.00'),
      forecast('2026-10-15', 'sales', '50.00', 'USD'),
      forecast('2026-11-01', 'sales', '1.00'),
    ],
    currency: 'EUR',
    today: '2026-11-20',
  });
  const byCategory = (category: string) => plan.lines.find((line) => line.category === category)!;

  it('sets each category against the sum of its forecasts in the month, largest variance first, unplanned last', () => {
    expect(plan.lines.map((line) => line.category)).toEqual(['payroll', 'sales', 'rent', 'misc', 'fees']);
    expect(byCategory('sales')).toMatchObject({ actual: 1100_00n, forecast: 1000_00n });
    expect(byCategory('sales').variance?.meaning.words).toBe('10.0 % above plan');
    expect(byCategory('rent').variance?.meaning.words).toBe('on plan');
  });

  it('gives a planned category with no movement an actual of zero, and an unplanned one no variance', () => {
    expect(byCategory('payroll')).toMatchObject({ actual: 0n, forecast: -200_00n });
    expect(byCategory('payroll').variance?.amount).toBe(200_00n);
    expect(byCategory('misc')).toMatchObject({ forecast: null, variance: null });
  });

  it("totals the month's actual and plan, and says which forecasts another currency kept out", () => {
    expect(plan.actualNet).toBe(280_00n);
    expect(plan.plannedNet).toBe(300_00n);
    expect(plan.variance?.amount).toBe(-20_00n);
    expect(plan.skipped).toEqual({ count: 1, currencies: ['USD'] });
  });
});
