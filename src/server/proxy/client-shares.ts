import type { StatedLimit } from './rate-limit-headers.ts';
import type { MaybePromise } from '../shared-state/shared-state.ts';

/**
 * Each client's share of the upstream calls the whole team may make (spec 8: 120 a minute for
 * one key). Only cache misses spend it: hits and coalesced answers are free. A client may make a
 * third of the minute's calls; past that it may borrow what the team leaves unused, but never the
 * last third, which stays for everyone else. In the last third a client's calls there must
 * leave the others at least as many: each newcomer gets at most half of what is left, so a
 * second browser of the borrower, or a second address, cannot empty it (80 + 40 left a
 * colleague 0 of 5; now 80 + 20 leaves 20). One person alone still uses two thirds.
 */
export type ClientShares = {
  /** Counts one upstream call for `client` and returns 0, or returns the ms it must wait first. */
  take(client: string): number;
  /** What an upstream answer says of the key's minute (`X-RateLimit-*`, read by readRateLimitHeaders), to correct the count. */
  learn(stated: StatedLimit): void;
  /** Calls one client may make in its window before borrowing: a third of the limit, at least 1. */
  share(): number;
  /** Clients remembered (bounded). */
  tracked(): number;
};

/** The same contract, for a budget that may live elsewhere (Redis): its answers may be promises. */
export type CallBudget = {
  take(client: string): MaybePromise<number>;
  learn(stated: StatedLimit): MaybePromise<void>;
  share(): number;
};

/** The spec's limit, used until the upstream states its own. */
export const SPEC_LIMIT_PER_MINUTE = 120;
/** A third: one heavy user leaves two thirds of the minute to everyone else. */
const SHARE_OF_LIMIT = 1 / 3;
const WINDOW_MS = 60_000;
/** Bounds the memory of a crowd of clients; the least recently seen is forgotten first. */
const MAX_CLIENTS = 10_000;

/** `lastThirdCalls`: those made while the team was in the last third of its minute. */
type Window = { endsAt: number; calls: number; lastThirdCalls: number };

export type ClientSharesOptions = {
  now?: () => number;
  /**
   * The part of the upstream's limit this process may spend, 1 by default. Below 1 while the
   * instances that share a budget in Redis cannot reach it: each then keeps to its own part.
   */
  fraction?: () => number;
};

export function createClientShares(options: ClientSharesOptions = {}): ClientShares {
  const now = options.now ?? Date.now;
  const fraction = options.fraction ?? (() => 1);
  const clients = new Map<string, Window>();
  let team: Window = { endsAt: 0, calls: 0, lastThirdCalls: 0 };
  let statedLimit = SPEC_LIMIT_PER_MINUTE;
  const limitNow = () => Math.max(1, Math.floor(statedLimit * fraction()));

  const share = () => Math.max(1, Math.floor(limitNow() * SHARE_OF_LIMIT));

  // A window starts with its first call, as the demo API's does for a key.
  function current(window: Window | undefined, at: number): Window {
    return window && at < window.endsAt ? window : { endsAt: at + WINDOW_MS, calls: 0, lastThirdCalls: 0 };
  }

  function clientWindow(client: string, at: number): Window {
    const window = current(clients.get(client), at);
    clients.delete(client);
    clients.set(client, window);
    if (clients.size > MAX_CLIENTS) clients.delete(clients.keys().next().value ?? client);
    return window;
  }

  const inLastThird = () => limitNow() - team.calls <= share();

  // Its own share, in the last third only while it leaves the others as many as it had there; beyond it, borrowing outside the last third.
  function mayCall(own: Window): boolean {
    const limit = limitNow();
    if (own.calls >= share()) return !inLastThird();
    return inLastThird() ? team.calls + own.lastThirdCalls < limit : team.calls < limit;
  }

  return {
    take(client) {
      const at = now();
      team = current(team, at);
      const own = clientWindow(client, at);
      if (!mayCall(own)) return Math.min(own.endsAt, team.endsAt) - at;
      if (inLastThird()) own.lastThirdCalls++;
      own.calls++;
      team.calls++;
      return 0;
    },
    learn(stated) {
      statedLimit = stated.limit;
      // The upstream counts calls this server did not make (another server, a script with the same key).
      const at = now();
      team = current(team, at);
      // With a fraction, what is left is split too: each instance may spend only its part of it.
      team.calls = Math.max(team.calls, limitNow() - Math.floor(stated.remaining * fraction()));
      team.endsAt = Math.max(team.endsAt, at + stated.resetS * 1000);
    },
    share,
    tracked: () => clients.size,
  };
}
