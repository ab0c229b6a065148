import { absCents } from '../money.ts';
import { rateText } from '../runway/forecast-rates.ts';
import { describeStaleBalance } from '../runway/stale-balance.ts';
import type { RunwayRead } from '../runway/read-runway.ts';
import { plural, type Words } from '../words/words.ts';

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
  if (late.oldest === null) return `No receipt or payment is late (looked for from ${words.date(lookbackFrom)}).`;
  const sides = `late receipts of ${words.money(late.receipts.remaining, currency)} (${plural(late.receipts.count, 'forecast')}) and late payments of ${words.money(absCents(late.payments.remaining), currency)} (${plural(late.payments.count, 'forecast')}), the oldest from ${words.date(late.oldest)}`;
  if (late.counted)
    return `Counted as arriving today: ${sides}. Without them the lowest would be ${words.money(lows.lateLeftOut.balance, currency)}.`;
  return `Not counted, as nothing says they will arrive: ${sides}. If they all arrived today the lowest would be ${words.money(lows.lateCounted.balance, currency)}.`;
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
