import { addDays, addMonths, daysBetween, endOfMonth, startOfMonth } from '../../calendar-date.ts';
import type { DateWindow } from '../../date-window.ts';

export type CompareMode = 'previous_period' | 'previous_year';

/**
 * The earlier window a report is compared with. Previous year: the same dates a year back.
 * Previous period: whole months step back by their span ("Q3" → "Q2"); any other window by
 * its length in days, ending the day before it starts, so both hold the same number of days.
 */
export function comparisonWindow(window: DateWindow, mode: CompareMode): DateWindow {
  if (mode === 'previous_year') return { from: addMonths(window.from, -12), to: addMonths(window.to, -12) };
  if (window.from === startOfMonth(window.from) && window.to === endOfMonth(window.to)) {
    const months = monthCount(window);
    const from = addMonths(window.from, -months);
    return { from, to: endOfMonth(addMonths(from, months - 1)) };
  }
  const length = daysBetween(window.from, window.to) + 1;
  return { from: addDays(window.from, -length), to: addDays(window.from, -1) };
}

function monthCount({ from, to }: DateWindow): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}
