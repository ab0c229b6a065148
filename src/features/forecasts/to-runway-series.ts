import { centsToChartNumber, formatMoney } from '../../api/money.ts';
import type { Runway } from '../../lib/cash-runway.ts';

export type RunwaySeriesPoint = { date: string; balance: number; exact: string };

/** How the low point's label is anchored: pulled inwards near either edge so it is never cut off. */
export type LabelAnchor = 'start' | 'middle' | 'end';

export type RunwayChartData = {
  series: RunwaySeriesPoint[];
  lowest: RunwaySeriesPoint;
  lowestAnchor: LabelAnchor;
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
    lowestAnchor: labelAnchor(runway.points.findIndex((candidate) => candidate.date === runway.lowest.date), runway.points.length),
    crossing: crossing ? point(crossing) : null,
    threshold: threshold === null ? null : centsToChartNumber(threshold),
    currency,
  };
}

/** The outer 30 % on each side anchor the label towards the middle: a label of about 130 px fits a 250 px wide phone chart. */
export function labelAnchor(index: number, count: number): LabelAnchor {
  if (count <= 1) return 'start';
  const position = index / (count - 1);
  if (position < 0.3) return 'start';
  if (position > 0.7) return 'end';
  return 'middle';
}
