import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  formatDate,
  type IsoDate,
  startOfMonth,
  startOfQuarter,
  startOfYear,
} from './calendar-date.ts';

/** An explicit, inclusive window: what the API always receives (spec 4.5: no named periods). */
export type DateWindow = { from: IsoDate; to: IsoDate };

/** Rolling windows a link can carry as `period=`; they resolve against today when opened. */
export const periodPresets = [
  'this_month',
  'last_month',
  'quarter_to_date',
  'year_to_date',
  'last_3_months',
  'last_12_months',
] as const;

export type PeriodPreset = (typeof periodPresets)[number];

export const periodLabels: Record<PeriodPreset, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  quarter_to_date: 'Quarter to date',
  year_to_date: 'Year to date',
  last_3_months: 'Last 3 months',
  last_12_months: 'Last 12 months',
};

export function isPeriodPreset(value: string): value is PeriodPreset {
  return (periodPresets as readonly string[]).includes(value);
}

export function resolvePeriod(period: PeriodPreset, today: IsoDate): DateWindow {
  switch (period) {
    case 'this_month':
      return { from: startOfMonth(today), to: today };
    case 'last_month': {
      const from = addMonths(startOfMonth(today), -1);
      return { from, to: endOfMonth(from) };
    }
    case 'quarter_to_date':
      return { from: startOfQuarter(today), to: today };
    case 'year_to_date':
      return { from: startOfYear(today), to: today };
    case 'last_3_months':
      return { from: addMonths(startOfMonth(today), -2), to: today };
    case 'last_12_months':
      return { from: addMonths(startOfMonth(today), -11), to: today };
  }
}

function monthSpan({ from, to }: DateWindow): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/**
 * The window one step earlier (-1) or later (+1). A window starting on the 1st moves by its
 * span in whole months, so "March" steps to "April" and "this month so far" to the whole
 * previous month; any other window moves by its length in days.
 */
export function shiftWindow(window: DateWindow, step: -1 | 1): DateWindow {
  if (window.from === startOfMonth(window.from)) {
    const months = monthSpan(window);
    const from = addMonths(window.from, step * months);
    return { from, to: endOfMonth(addMonths(from, months - 1)) };
  }
  const length = daysBetween(window.from, window.to) + 1;
  return { from: addDays(window.from, step * length), to: addDays(window.to, step * length) };
}

/** "1 Mar 2026 – 31 Mar 2026" in the reader's locale. */
export function describeWindow(window: DateWindow, locale?: string): string {
  if (window.from === window.to) return formatDate(window.from, { dateStyle: 'medium' }, locale);
  return `${formatDate(window.from, { dateStyle: 'medium' }, locale)} – ${formatDate(window.to, { dateStyle: 'medium' }, locale)}`;
}
