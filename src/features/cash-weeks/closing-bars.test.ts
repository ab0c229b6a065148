import { describe, expect, it } from 'vitest';
import { closingBars } from './closing-bars.ts';

const box = { width: 130, height: 40, gap: 2 };

describe('closingBars', () => {
  it('stands positive balances on zero at the foot, the tallest filling the box', () => {
    const { bars, zeroY } = closingBars([100, 50], null, box);
    expect(zeroY).toBe(40);
    expect(bars).toEqual([
      { x: 1, y: 0, width: 63, height: 40, underZero: false },
      { x: 66, y: 20, width: 63, height: 20, underZero: false },
    ]);
  });

  it('hangs a negative balance from zero, and keeps the minimum on the scale', () => {
    const { bars, zeroY, minimumY } = closingBars([60, -20], 80, box);
    // From 80 down to -20: a span of 100 in 40 units.
    expect(zeroY).toBe(32);
    expect(minimumY).toBe(0);
    expect(bars[1]).toEqual({ x: 66, y: 32, width: 63, height: 8, underZero: true });
  });

  it('draws flat bars, not a division by zero, when every week closes at zero', () => {
    expect(closingBars([0, 0], null, box).bars.map((bar) => bar.height)).toEqual([0, 0]);
  });
});
