import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money.ts';
import { balancesConvertedWords, forecastsConvertedWords, forecastsLeftOutWords } from './conversion.ts';

const written = {
  money: (cents: bigint, currency: string) => formatMoney(cents, currency, { locale: 'en-GB' }),
  date: (date: string) => date,
};
const rate = { currency: 'USD', into: 'EUR', date: '2026-11-20', own: 1_000_00n, workspace: 921_34n };

describe('conversion words', () => {
  it("says which balances the API converted at today's rate", () => {
    expect(balancesConvertedWords(['GBP', 'USD'], 'EUR')).toBe("Balances in GBP, USD are converted to EUR by the API at today's rate.");
  });

  it('says what forecasts in another currency expect, the rate with its day, and what they come to', () => {
    expect(forecastsConvertedWords({ currency: 'USD', count: 3, remaining: 1_000_00n, rate, converted: 921_34n }, written)).toBe(
      "3 forecasts in USD (US$1,000.00) converted at 1 USD = 0.921340 EUR, the API's rate of 2026-11-20: €921.34.",
    );
  });

  it('says what is left out when no rate converts a currency', () => {
    expect(forecastsLeftOutWords({ currency: 'CHF', count: 1, remaining: 50_00n }, written)).toBe(
      '1 forecast in CHF (CHF 50.00) left out: no rate converts it.',
    );
  });
});
