import { useSyncExternalStore } from 'react';

/**
 * The latest rate-limit headers seen (spec section 8), so the UI can say how many requests
 * are left and count down while the app waits out a 429.
 */
export type RateLimitState = {
  limit: number | null;
  remaining: number | null;
  /** Epoch milliseconds when the current minute window resets. */
  resetAt: number | null;
  /** Epoch milliseconds until which requests are held back after a 429; null when not limited. */
  blockedUntil: number | null;
};

let state: RateLimitState = { limit: null, remaining: null, resetAt: null, blockedUntil: null };
const listeners = new Set<() => void>();

function publish(next: RateLimitState): void {
  state = next;
  for (const listener of listeners) listener();
}

function headerInt(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export function recordRateLimitHeaders(headers: Headers, now = Date.now()): void {
  const limit = headerInt(headers, 'X-RateLimit-Limit');
  const remaining = headerInt(headers, 'X-RateLimit-Remaining');
  const reset = headerInt(headers, 'X-RateLimit-Reset');
  if (limit === null && remaining === null && reset === null) return;
  publish({
    ...state,
    limit: limit ?? state.limit,
    remaining: remaining ?? state.remaining,
    resetAt: reset === null ? state.resetAt : now + reset * 1000,
  });
}

export function recordRateLimited(retryAfterSeconds: number, now = Date.now()): void {
  publish({ ...state, remaining: 0, blockedUntil: now + retryAfterSeconds * 1000 });
}

export function recordRateLimitLifted(): void {
  if (state.blockedUntil !== null) publish({ ...state, blockedUntil: null });
}

/** A request stopped waiting for good: the countdown ends, unless another request is still waiting. */
export function recordRateLimitGivenUp(now = Date.now()): void {
  if (state.blockedUntil !== null && state.blockedUntil <= now) publish({ ...state, blockedUntil: null });
}

export function getRateLimitState(): RateLimitState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRateLimitState(): RateLimitState {
  return useSyncExternalStore(subscribe, getRateLimitState);
}
