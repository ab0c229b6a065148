import { createMemoryAnswerStore } from './answer-store.ts';
import type { AnswerStore, StoredAnswer } from './answer-store.ts';
import { createLocalBackoff } from './backoff.ts';
import type { Backoff } from './backoff.ts';
import type { CallBudget } from './client-shares.ts';
import { errorBody } from '../http/error-envelope.ts';
import { createLocalFlights } from './flights.ts';
import type { Flight, Flights } from './flights.ts';
import type { CachedAnswer, CacheResult } from './cached-answer.ts';
import type { CacheState } from '../operations/metrics.ts';
import { readRateLimitHeaders } from './rate-limit-headers.ts';

/**
 * Rate economy for one API key shared by every browser using this server (120 requests a minute):
 * identical concurrent requests share one upstream call, 200s are reused for a TTL, each client
 * may spend only its share of the upstream calls, and once the upstream answers 429 nothing is
 * sent upstream until its Retry-After has passed. Memory is bounded in bytes and in time. The
 * state behind it lives in this process, or in Redis for several instances (shared-stores/).
 */
export type ResponseCache = {
  /** The answer for `key`, calling `load` only when neither a copy nor a call in flight serves. */
  get(key: string, client: string, load: () => Promise<CachedAnswer>): Promise<CacheResult>;
  /** Bytes of the answers this process holds (with Redis, its near-cache's). */
  size(): number;
};

/** The state the cache works on; each part in memory by default, or shared (shared-stores/redis-state.ts). */
export type RateState = { answers: AnswerStore; flights: Flights; budget: CallBudget; backoff: Backoff };

export type ResponseCacheOptions = {
  ttlS: number;
  /** How long after its fetch a copy may still stand in for a rate-limited answer. */
  staleMaxS: number;
  maxBytes: number;
  shares: CallBudget;
  /** The most calls a minute believed of the upstream's stated limit (UPSTREAM_MAX_RATE_LIMIT); 10,000 by default. */
  maxRateLimit?: number;
  now?: () => number;
  /** Replaces the in-process answers, flights and back-off (and `shares`) with shared ones. */
  state?: RateState;
};

/** Used when a 429 carries no usable Retry-After: the spec's window is one minute. */
const DEFAULT_BACKOFF_S = 60;
/** A longer Retry-After (a faulty or hostile upstream) would stop every path until a restart. */
export const MAX_BACKOFF_S = 120;

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const now = options.now ?? Date.now;
  const { answers, flights, budget, backoff } = options.state ?? {
    answers: createMemoryAnswerStore(options),
    flights: createLocalFlights(),
    budget: options.shares,
    backoff: createLocalBackoff(),
  };

  // A rate-limited answer is swapped for the last good copy when there is one young enough.
  function staleOr(entry: StoredAnswer | undefined, fallback: CacheResult): CacheResult {
    if (entry && now() < entry.staleUntil) return { answer: entry.answer, state: 'stale', staleSince: entry.fetchedAt };
    return fallback;
  }

  function settle(entry: StoredAnswer | undefined, answer: CachedAnswer, state: CacheState): CacheResult {
    return answer.status === 429 ? staleOr(entry, { answer, state }) : { answer, state };
  }

  // Only the request that calls upstream spends its client's share; the answer is then shared.
  async function fly(key: string, client: string, entry: StoredAnswer | undefined, loader: () => Promise<CachedAnswer>): Promise<Flight> {
    const waitMs = await budget.take(client);
    if (waitMs > 0) return { ...staleOr(entry, { answer: overShareAnswer(budget.share(), waitMs), state: 'hit' }), shareable: false };
    const answer = await loader();
    const stated = readRateLimitHeaders(answer.headers, options.maxRateLimit);
    if (stated) await budget.learn(stated);
    if (answer.status === 429) await backoff.start({ until: now() + retryAfterMs(answer), answer });
    await answers.write(key, answer);
    return { ...settle(entry, answer, 'miss'), shareable: true };
  }

  return {
    async get(key, client, loader) {
      const entry = await answers.read(key);
      if (entry && now() < entry.expiresAt) return { answer: entry.answer, state: 'hit' };
      const blocked = await backoff.current();
      if (blocked && now() < blocked.until) {
        return staleOr(entry, { answer: withRetryAfter(blocked.answer, blocked.until - now()), state: 'hit' });
      }
      for (;;) {
        const { flight, joined } = await flights.join(key, () => fly(key, client, entry, loader));
        if (!joined) return withoutShareable(flight);
        // Another client's over-share refusal is not this client's answer: it tries for itself.
        if (flight.shareable) return settle(entry, flight.answer, 'coalesced');
      }
    },
    size: () => answers.held().bytes,
  };
}

function withoutShareable({ shareable: _shareable, ...result }: Flight): CacheResult {
  return result;
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
    message:
      `This browser has used its share of the API's requests for this minute (${share});` +
      ` the rest is kept for the team. Try again in ${seconds} s.`,
  });
  return { status: 429, headers: { 'retry-after': String(seconds) }, body, upstreamRequestId: null };
}
