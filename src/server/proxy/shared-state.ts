import { createMemoryAnswerStore } from './answer-store.ts';
import type { AnswerTimes } from './answer-store.ts';
import { createLocalBackoff } from './backoff.ts';
import { createClientShares } from './client-shares.ts';
import { createLocalFlights } from './flights.ts';
import { createLoginLimiter } from '../access/login-limiter.ts';
import type { LoginLimits } from '../access/login-limiter.ts';
import type { RateState } from './response-cache.ts';

/** A value, or a promise of it: in-process state answers at once, Redis after a round trip. */
export type MaybePromise<T> = T | Promise<T>;

/** `local`: no Redis configured. `shared`: state in Redis. `degraded`: Redis configured but unreachable. */
export type StateMode = 'local' | 'shared' | 'degraded';

/**
 * Everything the instances of one dashboard must agree on (issue 18): cached answers, calls in
 * flight, the upstream budget with each client's share, the back-off after a 429, failed logins.
 */
export type SharedState = RateState & {
  logins: LoginLimits;
  mode(): StateMode;
  close(): Promise<void>;
};

export type SharedStateOptions = {
  /** Unset: this process's memory, as a single server has always kept it. */
  redisUrl: string | null;
  /** The upstream and its key name the namespace (hashed: the key itself never reaches Redis). */
  baseUrl: string;
  apiKey: string;
  cache: AnswerTimes;
  /** A claim on a key being fetched lapses after this (the upstream timeout), should its instance die. */
  claimTtlMs: number;
  log?: (line: string) => void;
};

/** In-process state, or Redis's when `redisUrl` is set; the Redis client is loaded only then. */
export async function openSharedState(options: SharedStateOptions): Promise<SharedState> {
  if (options.redisUrl === null) return localState(options.cache);
  const { openRedisState } = await import('./redis/redis-state.ts');
  return openRedisState({ ...options, redisUrl: options.redisUrl });
}

export function localState(cache: AnswerTimes): SharedState {
  return {
    answers: createMemoryAnswerStore(cache),
    flights: createLocalFlights(),
    budget: createClientShares(cache.now ? { now: cache.now } : {}),
    backoff: createLocalBackoff(),
    logins: createLoginLimiter(),
    mode: () => 'local',
    close: async () => {},
  };
}
