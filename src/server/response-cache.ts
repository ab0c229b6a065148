/**
 * Rate economy for one API key shared by every browser using this server (120 requests a minute):
 * identical concurrent requests share one upstream call, 200s are reused for a TTL, and once the
 * upstream answers 429 nothing is sent upstream until its Retry-After has passed.
 */
export type CachedAnswer = {
  status: number;
  headers: Record<string, string>;
  /** Bytes as the upstream sent them (passed through), or text the proxy read or wrote. */
  body: string | Uint8Array;
  upstreamRequestId: string | null;
};

/** Where an answer came from; sent to the browser as `X-Dashboard-Cache`. */
export type CacheState = 'hit' | 'miss' | 'coalesced' | 'stale';

export type ResponseCache = {
  get(key: string, load: () => Promise<CachedAnswer>): Promise<{ answer: CachedAnswer; state: CacheState }>;
};

type Entry = { answer: CachedAnswer; expiresAt: number };

/** Used when a 429 carries no usable Retry-After: the spec's window is one minute. */
const DEFAULT_BACKOFF_S = 60;
/** Expired entries are kept for stale-while-429 answers; this bounds the memory they take. */
const MAX_ENTRIES = 500;

export function createResponseCache(options: { ttlS: number; now?: () => number }): ResponseCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlS * 1000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  let backoff: { until: number; answer: CachedAnswer } | null = null;

  function remember(key: string, answer: CachedAnswer): void {
    if (ttlMs <= 0 || answer.status !== 200) return;
    entries.delete(key);
    entries.set(key, { answer, expiresAt: now() + ttlMs });
    const oldest = entries.keys().next();
    if (entries.size > MAX_ENTRIES && !oldest.done) entries.delete(oldest.value);
  }

  function answerDuringBackoff(key: string, until: number, rateLimited: CachedAnswer): { answer: CachedAnswer; state: CacheState } {
    const stale = entries.get(key);
    if (stale) return { answer: stale.answer, state: 'stale' };
    return { answer: withRetryAfter(rateLimited, until - now()), state: 'hit' };
  }

  // A 429 is swapped for the last good answer when there is one, even an expired one.
  function settle(key: string, answer: CachedAnswer, state: CacheState): { answer: CachedAnswer; state: CacheState } {
    if (answer.status !== 429) return { answer, state };
    const stale = entries.get(key);
    return stale ? { answer: stale.answer, state: 'stale' } : { answer, state };
  }

  async function load(key: string, loader: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const pending = loader();
    inFlight.set(key, pending);
    try {
      const answer = await pending;
      if (answer.status === 429) backoff = { until: now() + retryAfterMs(answer), answer };
      remember(key, answer);
      return answer;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    async get(key, loader) {
      const entry = entries.get(key);
      if (entry && now() < entry.expiresAt) return { answer: entry.answer, state: 'hit' };
      if (backoff && now() < backoff.until) return answerDuringBackoff(key, backoff.until, backoff.answer);
      const pending = inFlight.get(key);
      if (pending) return settle(key, await pending, 'coalesced');
      return settle(key, await load(key, loader), 'miss');
    },
  };
}

function retryAfterMs(answer: CachedAnswer): number {
  const seconds = Number(answer.headers['retry-after'] ?? answer.headers['x-ratelimit-reset']);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_BACKOFF_S) * 1000;
}

// The remembered 429 is replayed with the time actually left, not the time it had when received.
function withRetryAfter(answer: CachedAnswer, remainingMs: number): CachedAnswer {
  const seconds = String(Math.max(1, Math.ceil(remainingMs / 1000)));
  const headers = { ...answer.headers, 'retry-after': seconds, 'x-ratelimit-reset': seconds, 'x-ratelimit-remaining': '0' };
  return { ...answer, headers };
}
