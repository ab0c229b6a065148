/** Months projected ahead. */
export const runwayHorizons = [3, 6, 12] as const;
export type RunwayHorizon = (typeof runwayHorizons)[number];

export type RunwaySettings = {
  horizon: RunwayHorizon;
  /** Late forecasts (overdue, or partial and dated before today) counted as arriving today. */
  countLate: boolean;
  /** The cash level the reader does not want to go below, in cents; null when none is set. */
  minCash: bigint | null;
};

/**
 * What the runway assumes when the reader has not chosen, the same on / and on /forecasts:
 * late forecasts are left out, the prudent reading, since nothing says they will arrive.
 */
export const defaultRunwaySettings: RunwaySettings = { horizon: 3, countLate: false, minCash: null };
