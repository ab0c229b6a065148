import { summaryRequest } from '../api/requests.ts';
import { addMonths, endOfMonth, type IsoDate, startOfMonth } from '../calendar-date.ts';
import type { DateWindow } from '../date-window.ts';
import { roundedRatio, type Cents } from '../money.ts';

/** How many complete months the recent rate (the burn, when negative) averages. */
const RATE_MONTHS = 3;

/** The last three complete months before today's: "Aug 1 – Oct 31" on November 20. */
export function recentRateWindow(today: IsoDate): DateWindow {
  const thisMonth = startOfMonth(today);
  return { from: addMonths(thisMonth, -RATE_MONTHS), to: endOfMonth(addMonths(thisMonth, -1)) };
}

/** The workspace's monthly flows over those months: one summary, in the workspace currency. */
export const recentRateRequest = (today: IsoDate) => summaryRequest({ ...recentRateWindow(today), interval: 'month' });

/**
 * The average monthly net cash flow of those months, to the cent (half away from zero), from
 * their exact sum: a rate, negative when the workspace burns cash. It says how fast, never how
 * long: the runway follows the projection.
 * @example averageMonthlyNet(-2_920_351_53n) // -973_450_51n
 */
export function averageMonthlyNet(threeMonthNet: Cents): Cents {
  return roundedRatio(threeMonthNet, BigInt(RATE_MONTHS));
}
