import { summaryRequest } from '../api/requests.ts';
import type { Summary } from '../api/schemas/summary.ts';
import { addMonths, endOfMonth, type IsoDate, monthsBetween, startOfMonth } from '../calendar-date.ts';
import type { DateWindow } from '../date-window.ts';
import { parseMoney, roundedRatio, type Cents } from '../money.ts';

/** How many complete months the recent rate (the burn, when negative) averages: the current pace. */
const RATE_MONTHS = 3;
/** A year of complete months: a season (a retailer's autumn) is not read as a trend over a year. */
const YEAR_MONTHS = 12;

/** The last `months` complete months before today's: "Aug 1 – Oct 31" for three on November 20. */
export function recentRateWindow(today: IsoDate, months = RATE_MONTHS): DateWindow {
  const thisMonth = startOfMonth(today);
  return { from: addMonths(thisMonth, -months), to: endOfMonth(addMonths(thisMonth, -1)) };
}

/**
 * The workspace's monthly flows over the last twelve complete months by cash-flow activity: one
 * summary, in the workspace currency, that gives both the pace of the last three and the year's.
 */
export const recentFlowsRequest = (today: IsoDate) =>
  summaryRequest({ ...recentRateWindow(today, YEAR_MONTHS), interval: 'month', group_by: 'activity' });

/** The flows of some complete months, exact. */
export type Flows = {
  window: DateWindow;
  /** The months with movements: a workspace younger than the window averages over its own months. */
  months: number;
  /** Every flow: receipts minus payments. */
  net: Cents;
  /**
   * Every flow but financing (loans drawn or repaid, equity raised, dividends paid): the free cash
   * flow. Movements the API leaves without an activity count here, as operating.
   */
  beforeFinancing: Cents;
};

export type RecentFlows = { lastThreeMonths: Flows; lastTwelveMonths: Flows };

/** The last three and the last twelve complete months from a recentFlowsRequest's answer. */
export function recentFlows(summary: Summary, today: IsoDate): RecentFlows {
  return {
    lastThreeMonths: flowsOver(summary, recentRateWindow(today)),
    lastTwelveMonths: flowsOver(summary, recentRateWindow(today, YEAR_MONTHS)),
  };
}

function flowsOver(summary: Summary, window: DateWindow): Flows {
  const rows = summary.rows.filter((row) => row.period_start >= window.from && row.period_end <= window.to);
  const first = rows
    .filter((row) => row.count > 0)
    .reduce<IsoDate | null>((earliest, row) => (earliest === null || row.period_start < earliest ? row.period_start : earliest), null);
  // Calendar months from the first with a movement to the window's end: a month without a row is a month with nothing.
  const months = first === null ? 0 : monthsBetween(first, startOfMonth(window.to)) + 1;
  const net = rows.reduce((sum, row) => sum + parseMoney(row.net), 0n);
  const financing = rows.filter((row) => row.group === 'financing').reduce((sum, row) => sum + parseMoney(row.net), 0n);
  return { window, months, net, beforeFinancing: net - financing };
}

/**
 * A flow's average month to the cent (half away from zero), from its exact sum: a rate, negative
 * when the workspace burns cash. It says how fast, never how long: the runway follows the projection
 * as far as the plan goes.
 * @example averageMonthlyNet(-2_920_351_53n) // -973_450_51n
 */
export function averageMonthlyNet(total: Cents, months = RATE_MONTHS): Cents {
  return months === 0 ? 0n : roundedRatio(total, BigInt(months));
}
