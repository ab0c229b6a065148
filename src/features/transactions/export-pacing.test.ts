import { describe, expect, it } from 'vitest';
import type { RateLimitState } from '../../api/rate-limit-state.ts';
import { exportDelayMs } from './export-pacing.ts';

const now = 1_000_000;
const state = (overrides: Partial<RateLimitState>): RateLimitState => ({
  limit: 120,
  remaining: 100,
  resetAt: now + 30_000,
  blockedUntil: null,
  ownShareSpent: false,
  ...overrides,
});

describe('exportDelayMs', () => {
  it('goes at once while the minute has requests to spare', () => {
    expect(exportDelayMs(state({}), now, 20)).toBe(0);
  });

  it('goes at once before any rate-limit header was seen', () => {
    expect(exportDelayMs({ limit: null, remaining: null, resetAt: null, blockedUntil: null, ownShareSpent: false }, now, 20)).toBe(0);
  });

  it('waits for the window to reset when only the reserve is left', () => {
    expect(exportDelayMs(state({ remaining: 20 }), now, 20)).toBe(30_000);
  });

  it('does not wait for a reset time already past', () => {
    expect(exportDelayMs(state({ remaining: 3, resetAt: now - 1 }), now, 20)).toBe(0);
  });

  it('waits out a 429 first', () => {
    expect(exportDelayMs(state({ blockedUntil: now + 5_000 }), now, 20)).toBe(5_000);
  });
});
