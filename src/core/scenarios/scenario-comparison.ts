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

/** A day and the scenario's balance less the base case's on it. */
export type DayDifference = { date: IsoDate; difference: Cents };

export type BaseComparison = {
  lowest: RunwayPoint;
  /** The scenario's lowest balance less the base's: negative when the scenario goes lower. */
  lowestDifference: Cents;
  /** The day the scenario is furthest below the base case (its earliest); null when it never is. */
  largestShortfall: DayDifference | null;
  /** The day the scenario is furthest above the base case (its earliest); null when it never is. */
  largestGain: DayDifference | null;
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

/**
 * What the headline says of a scenario: its low, how far it is from the base case's low, the
 * days it differs most from the base case either way, and its first crossings. Two lows can be
 * equal while a scenario holds far less cash for months: the largest shortfall says so.
 */
export function compareToBase(base: Runway, scenario: Runway): BaseComparison {
  return {
    lowest: scenario.lowest,
    lowestDifference: scenario.lowest.balance - base.lowest.balance,
    ...largestDifferences(base.points, scenario.points),
    firstBelowThreshold: scenario.firstBelowThreshold,
    firstBelowZero: scenario.firstBelowZero,
  };
}

function largestDifferences(base: readonly RunwayPoint[], scenario: readonly RunwayPoint[]) {
  const baseOn = new Map(base.map((point) => [point.date, point.balance]));
  let largestShortfall: DayDifference | null = null;
  let largestGain: DayDifference | null = null;
  for (const point of scenario) {
    const baseBalance = baseOn.get(point.date);
    if (baseBalance === undefined) continue;
    const difference = point.balance - baseBalance;
    if (difference < 0n && difference < (largestShortfall?.difference ?? 0n)) largestShortfall = { date: point.date, difference };
    if (difference > 0n && difference > (largestGain?.difference ?? 0n)) largestGain = { date: point.date, difference };
  }
  return { largestShortfall, largestGain };
}
