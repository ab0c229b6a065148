import { describe, expect, it } from 'vitest';
import { toGroupedRows } from '../cash-flow/grouped-rows.ts';
import { planHighlights } from './plan-highlights.ts';
import { planVsActual } from './plan-vs-actual.ts';
import { monthRow } from './summary-fixtures.ts';

const row = (month: string, group: string, net: string) => ({
  ...monthRow(month, { inflows: net.startsWith('-') ? '0.00' : net, outflows: net.startsWith('-') ? net : '0.00', net }),
  group,
});
const forecast = (date: string, category: string, amount: string) => ({ date, category, amount, currency: 'EUR' });

const plan = planVsActual({
  month: { from: '2026-10-01', to: '2026-10-31' },
  actuals: toGroupedRows([
    row('2026-10', 'sales', '1100.00'),
    row('2026-10', 'rent', '-500.00'),
    row('2026-10', 'fees', '-20.00'),
    row('2026-10', 'misc', '-300.00'),
  ]),
  forecasts: [
    forecast('2026-10-05', 'sales', '1000.00'),
    forecast('2026-10-01', 'rent', '-500.00'),
    forecast('2026-10-15', 'payroll', '-200.00'),
  ],
  currency: 'EUR',
  today: '2026-11-20',
});

describe('planHighlights', () => {
  it('names the largest variances, leaves lines on plan and unplanned ones to "others", and every column adds up to the month', () => {
    const { named, others } = planHighlights(plan);
    expect(named.map((line) => line.category)).toEqual(['payroll', 'sales']);
    expect(others).toMatchObject({ count: 3, actual: -820_00n, plan: -500_00n, variance: { amount: -320_00n } });
    const sum = (pick: (line: (typeof named)[number]) => bigint) => named.reduce((total, line) => total + pick(line), 0n);
    expect(sum((line) => line.actual) + others!.actual).toBe(plan.actualNet);
    expect(sum((line) => line.forecast!) + others!.plan!).toBe(plan.plannedNet);
    expect(sum((line) => line.variance!.amount) + others!.variance!.amount).toBe(plan.variance!.amount);
  });

  it('names no more than asked, and has no "others" when every line is named', () => {
    expect(planHighlights(plan, 1).named.map((line) => line.category)).toEqual(['payroll']);
    expect(planHighlights(plan, 1).others).toMatchObject({ count: 4, actual: 280_00n, plan: 500_00n });
    const planned = { ...plan, lines: plan.lines.filter((line) => line.category === 'payroll' || line.category === 'sales') };
    expect(planHighlights(planned).others).toBeNull();
  });
});
