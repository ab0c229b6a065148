import { describe, expect, it } from 'vitest';
import { scrollOverflow } from './scroll-overflow.ts';

describe('scrollOverflow', () => {
  it.each([
    ['a table that fits', { scrollLeft: 0, clientWidth: 1200, scrollWidth: 1200 }, { left: false, right: false }],
    ['a wide table at its start: the Total is off to the right', { scrollLeft: 0, clientWidth: 1200, scrollWidth: 1900 }, { left: false, right: true }],
    ['half way', { scrollLeft: 300, clientWidth: 1200, scrollWidth: 1900 }, { left: true, right: true }],
    ['at its end, with a sub-pixel left over', { scrollLeft: 699.5, clientWidth: 1200, scrollWidth: 1900 }, { left: true, right: false }],
    ['one pixel of rounding', { scrollLeft: 0, clientWidth: 1200, scrollWidth: 1201 }, { left: false, right: false }],
  ])('%s', (_name, box, expected) => {
    expect(scrollOverflow(box)).toEqual(expected);
  });
});
