import { describe, expect, it } from 'vitest';
import { resolvePeriod } from '../../date-window.ts';
import { chooseInterval } from './choose-interval.ts';

describe('chooseInterval', () => {
  it.each([
    [{ from: '2026-11-20', to: '2026-11-20' }, 'day'],
    [{ from: '2026-01-01', to: '2026-01-31' }, 'day'],
    [{ from: '2026-01-01', to: '2026-02-01' }, 'week'],
    [{ from: '2026-01-01', to: '2026-04-02' }, 'week'],
    [{ from: '2026-01-01', to: '2026-04-03' }, 'month'],
    [{ from: '2025-12-01', to: '2026-11-20' }, 'month'],
  ] as const)('%o is drawn by %s', (window, interval) => {
    expect(chooseInterval(window)).toBe(interval);
  });

  it.each([
    ['this_month', 'day'],
    ['last_month', 'day'],
    ['quarter_to_date', 'week'],
    ['last_3_months', 'week'],
    ['year_to_date', 'month'],
    ['last_12_months', 'month'],
  ] as const)('the preset %s on the demo day is drawn by %s', (preset, interval) => {
    expect(chooseInterval(resolvePeriod(preset, '2026-11-20'))).toBe(interval);
  });
});
