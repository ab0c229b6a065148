import { describe, expect, it } from 'vitest';
import { oneOrMany, plural } from './plural.ts';

describe('plural', () => {
  it('writes the count with the noun in the singular for one and the plural otherwise, zero included', () => {
    expect(plural(1, 'forecast')).toBe('1 forecast');
    expect(plural(3, 'forecast')).toBe('3 forecasts');
    expect(plural(0, 'forecast')).toBe('0 forecasts');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'counterparty', 'counterparties')).toBe('1 counterparty');
    expect(plural(2, 'counterparty', 'counterparties')).toBe('2 counterparties');
  });
});

describe('oneOrMany', () => {
  it('gives the word alone, so a verb can agree or the number be written apart', () => {
    expect(oneOrMany(1, 'is', 'are')).toBe('is');
    expect(oneOrMany(12, 'is', 'are')).toBe('are');
    expect(`${(1200).toLocaleString('en-GB')} ${oneOrMany(1200, 'row')}`).toBe('1,200 rows');
  });
});
