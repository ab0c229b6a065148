import type { Summary } from '../schemas/summary.ts';

/** Test builder: a one-day summary of today's closing balance, without flows; the fields a test cares about overridden. */
export function aDaySummary(day: string, finalBalance: string | undefined, overrides: Partial<Summary> = {}): Summary {
  return {
    object: 'summary',
    window: { from: day, to: day },
    interval: 'day',
    group_by: null,
    currency: 'EUR',
    has_data: true,
    conversion: { converted: false, basis: null, source_currencies: [] },
    totals: {
      inflows: '0.00',
      outflows: '0.00',
      net: '0.00',
      count: 0,
      ...(finalBalance === undefined ? {} : { final_balance: finalBalance }),
    },
    rows: [],
    ...overrides,
  };
}
