import { rateText } from '../runway/forecast-rates.ts';
import { describeStaleBalance } from '../runway/stale-balance.ts';
import type { RunwayRead } from '../runway/read-runway.ts';
import { runwayLateNote } from '../words/late-forecasts.ts';
import { sentenceText } from '../words/sentence-text.ts';
import type { Words } from '../words/words.ts';
import { convertedForecastsSentence, leftOutForecastsSentence } from '../words/conversion.ts';

/** What a runway figure assumes, one sentence each, as the runway's notes say it beside its headline. */
export function runwayAssumptions(projection: RunwayRead, words: Words, locale: string): string[] {
  return [
    lateAssumption(projection, words),
    ...conversionAssumptions(projection, words),
    describeStaleBalance(projection.staleAccounts, locale)?.short ?? null,
  ].filter((sentence): sentence is string => sentence !== null);
}

function lateAssumption({ runway, currency, lookbackFrom }: RunwayRead, words: Words): string {
  return sentenceText(runwayLateNote(runway, currency, lookbackFrom), words);
}

function conversionAssumptions({ conversion, currency, converted, otherCurrencies }: RunwayRead, words: Words): string[] {
  const sentences: string[] = [];
  if (conversion.converted)
    sentences.push(
      `Today's cash includes accounts in ${conversion.source_currencies.join(', ')}, converted to ${currency} by the API at today's rate.`,
    );
  for (const entry of converted) sentences.push(sentenceText(convertedForecastsSentence(entry, currency, rateText(entry.rate)), words));
  for (const entry of otherCurrencies) sentences.push(sentenceText(leftOutForecastsSentence(entry), words));
  return sentences;
}
