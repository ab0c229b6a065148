import { daysBetween, type IsoDate } from '../calendar-date.ts';
import { roundedRatio } from '../money.ts';
import type { Runway } from './cash-runway.ts';

/**
 * How long cash lasts by the projection itself, never by a trailing average (which misreads any
 * seasonal business): the first day it falls below zero, as months from today to a tenth, or
 * beyond the horizon projected.
 */
export type RunwayLength = { kind: 'until'; date: IsoDate; tenths: bigint } | { kind: 'beyond'; horizonEnd: IsoDate };

/** An average month: 365.25 days over 12, so 1,461 days are 48 months exactly. */
export const DAYS_IN_48_MONTHS = 1461n;

/**
 * @example runwayLength(runway, '2026-11-20', '2027-02-19') // { kind: 'until', date: '2027-01-19', tenths: 20n } (2.0 months)
 */
export function runwayLength(runway: Runway, today: IsoDate, horizonEnd: IsoDate): RunwayLength {
  const below = runway.firstBelowZero;
  if (!below) return { kind: 'beyond', horizonEnd };
  return { kind: 'until', date: below.date, tenths: tenthsOfMonths(today, below.date) };
}

/** Average months from one day to another, to a tenth (half away from zero). */
export function tenthsOfMonths(from: IsoDate, to: IsoDate): bigint {
  return roundedRatio(BigInt(daysBetween(from, to)) * 480n, DAYS_IN_48_MONTHS);
}

/** "14.2" for 142 tenths of a month. */
export function tenthsText(tenths: bigint): string {
  return `${tenths / 10n}.${tenths % 10n}`;
}
