import { describe, expect, it } from 'vitest';
import { date, marked, money } from './sentence.ts';
import { sentenceText } from './sentence-text.ts';
import { wordsFor } from './words.ts';

describe('sentenceText', () => {
  it('writes the words as they are, amounts and dates as the words of the locale, marked parts by their words alone', () => {
    const sentence = [
      'Paid ',
      money(-1_234_50n, 'EUR'),
      ' on ',
      date('2026-11-20'),
      marked({ 'data-x': '1' }, ', ', money(5n, 'USD')),
      '.',
    ];
    expect(sentenceText(sentence, wordsFor('en-GB'))).toBe('Paid -€1,234.50 on 20 Nov 2026, US$0.05.');
  });
});
