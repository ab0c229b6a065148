import { describe, expect, it } from 'vitest';
import { isAtEnd, scrollOverflow } from './scroll-overflow.ts';

describe('scrollOverflow', () => {
  it.each([
    ['a table that fits', { scrollLeft: 0, clientWidth: 1200, scrollWidth: 1200 }, { left: false, right: false }],
    [
      'a wide table at its start: the Total is off to the right',
      { scrollLeft: 0, clientWidth: 1200, scrollWidth: 1900 },
      { left: false, right: true },
    ],
    ['half way', { scrollLeft: 300, clientWidth: 1200, scrollWidth: 1900 }, { left: true, right: true }],
    ['at its end, with a sub-pixel left over', { scrollLeft: 699.5, clientWidth: 1200, scrollWidth: 1900 }, { left: true, right: false }],
    ['one pixel of rounding', { scrollLeft: 0, clientWidth: 1200, scrollWidth: 1201 }, { left: false, right: false }],
  ])('%s', (_name, box, expected) => {
    expect(scrollOverflow(box)).toEqual(expected);
  });
});

describe('isAtEnd', () => {
  it.each([
    ['a table that fits has no end to keep', { scrollLeft: 0, clientWidth: 1200, scrollWidth: 1200 }, false],
    ['a wide table at its start', { scrollLeft: 0, clientWidth: 1200, scrollWidth: 1900 }, false],
    ['half way', { scrollLeft: 300, clientWidth: 1200, scrollWidth: 1900 }, false],
    ['at its end, with a sub-pixel left over', { scrollLeft: 699.5, clientWidth: 1200, scrollWidth: 1900 }, true],
  ])('%s', (_name, box, expected) => {
    expect(isAtEnd(box)).toBe(expected);
  });
});
