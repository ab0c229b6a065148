import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  formatDate,
  type IsoDate,
  isoWeekday,
  startOfIsoWeek,
  startOfMonth,
  startOfQuarter,
  startOfYear,
} from './calendar-date.ts';

/** An explicit, inclusive window: what the API always receives (spec 4.5: no named periods). */
export type DateWindow = { from: IsoDate; to: IsoDate };

/** Rolling windows a link can carry as `period=`; they resolve against today when opened. */
export const periodPresets = [
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'quarter_to_date',
  'year_to_date',
  'last_3_months',
  'last_12_months',
] as const;

export type PeriodPreset = (typeof periodPresets)[number];

export const periodLabels: Record<PeriodPreset, string> = {
  yesterday: 'Yesterday',
  this_week: 'This week',
  last_week: 'Last week',
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
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'this_week':
      return { from: startOfIsoWeek(today), to: today };
    case 'last_week': {
      const from = addDays(startOfIsoWeek(today), -7);
      return { from, to: addDays(from, 6) };
    }
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

type StepUnit = 'day' | 'week' | 'month';

/** How each rolling period steps: "this week so far" back to the whole previous week, and so on. */
const presetSteps: Record<PeriodPreset, StepUnit> = {
  yesterday: 'day',
  this_week: 'week',
  last_week: 'week',
  this_month: 'month',
  last_month: 'month',
  quarter_to_date: 'month',
  year_to_date: 'month',
  last_3_months: 'month',
  last_12_months: 'month',
};

/** An explicit window steps by what it looks like: one day, whole months, whole ISO weeks, a month so far, or its length. */
function inferStepUnit(window: DateWindow): StepUnit {
  if (window.from === window.to) return 'day';
  const startsMonth = window.from === startOfMonth(window.from);
  if (startsMonth && window.to === endOfMonth(window.to)) return 'month';
  if (isoWeekday(window.from) === 0 && isoWeekday(window.to) === 6) return 'week';
  return startsMonth ? 'month' : 'day';
}

function shiftByMonths(window: DateWindow, step: -1 | 1): DateWindow {
  const months = monthSpan(window);
  const from = addMonths(startOfMonth(window.from), step * months);
  return { from, to: endOfMonth(addMonths(from, months - 1)) };
}

function shiftByWeeks(window: DateWindow, step: -1 | 1): DateWindow {
  const weeks = Math.ceil((daysBetween(window.from, window.to) + 1) / 7);
  const from = addDays(startOfIsoWeek(window.from), step * weeks * 7);
  return { from, to: addDays(from, weeks * 7 - 1) };
}

function shiftByDays(window: DateWindow, step: -1 | 1): DateWindow {
  const length = daysBetween(window.from, window.to) + 1;
  return { from: addDays(window.from, step * length), to: addDays(window.to, step * length) };
}

/**
 * The window one step earlier (-1) or later (+1), as a whole period: "this month so far"
 * steps to the whole previous month, "this week so far" to the whole previous week (Monday
 * to Sunday), "yesterday" to the day before. The rolling `period` the window came from,
 * when there is one, says which; an explicit window steps by what it looks like.
 *
 * shiftWindow({ from: '2026-11-16', to: '2026-11-20' }, -1, 'this_week') → 9 to 15 Nov 2026
 */
export function shiftWindow(window: DateWindow, step: -1 | 1, period?: PeriodPreset | null): DateWindow {
  const unit = period ? presetSteps[period] : inferStepUnit(window);
  if (unit === 'month') return shiftByMonths(window, step);
  if (unit === 'week') return shiftByWeeks(window, step);
  return shiftByDays(window, step);
}

/** "1 Mar 2026 – 31 Mar 2026" in the reader's locale. */
export function describeWindow(window: DateWindow, locale?: string): string {
  if (window.from === window.to) return formatDate(window.from, { dateStyle: 'medium' }, locale);
  return `${formatDate(window.from, { dateStyle: 'medium' }, locale)} – ${formatDate(window.to, { dateStyle: 'medium' }, locale)}`;
}
