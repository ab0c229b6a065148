import { formatDate, type IsoDate } from '../calendar-date.ts';
import { formatMoney, type Cents } from '../money.ts';
import { cutName, plainText } from '../plain-text.ts';

/** Money and dates as the dashboard writes them, in the workspace's locale ("€12,400.00", "14 Jan 2027"). */
export type Words = { money: (cents: Cents, currency: string) => string; date: (date: IsoDate) => string };

/** Without a locale, the reader's own (the browser's, or the server's default). */
export function wordsFor(locale?: string): Words {
  return {
    money: (cents, currency) => formatMoney(cents, currency, { locale }),
    date: (date) => formatDate(date, { dateStyle: 'medium' }, locale),
  };
}

/** A name from the API as one line of plain text: no controls or bidi marks, cut when very long. */
export function shownName(text: string): string {
  return cutName(plainText(text).trim());
}

export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The word that agrees with a count, noun or verb: "forecast" or "forecasts", "stays" or "stay". One either side of zero is one. */
export const agreeing = (count: number, one: string, many = `${one}s`) => (Math.abs(count) === 1 ? one : many);

/** A count and its noun: "1 forecast", "3 forecasts", "2 occurrences". */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${agreeing(count, one, many)}`;

/**
 * How a balance that is not under a level compares with it: "above", or "at or above" when it touches it to the cent
 * (a rule fires only under its level, so the level itself is not "under").
 */
export const notUnder = (balance: Cents, level: Cents) => (balance > level ? 'above' : 'at or above');
