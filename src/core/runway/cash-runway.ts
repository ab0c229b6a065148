import type { Cents } from '../money.ts';
import { addDays, type IsoDate } from '../calendar-date.ts';
import { addLate, emptyLateTotals, isLate, isOutstanding, type LateTotals } from './forecast-totals.ts';

/** One expected movement: a forecast's remaining amount, signed, on its date. */
export type RunwayMovement = { date: IsoDate; status: string; remaining: Cents };

export type RunwayInput = {
  today: IsoDate;
  /** Last day projected, inclusive. */
  horizonEnd: IsoDate;
  /** Cash at the end of today as booked, before any forecast. */
  startingBalance: Cents;
  movements: readonly RunwayMovement[];
  /** Count late forecasts (see isLate) as arriving today; left out, the projection assumes none of them arrives. */
  countLate: boolean;
  /** The level the reader does not want to go below; 0 when none is set. */
  threshold: Cents;
};

export type RunwayPoint = { date: IsoDate; balance: Cents };

export type Runway = {
  /** End-of-day balances, one per day from today to the horizon. */
  points: RunwayPoint[];
  /** The lowest balance, at its earliest day, under the reader's choice about late forecasts. */
  lowest: RunwayPoint;
  /** The lowest balance both ways, so the choice's weight can be stated next to it. */
  lows: { lateLeftOut: RunwayPoint; lateCounted: RunwayPoint };
  /** First day below the threshold, and first day below zero; null when it never happens. */
  firstBelowThreshold: RunwayPoint | null;
  firstBelowZero: RunwayPoint | null;
  /** Late forecasts met, receipts and payments apart, whether counted or not. */
  late: LateTotals & { counted: boolean };
};

/**
 * Projects cash day by day: today's balance, then each outstanding forecast's remaining amount
 * on its date. Late forecasts land on today when counted; later ones beyond the horizon are ignored.
 *
 * @example projectCashRunway({ today, horizonEnd, startingBalance: 100_00n, movements, countLate: false, threshold: 0n }).lowest
 */
export function projectCashRunway(input: RunwayInput): Runway {
  const { today, horizonEnd, startingBalance, movements, countLate, threshold } = input;
  const byDay = new Map<IsoDate, Cents>();
  const late = emptyLateTotals();
  for (const movement of movements) {
    if (!isOutstanding(movement.status) || movement.date > horizonEnd) continue;
    if (isLate(movement, today)) addLate(late, movement.date, movement.remaining);
    else byDay.set(movement.date, (byDay.get(movement.date) ?? 0n) + movement.remaining);
  }
  const lateNet = late.receipts.remaining + late.payments.remaining;

  const leftOut = dailyBalances(today, horizonEnd, startingBalance, byDay);
  const lowLeftOut = lowestOf(leftOut);
  // Counting late forecasts today lifts every day by the same amount, so the low stays on its day.
  const lows = { lateLeftOut: lowLeftOut, lateCounted: { date: lowLeftOut.date, balance: lowLeftOut.balance + lateNet } };
  const points = countLate ? leftOut.map((point) => ({ date: point.date, balance: point.balance + lateNet })) : leftOut;
  return {
    points,
    lowest: countLate ? lows.lateCounted : lows.lateLeftOut,
    lows,
    firstBelowThreshold: points.find((point) => point.balance < threshold) ?? null,
    firstBelowZero: points.find((point) => point.balance < 0n) ?? null,
    late: { ...late, counted: countLate },
  };
}

function dailyBalances(today: IsoDate, horizonEnd: IsoDate, start: Cents, byDay: ReadonlyMap<IsoDate, Cents>): RunwayPoint[] {
  const points: RunwayPoint[] = [];
  let balance = start;
  for (let day = today; day <= horizonEnd; day = addDays(day, 1)) {
    balance += byDay.get(day) ?? 0n;
    points.push({ date: day, balance });
  }
  if (points.length === 0) points.push({ date: today, balance: start });
  return points;
}

function lowestOf(points: readonly RunwayPoint[]): RunwayPoint {
  let lowest = points[0]!;
  for (const point of points) if (point.balance < lowest.balance) lowest = point;
  return lowest;
}
