import { type Cents, centsToChartNumber } from '../../../core/money.ts';
import type { Runway } from '../../../core/runway/cash-runway.ts';

/**
 * One day of the chart: `balance` draws the base line and `scenarios[i]` each scenario's; the
 * `exact` figures are what labels and the tooltip show, formatted as the screen reads them.
 */
export type RunwaySeriesPoint = { date: string; balance: number; exact: Cents; scenarios: number[]; scenariosExact: Cents[] };

/** A point named for a label: the number places it, the exact figure is what is written. */
export type RunwayMark = { date: string; balance: number; exact: Cents };

/** A scenario's line: its name for the legend and tooltip, and its own low point. */
export type ScenarioLine = { name: string; lowest: RunwayMark };

export type RunwayChartData = {
  series: RunwaySeriesPoint[];
  lowest: RunwayMark;
  crossing: RunwayMark | null;
  threshold: number | null;
  currency: string;
  scenarios: ScenarioLine[];
};

const mark = ({ date, balance }: { date: string; balance: bigint }): RunwayMark => ({
  date,
  balance: centsToChartNumber(balance),
  exact: balance,
});

/**
 * Chart-ready points: geometry as numbers, every label from the exact Money. Scenarios are
 * projected over the same days as the base, so their points line up day for day.
 */
export function toRunwaySeries(
  runway: Runway,
  currency: string,
  threshold: bigint | null,
  scenarios: readonly { name: string; runway: Runway }[] = [],
): RunwayChartData {
  const crossing = threshold === null ? runway.firstBelowZero : runway.firstBelowThreshold;
  return {
    series: runway.points.map((point, index) => {
      const others = scenarios.map((scenario) => scenario.runway.points[index]?.balance ?? point.balance);
      return { ...mark(point), scenarios: others.map(centsToChartNumber), scenariosExact: others };
    }),
    lowest: mark(runway.lowest),
    crossing: crossing ? mark(crossing) : null,
    threshold: threshold === null ? null : centsToChartNumber(threshold),
    currency,
    scenarios: scenarios.map((scenario) => ({ name: scenario.name, lowest: mark(scenario.runway.lowest) })),
  };
}
