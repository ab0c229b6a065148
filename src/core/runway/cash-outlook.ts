import { addDays, addMonths, type IsoDate } from '../calendar-date.ts';
import type { DateWindow } from '../date-window.ts';
import { roundedRatio, type Cents } from '../money.ts';
import type { Runway, RunwayPoint } from './cash-runway.ts';
import { averageMonthlyNet, type Flows, type RecentFlows } from './recent-rate.ts';
import { DAYS_IN_48_MONTHS, tenthsOfMonths } from './runway-length.ts';

/** How far the burn carries the runway past the plan: beyond it, a trailing average says little. */
export const OUTLOOK_MONTHS = 18;

/**
 * When cash reaches zero, and what says so: the plan itself when its projection falls under zero
 * within its horizon; the burn carried on from the plan's last day otherwise; neither when cash
 * lasts past OUTLOOK_MONTHS at that burn, or the company generates cash.
 */
export type ZeroCash =
  | { by: 'plan'; date: IsoDate; tenths: bigint }
  | { by: 'rate'; date: IsoDate; tenths: bigint }
  | { by: 'beyond'; months: number; limit: IsoDate }
  | { by: 'none' };

/** Some months' average month, to the cent. */
export type MonthlyRate = { window: DateWindow; net: Cents; freeCashFlow: Cents };

export type CashOutlook = {
  /** By the last twelve months: a company that burns reads its burn and runway first; one that generates cash, its free cash flow. */
  stance: 'burning' | 'generating';
  lastThreeMonths: MonthlyRate;
  lastTwelveMonths: MonthlyRate;
  /**
   * The burn the runway is carried on at, negative: the last three months' pace, or the year's when that pace is not a
   * burn. Null when generating.
   */
  burn: { monthly: Cents; window: DateWindow } | null;
  zeroCash: ZeroCash;
  /** The plan's lowest balance over its horizon, at its earliest day. */
  low: RunwayPoint;
  /** The plan's last day: the burn takes over from there. */
  planEnd: IsoDate;
};

/**
 * The overview's key figures from the projection by the plan (its own late-forecast choice kept) and
 * the last complete months' flows. Every figure in cents; months to a tenth as runwayLength counts them.
 */
export function cashOutlook(input: { today: IsoDate; runway: Runway; planEnd: IsoDate; recent: RecentFlows }): CashOutlook {
  const { today, runway, planEnd, recent } = input;
  const lastThreeMonths = monthlyRate(recent.lastThreeMonths);
  const lastTwelveMonths = monthlyRate(recent.lastTwelveMonths);
  const year = recent.lastTwelveMonths.months > 0 ? lastTwelveMonths : lastThreeMonths;
  const stance = year.net < 0n ? 'burning' : 'generating';
  const burn = stance === 'generating' ? null : lastThreeMonths.net < 0n ? lastThreeMonths : year;
  return {
    stance,
    lastThreeMonths,
    lastTwelveMonths,
    burn: burn && { monthly: burn.net, window: burn.window },
    zeroCash: zeroCash(today, runway, planEnd, burn?.net ?? null),
    low: runway.lowest,
    planEnd,
  };
}

function monthlyRate(flows: Flows): MonthlyRate {
  return {
    window: flows.window,
    net: averageMonthlyNet(flows.net, flows.months),
    freeCashFlow: averageMonthlyNet(flows.beforeFinancing, flows.months),
  };
}

function zeroCash(today: IsoDate, runway: Runway, planEnd: IsoDate, burn: Cents | null): ZeroCash {
  const below = runway.firstBelowZero;
  if (below) return { by: 'plan', date: below.date, tenths: tenthsOfMonths(today, below.date) };
  if (burn === null) return { by: 'none' };
  const limit = addMonths(today, OUTLOOK_MONTHS);
  const left = runway.points.at(-1)?.balance ?? 0n;
  // Days the plan's closing cash lasts at the burn: cents over cents a month, an average month long.
  const days = roundedRatio(left * DAYS_IN_48_MONTHS, -burn * 48n);
  const date = addDays(planEnd, Number(days));
  if (date > limit) return { by: 'beyond', months: OUTLOOK_MONTHS, limit };
  return { by: 'rate', date, tenths: tenthsOfMonths(today, date) };
}
