import type { IsoDate } from '../calendar-date.ts';
import type { Cents } from '../money.ts';

/**
 * A sentence both sides write, written once: its words, with its figures and dates left as parts
 * that each side draws its own way. The browser draws an amount as an Amount (masked while
 * presenting) and a date as a <time>; a message writes both as text (sentence-text.ts).
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

/** A phrase more than one sentence says: why late forecasts are left out unless the reader counts them (the prudent reading). */
export const LATE_LEFT_OUT_BECAUSE = 'as nothing says they will arrive';
