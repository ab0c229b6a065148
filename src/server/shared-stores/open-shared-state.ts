import { createLoginLimiter } from '../access/login-limiter.ts';
import { createMemoryAnswerStore } from '../proxy/answer-store.ts';
import type { AnswerTimes } from '../proxy/answer-store.ts';
import { createLocalBackoff } from '../proxy/backoff.ts';
import { createClientShares } from '../proxy/client-shares.ts';
import { createLocalFlights } from '../proxy/flights.ts';
import type { SharedState, SharedStateOptions } from './shared-state.ts';

/** In-process state, or Redis's when `redisUrl` is set; the Redis client is loaded only then. */
export async function openSharedState(options: SharedStateOptions): Promise<SharedState> {
  if (options.redisUrl === null) return localState(options.cache);
  const { openRedisState } = await import('./redis-state.ts');
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
