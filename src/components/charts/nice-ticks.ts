/** Steps a reader counts in: 1, 2, 2.5 and 5, times a power of ten. */
const STEPS = [1, 2, 2.5, 5, 10];

/**
 * Round axis ticks covering [low, high], about `count` of them: "€0, €5M, €10M, €15M, €20M"
 * rather than the data's own ends ("€18.66M … −€1.09M"). The first and last tick make the
 * axis's domain, so the data always sits inside it. Geometry only: numbers, never Money.
 * @example niceTicks(-1.09e6, 18.66e6, 5) // [-5e6, 0, 5e6, 10e6, 15e6, 20e6]
 */
export function niceTicks(low: number, high: number, count = 5): number[] {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return [0];
  const [from, to] =
    low === high ? [low - Math.abs(low || 1) * 0.5, high + Math.abs(high || 1) * 0.5] : [Math.min(low, high), Math.max(low, high)];
  const rough = (to - from) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (STEPS.find((candidate) => candidate * power >= rough) ?? 10) * power;
  const ticks = [Math.floor(from / step) * step];
  // Rounded at each step, so 0.1 + 0.2 never prints as 0.30000000000000004.
  while (ticks.at(-1)! < to) ticks.push(Number((ticks.at(-1)! + step).toPrecision(12)));
  return ticks;
}
