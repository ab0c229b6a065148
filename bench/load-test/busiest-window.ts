/** The most events in any `windowMs` (times in ascending order). */
export function busiestWindow(times: number[], windowMs: number): number {
  let max = 0;
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= windowMs) start++;
    max = Math.max(max, end - start + 1);
  }
  return max;
}
