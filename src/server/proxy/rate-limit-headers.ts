import { DEFAULT_MAX_RATE_LIMIT } from '../config/proxy-config.ts';

/** What an upstream answer says of the key's minute (spec 8), checked: every budget trusts it as it is. */
export type StatedLimit = {
  /** Calls the key may make a minute, at least 1. */
  limit: number;
  /** Calls left in the upstream's current window, 0 to `limit`. */
  remaining: number;
  /** Seconds until that window resets, more than 0 and at most 60. */
  resetS: number;
};

/** The spec's window is a minute: a reset further away cannot be the current window's. */
const WINDOW_S = 60;

/** Integers as the spec states them: digits only, at most 15, so always exact (`Number` alone reads '' as 0 and '1e308' as 1e308). */
function wholeNumber(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * The `X-RateLimit-*` headers of an answer (names in lower case), or null when one is missing, is
 * not a whole number, or contradicts another (no limit, more remaining than the limit): the budget
 * then keeps what it knew. A reset beyond the minute (an epoch, as some APIs send) is read as the
 * whole minute, so the calls it counts leave within 60 s; a limit above `maxLimit` as `maxLimit`.
 *
 * @example readRateLimitHeaders({ 'x-ratelimit-limit': '120', 'x-ratelimit-remaining': '7', 'x-ratelimit-reset': '1700000000' })
 * // { limit: 120, remaining: 7, resetS: 60 }
 */
export function readRateLimitHeaders(headers: Readonly<Record<string, string>>, maxLimit = DEFAULT_MAX_RATE_LIMIT): StatedLimit | null {
  const limit = wholeNumber(headers['x-ratelimit-limit']);
  const remaining = wholeNumber(headers['x-ratelimit-remaining']);
  const resetS = wholeNumber(headers['x-ratelimit-reset']);
  if (limit === null || remaining === null || resetS === null) return null;
  if (limit === 0 || remaining > limit || resetS === 0) return null;
  return { ...capped(limit, remaining, maxLimit), resetS: Math.min(resetS, WINDOW_S) };
}

// The calls the upstream says were spent are real whatever its limit: they still count against the cap.
function capped(limit: number, remaining: number, maxLimit: number): Pick<StatedLimit, 'limit' | 'remaining'> {
  const believed = Math.min(limit, maxLimit);
  return { limit: believed, remaining: Math.max(0, believed - (limit - remaining)) };
}
