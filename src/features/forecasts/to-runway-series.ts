import { type Cents, centsToChartNumber } from '../../api/money.ts';
import type { Runway } from '../../lib/cash-runway.ts';

/** `balance` draws the line; `exact` is what labels and the tooltip show, formatted as the screen reads it. */
export type RunwaySeriesPoint = { date: string; balance: number; exact: Cents };

export type RunwayChartData = {
  series: RunwaySeriesPoint[];
  lowest: RunwaySeriesPoint;
  crossing: RunwaySeriesPoint | null;
  threshold: number | null;
  currency: string;
};

/** Chart-ready points: geometry as numbers, every label from the exact Money. */
export function toRunwaySeries(runway: Runway, currency: string, threshold: bigint | null): RunwayChartData {
  const point = ({ date, balance }: { date: string; balance: bigint }): RunwaySeriesPoint => ({
    date,
    balance: centsToChartNumber(balance),
    exact: balance,
  });
  const crossing = threshold === null ? runway.firstBelowZero : runway.firstBelowThreshold;
  return {
    series: runway.points.map(point),
    lowest: point(runway.lowest),
    crossing: crossing ? point(crossing) : null,
    threshold: threshold === null ? null : centsToChartNumber(threshold),
    currency,
  };
}
