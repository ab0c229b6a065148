import { absCents } from '../money.ts';
import { describeStaleBalance } from '../runway/stale-balance.ts';
import { balancesConvertedWords, forecastsConvertedWords, forecastsLeftOutWords } from '../words/conversion.ts';
import { lateForecastsWords, lateSideWords, nothingLateWords } from '../words/late-forecasts.ts';
import type { RunwayRead } from './read-runway.ts';
import type { Words } from './words.ts';

/** What a runway figure assumes, one sentence each, as the runway's notes say it beside its headline. */
export function runwayAssumptions(projection: RunwayRead, words: Words, locale: string): string[] {
  return [
    lateAssumption(projection, words),
    ...conversionAssumptions(projection, words),
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

function conversionAssumptions({ conversion, currency, converted, otherCurrencies }: RunwayRead, words: Words): string[] {
  return [
    ...(conversion.converted ? [balancesConvertedWords(conversion.source_currencies, currency)] : []),
    ...converted.map((entry) => forecastsConvertedWords(entry, words)),
    ...otherCurrencies.map((entry) => forecastsLeftOutWords(entry, words)),
  ];
}
