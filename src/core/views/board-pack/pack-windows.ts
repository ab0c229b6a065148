import { addMonths, endOfMonth, minDate, startOfYear, type IsoDate } from '../../calendar-date.ts';
import type { DateWindow } from '../../date-window.ts';
import type { CompareMode } from './board-pack-search.ts';

function monthWindow(start: IsoDate): DateWindow {
  return { from: start, to: endOfMonth(start) };
}

export type PackWindows = {
  month: DateWindow;
  comparison: DateWindow;
  yearToDate: DateWindow;
  /** The last three complete months, the pack's month last: what the average net cash flow covers. */
  threeMonths: DateWindow;
  /** One monthly summary per grouping covers every window its figures need (see docs/api-assumptions.md). */
  balances: DateWindow;
  activities: DateWindow;
  categories: DateWindow;
};

/**
 * Every window of the pack for `month` ("2026-10"), compared with the month before or the same
 * month a year earlier. Each summary is asked once, monthly, over the union of what it serves.
 * @example packWindows('2026-02', 'previous_month').balances // { from: '2025-12-01', to: '2026-02-28' }
 */
export function packWindows(month: string, compare: CompareMode): PackWindows {
  const start = `${month}-01`;
  const comparison = monthWindow(addMonths(start, compare === 'previous_year' ? -12 : -1));
  const yearToDate = { from: startOfYear(start), to: endOfMonth(start) };
  const threeMonths = { from: addMonths(start, -2), to: endOfMonth(start) };
  return {
    month: monthWindow(start),
    comparison,
    yearToDate,
    threeMonths,
    balances: { from: minDate(comparison.from, minDate(yearToDate.from, threeMonths.from)), to: yearToDate.to },
    activities: { from: minDate(comparison.from, yearToDate.from), to: yearToDate.to },
    categories: { from: comparison.from, to: yearToDate.to },
  };
}
