import { describe, expect, it } from 'vitest';
import { oneOf } from './one-of.ts';

describe('oneOf', () => {
  const intervals = ['day', 'week', 'month'] as const;

  it('gives back the value a select chose', () => {
    expect(oneOf(intervals, 'week')).toBe('week');
  });

  it('gives undefined for anything else, so an empty choice or a tampered option clears the parameter', () => {
    expect(oneOf(intervals, '')).toBeUndefined();
    expect(oneOf(intervals, 'Week')).toBeUndefined();
    expect(oneOf(intervals, 'year')).toBeUndefined();
  });
});
