/** Dates are handled as day numbers: whole days since 1970-01-01 (UTC). */
export type Day = number;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  return parseDay(value) !== undefined;
}

/** Parses YYYY-MM-DD, rejecting impossible dates such as 2025-02-30. */
export function parseDay(value: string): Day | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return undefined;
  }
  return time / MS_PER_DAY;
}

/** Formatting dates dominates serialising a page, and a workspace has only a few thousand distinct days. */
const isoDates = new Map<Day, string>();

export function toIsoDate(day: Day): string {
  let text = isoDates.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    isoDates.set(day, text);
  }
  return text;
}

/** A UTC timestamp at whole seconds, `secondOfDay` may run past midnight. */
export function toIsoDateTime(day: Day, secondOfDay: number): string {
  const extraDays = Math.floor(secondOfDay / 86_400);
  const second = secondOfDay - extraDays * 86_400;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${toIsoDate(day + extraDays)}T${two(Math.floor(second / 3600))}:${two(Math.floor(second / 60) % 60)}:${two(second % 60)}Z`;
}

export function dayOfMonth(day: Day): number {
  return new Date(day * MS_PER_DAY).getUTCDate();
}

/** 0 = January. */
export function monthOfYear(day: Day): number {
  return new Date(day * MS_PER_DAY).getUTCMonth();
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: Day): number {
  // 1970-01-01 was a Thursday.
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

export function startOfIsoWeek(day: Day): Day {
  return day - isoWeekday(day) + 1;
}

export function startOfMonth(day: Day): Day {
  const date = new Date(day * MS_PER_DAY);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / MS_PER_DAY;
}

/** The same day-of-month `months` later, clamped to the month's last day. */
export function addMonths(day: Day, months: number): Day {
  const date = new Date(day * MS_PER_DAY);
  const targetMonth = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  return Date.UTC(date.getUTCFullYear(), targetMonth, Math.min(date.getUTCDate(), lastDay)) / MS_PER_DAY;
}

export function endOfMonth(day: Day): Day {
  return addMonths(startOfMonth(day), 1) - 1;
}
