/**
 * Each client's share of the upstream calls the whole team may make (spec 8: 120 a minute for
 * one key). Only cache misses spend it: hits and coalesced answers are free. A client over its
 * share waits for its own window to pass, so one heavy user cannot leave the others with 429s.
 */
export type ClientShares = {
  /** Counts one upstream call for `client` and returns 0, or returns the ms it must wait first. */
  take(client: string): number;
  /** The upstream's per-minute limit as its `X-RateLimit-Limit` states it. */
  learnLimit(limit: number): void;
  /** Calls one client may make in a window: a third of the limit, at least 1. */
  share(): number;
};

/** The spec's limit, used until the upstream states its own. */
export const SPEC_LIMIT_PER_MINUTE = 120;
/** A third: one heavy user leaves two thirds of the minute to everyone else. */
const SHARE_OF_LIMIT = 1 / 3;
const WINDOW_MS = 60_000;
/** Bounds the memory of a crowd of clients; the least recently seen is forgotten first. */
const MAX_CLIENTS = 10_000;

type Window = { startedAt: number; calls: number };

export function createClientShares(options: { now?: () => number } = {}): ClientShares {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  let limit = SPEC_LIMIT_PER_MINUTE;

  const share = () => Math.max(1, Math.floor(limit * SHARE_OF_LIMIT));

  // A client's window starts with its first call, as the demo API's does for a key.
  function windowOf(client: string, at: number): Window {
    const current = windows.get(client);
    windows.delete(client);
    const window = current && at - current.startedAt < WINDOW_MS ? current : { startedAt: at, calls: 0 };
    windows.set(client, window);
    if (windows.size > MAX_CLIENTS) windows.delete(windows.keys().next().value ?? client);
    return window;
  }

  return {
    take(client) {
      const at = now();
      const window = windowOf(client, at);
      if (window.calls >= share()) return window.startedAt + WINDOW_MS - at;
      window.calls++;
      return 0;
    },
    learnLimit(stated) {
      if (Number.isSafeInteger(stated) && stated > 0) limit = stated;
    },
    share,
  };
}
