import { describe, expect, it } from 'vitest';
import { niceTicks } from './nice-ticks.ts';

describe('niceTicks', () => {
  it('gives round ticks around the data, not its own ends', () => {
    expect(niceTicks(-1.09e6, 18.66e6, 5)).toEqual([-5e6, 0, 5e6, 10e6, 15e6, 20e6]);
    expect(niceTicks(6_081_602, 7_171_241, 5)).toEqual([6_000_000, 6_500_000, 7_000_000, 7_500_000]);
  });

  it('always covers the data, its first and last ticks outside or on it', () => {
    for (const [low, high] of [
      [-901.06, 0],
      [0, 0.3],
      [123, 98_765],
      [-5e6, -4.2e6],
    ] as const) {
      const ticks = niceTicks(low, high);
      expect(ticks[0]!).toBeLessThanOrEqual(low);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(high);
      expect(ticks.length).toBeLessThanOrEqual(8);
    }
  });

  it('spreads a single value around itself rather than collapsing', () => {
    const ticks = niceTicks(-901.06, -901.06);
    expect(ticks[0]!).toBeLessThan(-901.06);
    expect(ticks.at(-1)!).toBeGreaterThan(-901.06);
  });

  it('prints decimal steps without floating-point dust', () => {
    expect(niceTicks(0, 0.3, 4)).toEqual([0, 0.1, 0.2, 0.3]);
  });
});
