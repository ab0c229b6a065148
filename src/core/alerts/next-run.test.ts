import { describe, expect, it } from 'vitest';
import { nextRun } from './next-run.ts';

const at = (iso: string) => new Date(iso);

describe('nextRun', () => {
  it('sends a weekly summary on its weekday at its hour, local time', () => {
    // Friday 20 Nov 2026, 13:00 in Paris (UTC+1): the next Monday 08:00 is 07:00 UTC.
    const summary = { kind: 'weekly_summary', weekday: 1, hour: 8 } as const;
    expect(nextRun(summary, at('2026-11-20T12:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });

  it('sends a board pack on the Nth working day of the month at its hour, local time', () => {
    // 1 Nov 2026 is a Sunday: the 3rd working day is Wednesday 4 Nov, 09:00 in Paris is 08:00 UTC.
    const pack = { kind: 'board_pack', workingDay: 3, hour: 9 } as const;
    expect(nextRun(pack, at('2026-10-31T12:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-11-04T08:00:00.000Z');
  });
});
