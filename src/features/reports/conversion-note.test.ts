import { describe, expect, it } from 'vitest';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { describeConversion } from './conversion-note.tsx';

function summary(conversion: Summary['conversion']): Summary {
  return {
    object: 'summary',
    window: { from: '2026-01-01', to: '2026-01-31' },
    interval: 'month',
    group_by: null,
    currency: 'EUR',
    has_data: true,
    conversion,
    totals: { inflows: '0.00', outflows: '0.00', net: '0.00', count: 0 },
    rows: [],
  };
}

describe('describeConversion', () => {
  it('says how and from what amounts were converted', () => {
    expect(describeConversion(summary({ converted: true, basis: 'transaction_date_rate', source_currencies: ['GBP', 'USD'] }))).toBe(
      "Converted to EUR at each transaction's daily rate; source currencies: GBP, USD.",
    );
  });

  it('shows a basis it does not know as itself, and nothing when nothing was converted', () => {
    expect(describeConversion(summary({ converted: true, basis: 'month_end_rate', source_currencies: [] }))).toBe(
      'Converted to EUR (basis: month_end_rate).',
    );
    expect(describeConversion(summary({ converted: false, basis: null, source_currencies: [] }))).toBeNull();
  });
});
