import type { CacheResult } from './cached-answer.ts';

/**
 * One load of an answer. `shareable` is false for an answer meant for its client only (over its
 * share of the budget): requests that joined it then try for themselves.
 */
export type Flight = CacheResult & { shareable: boolean };

/** Identical requests in flight share one load: in this process, or across instances with Redis. */
export type Flights = {
  /**
   * Runs `load` for `key`, unless a load of `key` is already under way (here or, with Redis, on
   * another instance): then waits for that one and resolves with its flight, `joined` true.
   */
  join(key: string, load: () => Promise<Flight>): Promise<{ flight: Flight; joined: boolean }>;
};

/** In-process coalescing: one promise per key while its load runs. */
export function createLocalFlights(): Flights {
  const inFlight = new Map<string, Promise<Flight>>();
  return {
    async join(key, load) {
      const pending = inFlight.get(key);
      if (pending) return { flight: await pending, joined: true };
      // Forgotten as soon as it settles, before any joiner resumes: one that must retry starts afresh.
      const started = load().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return { flight: await started, joined: false };
    },
  };
}
