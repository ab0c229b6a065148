import { describe, expect, it } from 'vitest';
import { scenarioDifference } from './scenario-difference.ts';

describe('scenarioDifference', () => {
  it.each([
    [-2_913_000_00n, { size: 2_913_000_00n, words: 'below the base case', tone: 'bad' }],
    [1n, { size: 1n, words: 'above the base case', tone: 'good' }],
    [0n, { size: 0n, words: 'the same as the base case', tone: 'neutral' }],
  ])('a difference of %s cents', (difference, expected) => {
    expect(scenarioDifference(difference)).toEqual(expected);
  });
});
