import { describe, expect, it } from 'vitest';
import { unbrokenSigns } from './unbroken-signs.ts';

describe('unbrokenSigns', () => {
  it('joins each sign to the amount after it, whatever comes first: a currency or a digit', () => {
    expect(unbrokenSigns('Late forecasts (€136,340.87 receipts and -€25,154.77 payments)')).toBe(
      'Late forecasts (€136,340.87 receipts and -\u2060€25,154.77 payments)',
    );
    expect(unbrokenSigns('+€3k, -25 154,77 € and (-£4)')).toBe('+\u2060€3k, -\u206025 154,77 € and (-\u2060£4)');
  });

  it('leaves a dash between words, and a hyphenated word, as they are', () => {
    expect(unbrokenSigns('week-by-week - as planned')).toBe('week-by-week - as planned');
  });
});
