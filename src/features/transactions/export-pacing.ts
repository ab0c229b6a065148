import type { RateLimitState } from '../../api/rate-limit-state.ts';

/** Requests an export leaves in each minute for the rest of the team and the open views. */
export const EXPORT_REQUEST_RESERVE = 20;

/**
 * How long an export waits before its next request: until a 429's Retry-After has passed,
 * or until the minute window resets once only the reserve is left. 0 means go now.
 */
export function exportDelayMs(state: RateLimitState, now: number, reserve = EXPORT_REQUEST_RESERVE): number {
  if (state.blockedUntil !== null && state.blockedUntil > now) return state.blockedUntil - now;
  if (state.remaining !== null && state.remaining <= reserve && state.resetAt !== null && state.resetAt > now) {
    return state.resetAt - now;
  }
  return 0;
}
