import { absCents } from '../money.ts';
import { rateText } from '../runway/forecast-rates.ts';
import { describeStaleBalance } from '../runway/stale-balance.ts';
import { lateForecastsWords, lateSideWords, nothingLateWords } from '../words/late-forecasts.ts';
import type { RunwayRead } from './read-runway.ts';
import { plural } from '../words/plural.ts';
import type { Words } from './words.ts';

/** What a runway figure assumes, one sentence each, as the runway's notes say it beside its headline. */
export function runwayAssumptions(projection: RunwayRead, words: Words, locale: string): string[] {
  return [
    lateAssumption(projection, words),
    ...conversionAssumptions(projection),
    describeStaleBalance(projection.staleAccounts, locale)?.short ?? null,
  ].filter((sentence): sentence is string => sentence !== null);
}

function lateAssumption({ runway, currency, lookbackFrom }: RunwayRead, words: Words): string {
  const { late, lows } = runway;
  if (late.oldest === null) return nothingLateWords(words.date(lookbackFrom)).join('');
  const other = late.counted ? lows.lateLeftOut : lows.lateCounted;
  return lateForecastsWords({
    counted: late.counted,
    receipts: lateSideWords('receipts', words.money(late.receipts.remaining, currency), late.receipts.count).join(''),
    payments: lateSideWords('payments', words.money(absCents(late.payments.remaining), currency), late.payments.count).join(''),
    oldest: words.date(late.oldest),
    otherLowest: words.money(other.balance, currency),
  }).join('');
}

function conversionAssumptions({ conversion, currency, converted, otherCurrencies }: RunwayRead): string[] {
  const sentences: string[] = [];
  if (conversion.converted)
    sentences.push(
      `Today's cash includes accounts in ${conversion.source_currencies.join(', ')}, converted to ${currency} by the API at today's rate.`,
    );
  for (const { currency: from, count, rate } of converted)
    sentences.push(
      `${plural(count, 'forecast')} in ${from} converted at the API's rate of today, 1 ${from} = ${rateText(rate)} ${currency}.`,
    );
  for (const { currency: from, count } of otherCurrencies)
    sentences.push(`${plural(count, 'forecast')} in ${from} left out: no account in ${from} gives a rate.`);
  return sentences;
}
