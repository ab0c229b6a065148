/**
 * Calendar dates as the API writes them ("2026-11-20"), with no time and no time zone.
 * Arithmetic goes through UTC so a daylight-saving change never shifts a day.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toUtc(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** The reader's local calendar day. */
export function localToday(now = new Date()): IsoDate {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** Adds months keeping the day where it exists: addMonths("2027-01-31", 1) === "2027-02-28". */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const utc = toUtc(date);
  const day = utc.getUTCDate();
  utc.setUTCDate(1);
  utc.setUTCMonth(utc.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(utc.getUTCFullYear(), utc.getUTCMonth() + 1, 0)).getUTCDate();
  utc.setUTCDate(Math.min(day, lastDay));
  return fromUtc(utc);
}

export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: IsoDate): IsoDate {
  return addDays(addMonths(startOfMonth(date), 1), -1);
}

export function startOfQuarter(date: IsoDate): IsoDate {
  const month = Number(date.slice(5, 7));
  const quarterMonth = String(month - ((month - 1) % 3)).padStart(2, '0');
  return `${date.slice(0, 4)}-${quarterMonth}-01`;
}

export function startOfYear(date: IsoDate): IsoDate {
  return `${date.slice(0, 4)}-01-01`;
}

/** Monday of the ISO week holding `date`. */
export function startOfIsoWeek(date: IsoDate): IsoDate {
  const weekday = (toUtc(date).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** 0 for Monday … 6 for Sunday. */
export function isoWeekday(date: IsoDate): number {
  return (toUtc(date).getUTCDay() + 6) % 7;
}

/** Whole days from `from` to `to`: daysBetween("2026-01-01", "2026-01-31") === 30. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** Whole calendar months from one first-of-month to another. */
export function monthsBetween(from: IsoDate, to: IsoDate): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A format for calendar dates (given as their UTC midnight), kept per locale and style: making
 * a format costs far more than using one, and a report formats hundreds of dates.
 */
export function calendarDateFormat(style: Intl.DateTimeFormatOptions, locale?: string): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(style)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a calendar date for the reader's locale without letting a time zone move it. */
export function formatDate(date: IsoDate, style: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }, locale?: string): string {
  return calendarDateFormat(style, locale).format(toUtc(date));
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** Formats an API date-time in the reader's own time zone. */
export function formatDateTime(value: string, locale?: string): string {
  // Kept per locale, as formatDate's are: making a format costs more than using one, and every account's sync time is formatted.
  let formatter = dateTimeFormatters.get(locale ?? '');
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormatters.set(locale ?? '', formatter);
  }
  return formatter.format(new Date(value));
}
