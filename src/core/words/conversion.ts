import type { IsoDate } from '../calendar-date.ts';
import type { Cents } from '../money.ts';
import { rateText, type ConvertedForecasts, type CurrencyForecasts } from '../runway/forecast-rates.ts';
import { oneOrMany, plural } from './plural.ts';

/** Money and dates as the sentence's reader sees them: a message's locale, or the screen (masked while presenting). */
export type Written = { money: (cents: Cents, currency: string) => string; date: (date: IsoDate) => string };

/**
 * What the API converted for a figure of today's cash, as every view and message says it.
 * @example balancesConvertedWords(['GBP', 'USD'], 'EUR') // "Balances in GBP, USD are converted to EUR by the API at today's rate."
 */
export function balancesConvertedWords(sourceCurrencies: readonly string[], into: string): string {
  return `Balances in ${sourceCurrencies.join(', ')} are converted to ${into} by the API at today's rate.`;
}

/**
 * Forecasts in another currency, converted at the rate the API's own balances give (forecast-rates.ts), its day
 * said: a message or a workbook is read after the day it was written.
 * @example forecastsConvertedWords(usd, words)
 *   // "3 forecasts in USD ($1,000.00) converted at 1 USD = 0.921340 EUR, the API's rate of Nov 20, 2026: €921.34."
 */
export function forecastsConvertedWords({ count, currency, remaining, rate, converted }: ConvertedForecasts, written: Written): string {
  const { money, date } = written;
  return (
    `${plural(count, 'forecast')} in ${currency} (${money(remaining, currency)}) ` +
    `converted at 1 ${currency} = ${rateText(rate)} ${rate.into}, the API's rate of ${date(rate.date)}: ${money(converted, rate.into)}.`
  );
}

/**
 * Forecasts in a currency no rate converts, left out of the figures.
 * @example forecastsLeftOutWords(chf, words) // "2 forecasts in CHF (CHF 50.00) left out: no rate converts them."
 */
export function forecastsLeftOutWords({ count, currency, remaining }: CurrencyForecasts, { money }: Pick<Written, 'money'>): string {
  const forecasts = `${plural(count, 'forecast')} in ${currency} (${money(remaining, currency)})`;
  return `${forecasts} left out: no rate converts ${oneOrMany(count, 'it', 'them')}.`;
}
