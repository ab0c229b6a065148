import { describe, expect, it } from 'vitest';
import { onPinnedCalendar } from './pinned-calendar.ts';

describe('onPinnedCalendar', () => {
  const clock = new Date(2026, 11, 1, 15, 0);

  it('moves a workspace moment back by the days the demo pins its today before the clock, keeping its time of day', () => {
    const shown = onPinnedCalendar(new Date(2026, 11, 1, 9, 30).getTime(), '2026-11-20', clock);
    expect([shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([2026, 10, 20, 9, 30]);
  });

  it('moves an earlier moment by the same days', () => {
    const shown = onPinnedCalendar(new Date(2026, 10, 29, 23, 5).getTime(), '2026-11-20', clock);
    expect([shown.getMonth(), shown.getDate(), shown.getHours()]).toEqual([10, 18, 23]);
  });

  it('leaves a moment as it is when the calendar is the clock’s', () => {
    const instant = new Date(2026, 11, 1, 9, 30);
    expect(onPinnedCalendar(instant.toISOString(), '2026-12-01', clock).getTime()).toBe(instant.getTime());
  });
});
