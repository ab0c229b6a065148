import { centsToChartNumber, formatMoney } from '../../api/money.ts';
import type { Runway } from '../../lib/cash-runway.ts';

export type RunwaySeriesPoint = { date: string; balance: number; exact: string };

export type RunwayChartData = {
  series: RunwaySeriesPoint[];
  lowest: RunwaySeriesPoint;
  crossing: RunwaySeriesPoint | null;
  threshold: number | null;
  currency: string;
};

/** Chart-ready points: geometry as numbers, every label the exact formatted Money. */
export function toRunwaySeries(runway: Runway, currency: string, threshold: bigint | null, locale?: string): RunwayChartData {
  const point = ({ date, balance }: { date: string; balance: bigint }): RunwaySeriesPoint => ({
    date,
    balance: centsToChartNumber(balance),
    exact: formatMoney(balance, currency, { locale }),
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
