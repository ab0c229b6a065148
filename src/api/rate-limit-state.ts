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
  /** The 429 was this browser's share of the team's requests, not the workspace's whole limit. */
  ownShareSpent: boolean;
};

/** Answers the dashboard server gave from an older copy (X-Dashboard-Stale-Since) while the limit was spent. */
export type StaleDataState = {
  /** Epoch milliseconds of the oldest server copy still shown; null when every answer was fresh. */
  oldestStaleSince: number | null;
  /** Stale answers received so far: each one schedules a refetch. */
  staleAnswers: number;
};

type ApiCallState = RateLimitState & StaleDataState;

let state: ApiCallState = {
  limit: null,
  remaining: null,
  resetAt: null,
  blockedUntil: null,
  ownShareSpent: false,
  oldestStaleSince: null,
  staleAnswers: 0,
};
const listeners = new Set<() => void>();
/** Request URL to the epoch milliseconds of the server copy that answered it, and when that answer came. */
const staleByUrl = new Map<string, { since: number; receivedAt: number }>();

function publish(next: ApiCallState): void {
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

export function recordRateLimited(retryAfterSeconds: number, ownShareSpent = false, now = Date.now()): void {
  // Only the workspace's own limit being spent says nothing is left for anyone.
  const remaining = ownShareSpent ? state.remaining : 0;
  publish({ ...state, remaining, blockedUntil: now + retryAfterSeconds * 1000, ownShareSpent });
}

export function recordRateLimitLifted(): void {
  if (state.blockedUntil !== null) publish({ ...state, blockedUntil: null });
}

/** A request stopped waiting for good: the countdown ends, unless another request is still waiting. */
export function recordRateLimitGivenUp(now = Date.now()): void {
  if (state.blockedUntil !== null && state.blockedUntil <= now) publish({ ...state, blockedUntil: null });
}

const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** X-Dashboard-Stale-Since as epoch milliseconds; null when absent or not an ISO 8601 UTC time. */
function staleSinceHeader(headers: Headers): number | null {
  const value = headers.get('X-Dashboard-Stale-Since');
  if (value === null || !UTC_TIMESTAMP.test(value)) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  // Date.parse rolls "02-30" over into March; a real date prints back unchanged.
  return new Date(time).toISOString().slice(0, 19) === value.slice(0, 19) ? time : null;
}

function oldestStaleSince(): number | null {
  if (staleByUrl.size === 0) return null;
  return Math.min(...[...staleByUrl.values()].map((stale) => stale.since));
}

/**
 * Notes whether the successful answer for `url` came from the server's older copy.
 * @example recordAnswerStaleness('/api/accounts', response.headers)
 */
export function recordAnswerStaleness(url: string, headers: Headers, now = Date.now()): void {
  const since = staleSinceHeader(headers);
  if (since !== null) {
    staleByUrl.set(url, { since, receivedAt: now });
    publish({ ...state, oldestStaleSince: oldestStaleSince(), staleAnswers: state.staleAnswers + 1 });
    return;
  }
  if (!staleByUrl.delete(url)) return;
  publish({ ...state, oldestStaleSince: oldestStaleSince() });
}

/**
 * After a refetch of what is on screen: a stale answer it did not renew belongs to a page no
 * longer shown (that query refetches when it is shown again), so it no longer dates the figures.
 */
export function forgetStaleAnswersBefore(time: number): void {
  let forgot = false;
  for (const [url, stale] of staleByUrl) {
    if (stale.receivedAt >= time) continue;
    staleByUrl.delete(url);
    forgot = true;
  }
  if (forgot) publish({ ...state, oldestStaleSince: oldestStaleSince() });
}

export function getRateLimitState(): ApiCallState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRateLimitState(): ApiCallState {
  return useSyncExternalStore(subscribe, getRateLimitState);
}
