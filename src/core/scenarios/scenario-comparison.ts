import type { Cents } from '../money.ts';
import type { IsoDate } from '../calendar-date.ts';
import type { Runway, RunwayPoint } from '../runway/cash-runway.ts';

/** The closing balance of one calendar month: its last projected day, which is the horizon's day in the last month. */
export type MonthlyClosing = { month: string; date: IsoDate; balance: Cents };

export type MonthlyComparison = {
  month: string;
  date: IsoDate;
  base: Cents;
  /** One per scenario, in the order given; difference is the scenario's balance less the base's. */
  scenarios: { balance: Cents; difference: Cents }[];
};

export type BaseComparison = {
  lowest: RunwayPoint;
  /** The scenario's lowest balance less the base's: negative when the scenario goes lower. */
  lowestDifference: Cents;
  firstBelowThreshold: RunwayPoint | null;
  firstBelowZero: RunwayPoint | null;
};

/**
 * The last projected day of each calendar month, in date order.
 *
 * @example monthlyClosing(runway.points)[0] // { month: '2026-11', date: '2026-11-30', balance: 1_234_00n }
 */
export function monthlyClosing(points: readonly RunwayPoint[]): MonthlyClosing[] {
  const closings: MonthlyClosing[] = [];
  for (const point of points) {
    const month = point.date.slice(0, 7);
    const entry = { month, date: point.date, balance: point.balance };
    if (closings.at(-1)?.month === month) closings[closings.length - 1] = entry;
    else closings.push(entry);
  }
  return closings;
}

/**
 * Month-end cash of the base case beside each scenario's, with the differences. The runways come
 * from the same inputs and cover the same days; a month some runway lacks is left out rather than guessed.
 */
export function compareMonthly(base: Runway, scenarios: readonly Runway[]): MonthlyComparison[] {
  const closings = scenarios.map((scenario) => new Map(monthlyClosing(scenario.points).map((closing) => [closing.month, closing])));
  const rows: MonthlyComparison[] = [];
  for (const closing of monthlyClosing(base.points)) {
    const columns = columnsFor(closing, closings);
    if (columns) rows.push({ month: closing.month, date: closing.date, base: closing.balance, scenarios: columns });
  }
  return rows;
}

function columnsFor(base: MonthlyClosing, closings: readonly ReadonlyMap<string, MonthlyClosing>[]): MonthlyComparison['scenarios'] | null {
  const columns: MonthlyComparison['scenarios'] = [];
  for (const byMonth of closings) {
    const closing = byMonth.get(base.month);
    if (!closing || closing.date !== base.date) return null;
    columns.push({ balance: closing.balance, difference: closing.balance - base.balance });
  }
  return columns;
}

/** What the headline says of a scenario: its low, how far it is from the base case's low, and its first crossings. */
export function compareToBase(base: Runway, scenario: Runway): BaseComparison {
  return {
    lowest: scenario.lowest,
    lowestDifference: scenario.lowest.balance - base.lowest.balance,
    firstBelowThreshold: scenario.firstBelowThreshold,
    firstBelowZero: scenario.firstBelowZero,
  };
}
