import type { Sentence, SentencePart } from './sentence.ts';
import type { Words } from './words.ts';

// Apart from sentence.ts: the browser's views draw sentences and never need their text.
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
