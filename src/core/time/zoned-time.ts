import { addDays, type IsoDate } from '../calendar-date.ts';

/**
 * Wall-clock time in an IANA zone with Intl alone: the offset at an instant is what the zone's
 * clock reads minus what UTC reads, so daylight saving changes need no table of their own.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(instantMs: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(new Date(instantMs))
      .map((part) => [part.type, part.value]),
  );
  const number = (type: string) => Number(parts[type]);
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    hour: number('hour'),
    minute: number('minute'),
    second: number('second'),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds (to the second). */
function offsetMs(instantMs: number, timeZone: string): number {
  const clock = wallClock(instantMs, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The calendar date an instant falls on in the zone. */
export function localDate(instant: Date, timeZone: string): IsoDate {
  const { year, month, day } = wallClock(instant.getTime(), timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The instant the zone's clock reads `hour`:00 on `date`. An hour skipped when clocks go forward
 * falls on the first instant after the gap (02:00 in Paris on the spring change is 03:00 CEST);
 * an hour met twice when they go back is its second occurrence, so each day has one instant.
 * @example instantAt('2026-07-01', 9, 'Europe/Paris').toISOString() // '2026-07-01T07:00:00.000Z'
 */
export function instantAt(date: IsoDate, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour);
  // The zone's offsets a day either side; clocks change at most once in two days.
  const before = asUtc - offsetMs(asUtc - DAY_MS, timeZone);
  const after = asUtc - offsetMs(asUtc + DAY_MS, timeZone);
  const reads = (instantMs: number) => localHour(instantMs, timeZone) === `${date} ${hour}`;
  if (reads(after)) return new Date(Math.max(after, reads(before) ? before : after));
  // In a gap, `before` is the instant the clocks jump: the first one after the skipped hour.
  return new Date(before);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function localHour(instantMs: number, timeZone: string): string {
  return `${localDate(new Date(instantMs), timeZone)} ${wallClock(instantMs, timeZone).hour}`;
}

/** The last millisecond of `date` in the zone. */
export function endOfLocalDay(date: IsoDate, timeZone: string): Date {
  return new Date(instantAt(addDays(date, 1), 0, timeZone).getTime() - 1);
}

/**
 * The instant a bank's health is judged at: the check's own, unless the workspace follows a
 * pinned today (the demo), where the end of that day keeps every reading the same whenever it runs.
 */
export function referenceInstant(today: IsoDate, now: Date, timeZone: string): Date {
  return localDate(now, timeZone) === today ? now : endOfLocalDay(today, timeZone);
}
