import { describe, expect, it } from 'vitest';
import { teamMinimumOf } from './team-minimum.ts';

describe('teamMinimumOf', () => {
  it('reads min_cash from the team default of /forecasts, in cents', () => {
    expect(teamMinimumOf({ '/forecasts': '?horizon=6&min_cash=50000.50' }, '2026-11-20')).toBe(5_000_050n);
  });

  it('is null without a team default there, or when it sets no minimum', () => {
    expect(teamMinimumOf({}, '2026-11-20')).toBeNull();
    expect(teamMinimumOf({ '/': '?min_cash=100.00', '/forecasts': '?horizon=6' }, '2026-11-20')).toBeNull();
  });

  it('ignores a minimum the link cannot hold (not an amount)', () => {
    expect(teamMinimumOf({ '/forecasts': '?min_cash=lots' }, '2026-11-20')).toBeNull();
  });
});
