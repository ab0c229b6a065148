import { describe, expect, it } from 'vitest';
import type { Category } from '../api/schemas/reference.ts';
import { alignForecastVsActual, categoryTreeOrder, planCoverage, type PlannedAmount } from './forecast-vs-actual.ts';
import { NO_GROUP, type GroupedRow } from './grouped-rows.ts';

const sep = { start: '2026-09-01', end: '2026-09-30' };
const oct = { start: '2026-10-01', end: '2026-10-31' };
const nov = { start: '2026-11-01', end: '2026-11-30' };
const dec = { start: '2026-12-01', end: '2026-12-31' };

function actual(periodStart: string, group: string, net: bigint): GroupedRow {
  return { periodStart, periodEnd: periodStart, group, flows: { inflows: net > 0n ? net : 0n, outflows: net < 0n ? net : 0n, net } };
}

function planned(date: string, category: string, amount: string, currency = 'EUR'): PlannedAmount {
  return { date, category, amount, currency };
}

const lineSummary = (line: {
  category: string;
  actual: bigint | null;
  forecast: bigint | null;
  variance: { amount: bigint; meaning: { words: string } } | null;
}) => ({
  category: line.category,
  actual: line.actual,
  forecast: line.forecast,
  variance: line.variance && { amount: line.variance.amount, words: line.variance.meaning.words },
});

describe('alignForecastVsActual', () => {
  const result = alignForecastVsActual({
    months: [sep, oct, nov, dec],
    actuals: [
      actual(sep.start, 'sales', 900n),
      actual(oct.start, 'sales', 12000n),
      actual(oct.start, 'rent', -5000n),
      actual(nov.start, 'sales', 3000n),
    ],
    forecasts: [
      planned('2026-10-05', 'sales', '50.00'),
      planned('2026-10-20', 'sales', '50.01'),
      planned('2026-10-01', 'rent', '-50.00'),
      planned('2026-11-15', 'rent', '-10.00'),
      planned('2026-12-15', 'sales', '99.99'),
      planned('2026-12-15', 'sales', '10.00', 'USD'),
      planned('2027-01-15', 'sales', '1.00'),
    ],
    currency: 'EUR',
    today: '2026-11-20',
    order: ['rent', 'sales'],
  });

  it('sums forecasts per month and category exactly, sets actuals beside them, in the category tree order', () => {
    const october = result.months[1]!;
    expect(october.timing).toBe('past');
    expect(october.lines.map(lineSummary)).toEqual([
      { category: 'rent', actual: -5000n, forecast: -5000n, variance: { amount: 0n, words: 'on plan' } },
      { category: 'sales', actual: 12000n, forecast: 10001n, variance: { amount: 1999n, words: '20.0 % above plan' } },
    ]);
    expect(october.actualNet).toBe(7000n);
    expect(october.forecastNet).toBe(5001n);
  });

  it('says a month or category without any forecast has no plan, and gives it no variance', () => {
    const september = result.months[0]!;
    expect(september.forecastNet).toBeNull();
    expect(september.lines.map(lineSummary)).toEqual([{ category: 'sales', actual: 900n, forecast: null, variance: null }]);
    expect(result.months[2]!.lines.map(lineSummary)).toEqual([
      { category: 'rent', actual: 0n, forecast: -1000n, variance: { amount: 1000n, words: 'above plan' } },
      { category: 'sales', actual: 3000n, forecast: null, variance: null },
    ]);
    expect(planCoverage(result)).toEqual({ unplanned: [result.months[0]], totalComparable: false });
  });

  it('stops actuals at today and lets forecasts continue', () => {
    expect(result.months[2]!.timing).toBe('current');
    const december = result.months[3]!;
    expect(december.timing).toBe('future');
    expect(december.actualNet).toBeNull();
    expect(december.lines.map(lineSummary)).toEqual([{ category: 'sales', actual: null, forecast: 9999n, variance: null }]);
  });

  it('splits each month into inflows and outflows, forecast by its sign, adding up to the net; none where the net has none', () => {
    const [september, october, november, december] = result.months;
    expect(october!.inflows).toEqual({ actual: 12000n, forecast: 10001n });
    expect(october!.outflows).toEqual({ actual: -5000n, forecast: -5000n });
    expect(october!.inflows.forecast! + october!.outflows.forecast!).toBe(october!.forecastNet);
    expect(october!.inflows.actual! + october!.outflows.actual!).toBe(october!.actualNet);
    expect(september!.inflows).toEqual({ actual: 900n, forecast: null });
    expect(november!.inflows).toEqual({ actual: 3000n, forecast: 0n });
    expect(november!.outflows).toEqual({ actual: 0n, forecast: -1000n });
    expect(december!.inflows).toEqual({ actual: null, forecast: 9999n });
  });

  it('leaves out forecasts in another currency and outside the months, and says so', () => {
    expect(result.skipped).toEqual({ count: 1, currencies: ['USD'] });
    expect(result.categories).toEqual(['rent', 'sales']);
  });

  it('puts categories the tree does not know after it, and the uncategorised last', () => {
    const ordered = alignForecastVsActual({
      months: [oct],
      actuals: [
        actual(oct.start, NO_GROUP, 1n),
        actual(oct.start, 'new', 2n),
        actual(oct.start, 'sales', 3n),
        actual(oct.start, 'rent', -4n),
      ],
      forecasts: [],
      currency: 'EUR',
      today: '2026-11-20',
      order: ['rent', 'sales'],
    });
    expect(ordered.months[0]!.lines.map((line) => line.category)).toEqual(['rent', 'sales', 'new', NO_GROUP]);
    expect(ordered.categories).toEqual(['rent', 'sales', 'new', NO_GROUP]);
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
    expect(rolled.months[0]!.lines.map(lineSummary)).toEqual([
      { category: 'payroll', actual: -101n, forecast: -150n, variance: { amount: 49n, words: 'net outflow 32.7 % smaller than plan' } },
    ]);
  });

  it('can set the whole window against its plan only when every month has one and has started', () => {
    const planned_ = alignForecastVsActual({
      months: [oct],
      actuals: [],
      forecasts: [planned('2026-10-02', 'rent', '-1.00')],
      currency: 'EUR',
      today: '2026-11-20',
    });
    expect(planCoverage(planned_).totalComparable).toBe(true);
  });
});

describe('categoryTreeOrder', () => {
  it('lists each root followed by its children, as the API orders the tree', () => {
    const category = (id: string, parent_id: string | null): Category => ({
      object: 'category',
      id,
      name: id,
      code: null,
      direction: 'outflow',
      activity: 'operating',
      parent_id,
      position: 0,
      color: null,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    });
    expect(
      categoryTreeOrder([category('sales', null), category('payroll', null), category('salaries', 'payroll'), category('b2b', 'sales')]),
    ).toEqual(['sales', 'b2b', 'payroll', 'salaries']);
  });
});
