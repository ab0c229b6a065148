import type { IsoDate } from '../calendar-date.ts';
import type { Cents } from '../money.ts';
import type { Words } from './words.ts';

/**
 * A sentence both sides write, written once: its words, with its figures and dates left as parts
 * that each side draws its own way. The browser draws an amount as an Amount (masked while
 * presenting) and a date as a <time>; a message writes both as text (sentenceText).
 */
export type Sentence = readonly SentencePart[];

export type SentencePart =
  | string
  | { money: Cents; currency: string }
  | { date: IsoDate }
  /** Words the page marks for its tests and readers (data-* attributes); a message writes only the words. */
  | { marked: Readonly<Record<`data-${string}`, string>>; parts: Sentence };

export const money = (cents: Cents, currency: string): SentencePart => ({ money: cents, currency });
export const date = (day: IsoDate): SentencePart => ({ date: day });
export const marked = (marks: Readonly<Record<`data-${string}`, string>>, ...parts: SentencePart[]): SentencePart => ({
  marked: marks,
  parts,
});

/** The sentence as plain text, its amounts and dates as `words` writes them. */
export function sentenceText(sentence: Sentence, words: Words): string {
  return sentence.map((part) => partText(part, words)).join('');
}

function partText(part: SentencePart, words: Words): string {
  if (typeof part === 'string') return part;
  if ('money' in part) return words.money(part.money, part.currency);
  if ('date' in part) return words.date(part.date);
  return sentenceText(part.parts, words);
}
