import { describe, expect, it } from 'vitest';
import { rowRange, scrollTopToReveal, viewportRows } from './row-window.ts';

describe('viewportRows', () => {
  it('counts rows below the header from the top', () => {
    expect(viewportRows(0, 400, 40, 40)).toEqual({ first: 0, last: 8 });
  });

  it('moves only when a row boundary passes', () => {
    expect(viewportRows(40 + 39, 400, 40, 40)).toEqual({ first: 0, last: 10 });
    expect(viewportRows(40 + 40, 400, 40, 40)).toEqual({ first: 1, last: 10 });
  });

  it('shows one row in a viewport not yet measured', () => {
    expect(viewportRows(0, 0, 40, 40)).toEqual({ first: 0, last: 0 });
  });
});

describe('rowRange', () => {
  it('widens the viewport by the overscan, within the rows loaded', () => {
    expect(rowRange({ first: 100, last: 110 }, 1000, 12)).toEqual({ start: 88, end: 123 });
    expect(rowRange({ first: 0, last: 10 }, 5, 12)).toEqual({ start: 0, end: 5 });
  });

  it('keeps the last rows when the list shrank below the scroll position', () => {
    expect(rowRange({ first: 500, last: 510 }, 100, 12)).toEqual({ start: 87, end: 100 });
  });

  it('is empty without rows', () => {
    expect(rowRange({ first: 0, last: 10 }, 0, 12)).toEqual({ start: 0, end: 0 });
  });
});

describe('scrollTopToReveal', () => {
  it('scrolls up so a row above sits just under the sticky header', () => {
    expect(scrollTopToReveal(5, 1000, 400, 40, 40)).toBe(200);
  });

  it('scrolls down so a row below sits at the bottom edge', () => {
    expect(scrollTopToReveal(20, 0, 400, 40, 40)).toBe(40 + 21 * 40 - 400);
  });

  it('leaves a row already in view where it is', () => {
    expect(scrollTopToReveal(3, 0, 400, 40, 40)).toBeNull();
  });
});
