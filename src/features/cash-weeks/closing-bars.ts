/** One week's bar, in the chart's own units: geometry only, the figures are written beside it. */
export type Bar = { x: number; y: number; width: number; height: number; underZero: boolean };

export type ClosingBars = { bars: Bar[]; zeroY: number; minimumY: number | null };

/**
 * The weeks' closing balances as bars standing on zero (hanging from it when negative), in a box of
 * `width` × `height`, the scale holding zero and the minimum so both lines are on it.
 */
export function closingBars(
  balances: readonly number[],
  minimum: number | null,
  box: { width: number; height: number; gap: number },
): ClosingBars {
  const values = [0, ...balances, ...(minimum === null ? [] : [minimum])];
  const top = Math.max(...values);
  const bottom = Math.min(...values);
  const span = top - bottom || 1;
  const y = (value: number) => ((top - value) / span) * box.height;
  const slot = box.width / Math.max(balances.length, 1);
  const zeroY = y(0);
  const bars = balances.map((balance, index) => {
    const end = y(balance);
    return {
      x: index * slot + box.gap / 2,
      y: Math.min(end, zeroY),
      width: Math.max(slot - box.gap, 1),
      height: Math.abs(end - zeroY),
      underZero: balance < 0,
    };
  });
  return { bars, zeroY, minimumY: minimum === null ? null : y(minimum) };
}
