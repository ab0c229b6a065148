import { plural } from '../../core/words/words.ts';
import type { Recurrence } from '../../core/api/schemas/forecast.ts';
import { addDays, addMonths, daysBetween, formatDate, type IsoDate, monthsBetween } from '../../core/calendar-date.ts';

/** The date of occurrence `index` (0 for the first) of a plan; null for an interval the dashboard does not know. */
function occurrenceDate(plan: Recurrence, index: number): IsoDate | null {
  switch (plan.interval) {
    case 'day':
      return addDays(plan.start_date, index * plan.every);
    case 'week':
      return addDays(plan.start_date, index * plan.every * 7);
    case 'month':
      return addMonths(plan.start_date, index * plan.every);
    case 'year':
      return addMonths(plan.start_date, index * plan.every * 12);
    default:
      return null;
  }
}

/**
 * Which occurrence of its plan a forecast dated `date` is, counting from 1: the number of
 * occurrences dated on or before it. Null when the interval is unknown or the date precedes the plan.
 * occurrenceNumber({ interval: 'month', every: 1, start_date: '2026-01-05', … }, '2026-03-05') === 3
 */
export function occurrenceNumber(plan: Recurrence, date: IsoDate): number | null {
  if (date < plan.start_date) return null;
  let estimate: number;
  if (plan.interval === 'day') estimate = Math.floor(daysBetween(plan.start_date, date) / plan.every);
  else if (plan.interval === 'week') estimate = Math.floor(daysBetween(plan.start_date, date) / (plan.every * 7));
  else if (plan.interval === 'month') estimate = Math.floor(monthsBetween(plan.start_date, date) / plan.every);
  else if (plan.interval === 'year') estimate = Math.floor(monthsBetween(plan.start_date, date) / (plan.every * 12));
  else return null;
  // A month step from the 31st lands earlier in short months, so the estimate can be one too high.
  while (estimate > 0 && (occurrenceDate(plan, estimate) ?? date) > date) estimate -= 1;
  return estimate + 1;
}

function ordinal(day: number): string {
  const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(day);
  const suffix = { one: 'st', two: 'nd', few: 'rd' }[rule as 'one' | 'two' | 'few'] ?? 'th';
  return `${day}${suffix}`;
}

function cadence(plan: Recurrence, locale?: string): string {
  const day = Number(plan.start_date.slice(8, 10));
  const every = plan.every;
  switch (plan.interval) {
    case 'day':
      return every === 1 ? 'Daily' : `Every ${every} days`;
    case 'week': {
      const weekday = formatDate(plan.start_date, { weekday: 'long' }, locale);
      return `${every === 1 ? 'Weekly' : `Every ${every} weeks`} on ${weekday}s`;
    }
    case 'month':
      return `${every === 1 ? 'Monthly' : `Every ${every} months`} on the ${ordinal(day)}`;
    case 'year': {
      const dayOfYear = formatDate(plan.start_date, { day: 'numeric', month: 'long' }, locale);
      return `${every === 1 ? 'Yearly' : `Every ${every} years`} on ${dayOfYear}`;
    }
    default:
      return `Every ${every} × ${plan.interval}`;
  }
}

/**
 * The plan in words, placing the forecast dated `date` in it:
 * "Monthly on the 5th, 12 of 24 occurrences, until 30 Jun 2027".
 */
export function describeRecurrence(plan: Recurrence, date: IsoDate, locale?: string): string {
  const number = occurrenceNumber(plan, date);
  const count = plural(plan.occurrences, 'occurrence');
  const position = number === null ? count : `${number} of ${count}`;
  return `${cadence(plan, locale)}, ${position}, until ${formatDate(plan.end_date, { dateStyle: 'medium' }, locale)}`;
}
