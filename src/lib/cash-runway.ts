import type { Cents } from '../api/money.ts';
import { addDays, type IsoDate } from './calendar-date.ts';

/** One expected movement: a forecast's remaining amount, signed, on its date. */
export type RunwayMovement = { date: IsoDate; status: string; remaining: Cents };

export type RunwayInput = {
  today: IsoDate;
  /** Last day projected, inclusive. */
  horizonEnd: IsoDate;
  /** Cash at the end of today as booked, before any forecast. */
  startingBalance: Cents;
  movements: readonly RunwayMovement[];
  /** Count late forecasts (overdue, or partial and dated before today) as arriving today. */
  includeOverdue: boolean;
  /** The level the reader does not want to go below; 0 when none is set. */
  threshold: Cents;
};

export type RunwayPoint = { date: IsoDate; balance: Cents };

export type Runway = {
  /** End-of-day balances, one per day from today to the horizon. */
  points: RunwayPoint[];
  /** The lowest balance, at its earliest day. */
  lowest: RunwayPoint;
  /** First day below the threshold, and first day below zero; null when it never happens. */
  firstBelowThreshold: RunwayPoint | null;
  firstBelowZero: RunwayPoint | null;
  /** Late forecasts met, and what they still expect (signed), whether counted or not. */
  late: { count: number; remaining: Cents; counted: boolean };
};

/** Statuses whose remaining amount is still expected: realised has nothing left, and an unknown one is not guessed at. */
const OUTSTANDING = new Set(['planned', 'partial', 'overdue']);

/**
 * Projects cash day by day: today's balance, then each outstanding forecast's remaining amount
 * on its date. Late forecasts land on today (or are left out), later ones beyond the horizon are ignored.
 */
export function projectCashRunway(input: RunwayInput): Runway {
  const { today, horizonEnd, startingBalance, movements, includeOverdue, threshold } = input;
  const byDay = new Map<IsoDate, Cents>();
  const late = { count: 0, remaining: 0n, counted: includeOverdue };
  for (const movement of movements) {
    if (!OUTSTANDING.has(movement.status) || movement.date > horizonEnd) continue;
    const isLate = movement.date < today;
    if (isLate) {
      late.count += 1;
      late.remaining += movement.remaining;
      if (!includeOverdue) continue;
    }
    const day = isLate ? today : movement.date;
    byDay.set(day, (byDay.get(day) ?? 0n) + movement.remaining);
  }

  const points: RunwayPoint[] = [];
  let balance = startingBalance;
  for (let day = today; day <= horizonEnd; day = addDays(day, 1)) {
    balance += byDay.get(day) ?? 0n;
    points.push({ date: day, balance });
  }
  if (points.length === 0) points.push({ date: today, balance: startingBalance });

  let lowest = points[0]!;
  for (const point of points) if (point.balance < lowest.balance) lowest = point;
  return {
    points,
    lowest,
    firstBelowThreshold: points.find((point) => point.balance < threshold) ?? null,
    firstBelowZero: points.find((point) => point.balance < 0n) ?? null,
    late,
  };
}
