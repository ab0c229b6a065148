import type { ClientShares, StatedLimit } from './client-shares.ts';
import { errorBody } from './error-envelope.ts';

/**
 * Rate economy for one API key shared by every browser using this server (120 requests a minute):
 * identical concurrent requests share one upstream call, 200s are reused for a TTL, each client
 * may spend only its share of the upstream calls, and once the upstream answers 429 nothing is
 * sent upstream until its Retry-After has passed. Memory is bounded in bytes and in time.
 */
export type CachedAnswer = {
  status: number;
  headers: Record<string, string>;
  /** Bytes as the upstream sent them (passed through), or text the proxy read or wrote. */
  body: string | Uint8Array;
  upstreamRequestId: string | null;
};

/** Where an answer came from. */
export type CacheState = 'hit' | 'miss' | 'coalesced' | 'stale';

export type CacheResult = {
  answer: CachedAnswer;
  state: CacheState;
  /** For a stale copy: epoch milliseconds when the upstream gave it. */
  staleSince?: number;
};

export type ResponseCache = {
  /** The answer for `key`, calling `load` only when neither a copy nor a call in flight serves. */
  get(key: string, client: string, load: () => Promise<CachedAnswer>): Promise<CacheResult>;
  /** Bytes held by the stored answers. */
  size(): number;
};

export type ResponseCacheOptions = {
  ttlS: number;
  /** How long after its fetch a copy may still stand in for a rate-limited answer. */
  staleMaxS: number;
  maxBytes: number;
  shares: ClientShares;
  now?: () => number;
};

type Entry = { answer: CachedAnswer; bytes: number; fetchedAt: number; expiresAt: number; staleUntil: number };

/** Used when a 429 carries no usable Retry-After: the spec's window is one minute. */
const DEFAULT_BACKOFF_S = 60;
/** A longer Retry-After (a faulty or hostile upstream) would stop every path until a restart. */
export const MAX_BACKOFF_S = 120;
/** Also swept on a timer, so an idle server gives the memory of expired copies back. */
const SWEEP_INTERVAL_MS = 60_000;

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlS * 1000;
  const staleMs = options.staleMaxS * 1000;
  // Insertion order is fetch order (an update re-inserts and the TTL is one for all): the oldest entry is always first.
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;
  let backoff: { until: number; answer: CachedAnswer } | null = null;
  setInterval(sweep, SWEEP_INTERVAL_MS).unref();

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function sweep(): void {
    for (const [key, entry] of entries) {
      if (entry.staleUntil > now()) return;
      forget(key);
    }
  }

  function remember(key: string, answer: CachedAnswer): void {
    if (ttlMs <= 0 || answer.status !== 200) return;
    forget(key);
    const size = sizeOf(key, answer);
    if (size > options.maxBytes) return;
    const fetchedAt = now();
    entries.set(key, { answer, bytes: size, fetchedAt, expiresAt: fetchedAt + ttlMs, staleUntil: fetchedAt + Math.max(ttlMs, staleMs) });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      forget(oldest);
    }
  }

  // A rate-limited answer is swapped for the last good copy when there is one young enough.
  function staleOr(key: string, fallback: () => CacheResult): CacheResult {
    const entry = entries.get(key);
    if (entry && now() < entry.staleUntil) return { answer: entry.answer, state: 'stale', staleSince: entry.fetchedAt };
    return fallback();
  }

  async function load(key: string, loader: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const pending = loader();
    inFlight.set(key, pending);
    try {
      const answer = await pending;
      options.shares.learn(statedLimit(answer));
      if (answer.status === 429) backoff = { until: now() + retryAfterMs(answer), answer };
      remember(key, answer);
      return answer;
    } finally {
      inFlight.delete(key);
    }
  }

  function settle(key: string, answer: CachedAnswer, state: CacheState): CacheResult {
    if (answer.status !== 429) return { answer, state };
    return staleOr(key, () => ({ answer, state }));
  }

  return {
    async get(key, client, loader) {
      sweep();
      const entry = entries.get(key);
      if (entry && now() < entry.expiresAt) return { answer: entry.answer, state: 'hit' };
      const blocked = backoff;
      if (blocked && now() < blocked.until) {
        return staleOr(key, () => ({ answer: withRetryAfter(blocked.answer, blocked.until - now()), state: 'hit' }));
      }
      const pending = inFlight.get(key);
      if (pending) return settle(key, await pending, 'coalesced');
      const waitMs = options.shares.take(client);
      if (waitMs > 0) return staleOr(key, () => ({ answer: overShareAnswer(options.shares.share(), waitMs), state: 'hit' }));
      return settle(key, await load(key, loader), 'miss');
    },
    size: () => bytes,
  };
}

function statedLimit(answer: CachedAnswer): StatedLimit {
  const header = (name: string) => Number(answer.headers[name] ?? Number.NaN);
  return { limit: header('x-ratelimit-limit'), remaining: header('x-ratelimit-remaining'), resetS: header('x-ratelimit-reset') };
}

function sizeOf(key: string, answer: CachedAnswer): number {
  const body = typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.byteLength;
  return body + key.length;
}

function retryAfterMs(answer: CachedAnswer): number {
  const seconds = Number(answer.headers['retry-after'] ?? answer.headers['x-ratelimit-reset']);
  const usable = Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_BACKOFF_S;
  return Math.min(usable, MAX_BACKOFF_S) * 1000;
}

// The remembered 429 is replayed with the time actually left, not the time it had when received.
function withRetryAfter(answer: CachedAnswer, remainingMs: number): CachedAnswer {
  const seconds = String(Math.max(1, Math.ceil(remainingMs / 1000)));
  const headers = { ...answer.headers, 'retry-after': seconds, 'x-ratelimit-reset': seconds, 'x-ratelimit-remaining': '0' };
  return { ...answer, headers };
}

function overShareAnswer(share: number, waitMs: number): CachedAnswer {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const body = errorBody({
    type: 'rate_limit',
    code: 'client_share_exceeded',
    message: `This browser has used its share of the API's requests for this minute (${share}); the rest is kept for the team. Try again in ${seconds} s.`,
  });
  return { status: 429, headers: { 'retry-after': String(seconds) }, body, upstreamRequestId: null };
}
