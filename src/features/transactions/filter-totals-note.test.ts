import { describe, expect, it } from 'vitest';
import { describeTotalsConversion } from './filter-totals-note.ts';

describe('describeTotalsConversion', () => {
  it('names the currencies converted and the rate used', () => {
    const conversion = { converted: true, basis: 'transaction_date_rate', source_currencies: ['CHF', 'GBP', 'USD'] };
    expect(describeTotalsConversion({ conversion, currency: 'EUR' })).toBe(
      'CHF, GBP and USD amounts are converted to EUR at each transaction’s date rate.',
    );
  });

  it('shows a basis it does not know as itself', () => {
    const conversion = { converted: true, basis: 'month_end_rate', source_currencies: ['USD'] };
    expect(describeTotalsConversion({ conversion, currency: 'EUR' })).toBe('USD amounts are converted to EUR (basis: month_end_rate).');
  });

  it('says when nothing needed converting', () => {
    const conversion = { converted: false, basis: null, source_currencies: [] };
    expect(describeTotalsConversion({ conversion, currency: 'GBP' })).toBe('All amounts are in GBP.');
  });
});
