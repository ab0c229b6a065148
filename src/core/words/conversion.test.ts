import { describe, expect, it } from 'vitest';
import { convertedForecastsSentence, leftOutForecastsSentence } from './conversion.ts';
import { sentenceText } from './sentence-text.ts';
import { wordsFor } from './words.ts';

const words = wordsFor('en-GB');

describe('conversion sentences', () => {
  it('gives what was converted, at which rate of which day, and what it came to', () => {
    const entry = { currency: 'USD', count: 2, remaining: 1_000_00n, converted: 921_34n, rate: { date: '2026-11-20' } };
    expect(sentenceText(convertedForecastsSentence(entry, 'EUR', '0.921342'), words)).toBe(
      "2 forecasts in USD (US$1,000.00) converted at the API's rate of 20 Nov 2026, 1 USD = 0.921342 EUR: €921.34.",
    );
  });

  it('says what no rate converts, and why', () => {
    expect(sentenceText(leftOutForecastsSentence({ currency: 'CHF', count: 1, remaining: -50_00n }), words)).toBe(
      '1 forecast in CHF (-CHF\u00a050.00) left out: no account balance in CHF gives a rate to convert it.',
    );
  });
});
