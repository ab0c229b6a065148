import type { Summary } from '../../core/api/schemas/summary.ts';

/** Spec 4.5 rule 2: what the summary leaves out that the list still shows. */
export const TOTALS_SCOPE =
  'From the API’s cash-flow summary, which leaves out transfers between your own accounts, excluded transactions ' +
  'and duplicates, and counts each piece of a split: totals can differ from the rows listed.';

/**
 * Why a total may not equal the rows a reader adds up, beyond the exclusions: conversion.
 *
 * describeTotalsConversion(summary) // "GBP and USD amounts are converted to EUR at each transaction’s date rate."
 */
export function describeTotalsConversion({ conversion, currency }: Pick<Summary, 'conversion' | 'currency'>): string {
  if (!conversion.converted) return `All amounts are in ${currency}.`;
  const sources = conversion.source_currencies;
  const from = sources.length > 0 ? `${joinWords(sources)} amounts are` : 'Amounts in other currencies are';
  const basis =
    conversion.basis === 'transaction_date_rate'
      ? ' at each transaction’s date rate'
      : conversion.basis
        ? ` (basis: ${conversion.basis})`
        : '';
  return `${from} converted to ${currency}${basis}.`;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
