import type { IsoDate } from '../calendar-date.ts';
import type { Cents } from '../money.ts';
import { date, money, type Sentence } from './sentence.ts';
import { agreeing, plural } from './words.ts';

/** Outstanding forecasts of one currency other than the workspace's: how many, and what they still expect in it. */
type CurrencyForecasts = { currency: string; count: number; remaining: Cents };

/**
 * Forecasts converted at the API's rate (forecast-rates.ts), with everything needed to check it.
 * `rate` is the rate written out (rateText), workspace units for one unit of the currency.
 * @example ['2 forecasts in USD (', $1,000.00, ") converted at the API's rate of ", 20 Nov 2026, ', 1 USD = 0.921342 EUR: ', €921.34, '.']
 */
export function convertedForecastsSentence(
  entry: CurrencyForecasts & { converted: Cents; rate: { date: IsoDate } },
  into: string,
  rate: string,
): Sentence {
  const { currency, count } = entry;
  return [
    `${plural(count, 'forecast')} in ${currency} (`,
    money(entry.remaining, currency),
    ") converted at the API's rate of ",
    date(entry.rate.date),
    `, 1 ${currency} = ${rate} ${into}: `,
    money(entry.converted, into),
    '.',
  ];
}

/** Forecasts no rate converts (no account holds their currency, or its balances sum to nothing): not counted. */
export function leftOutForecastsSentence({ currency, count, remaining }: CurrencyForecasts): Sentence {
  return [
    `${plural(count, 'forecast')} in ${currency} (`,
    money(remaining, currency),
    `) left out: no account balance in ${currency} gives a rate to convert ${agreeing(count, 'it', 'them')}.`,
  ];
}
