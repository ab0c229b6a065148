import { describe, expect, it } from 'vitest';
import { readableTextColor } from './readable-text-color.ts';

describe('readableTextColor', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#f0e442', '#000000'],
    ['#e69f00', '#000000'],
    ['#000000', '#ffffff'],
    ['#0f5b9e', '#ffffff'],
    ['#b3261e', '#ffffff'],
  ] as const)('on %s writes %s', (background, expected) => {
    expect(readableTextColor(background)).toBe(expected);
  });
});
