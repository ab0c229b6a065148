import { describe, expect, it } from 'vitest';
import { comparisonWindow } from './comparison-window.ts';

describe('comparisonWindow', () => {
  it.each([
    [{ from: '2026-01-01', to: '2026-11-20' }, 'previous_year', { from: '2025-01-01', to: '2025-11-20' }],
    [{ from: '2024-02-29', to: '2024-02-29' }, 'previous_year', { from: '2023-02-28', to: '2023-02-28' }],
    [{ from: '2026-07-01', to: '2026-09-30' }, 'previous_period', { from: '2026-04-01', to: '2026-06-30' }],
    [{ from: '2026-03-01', to: '2026-03-31' }, 'previous_period', { from: '2026-02-01', to: '2026-02-28' }],
    [{ from: '2026-01-01', to: '2026-11-20' }, 'previous_period', { from: '2025-02-11', to: '2025-12-31' }],
    [{ from: '2026-11-10', to: '2026-11-16' }, 'previous_period', { from: '2026-11-03', to: '2026-11-09' }],
  ] as const)('%o compared with %s is %o', (window, mode, expected) => {
    expect(comparisonWindow(window, mode)).toEqual(expected);
  });
});
