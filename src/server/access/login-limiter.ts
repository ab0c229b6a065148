import type { MaybePromise } from '../shared-state/shared-state.ts';
import { createDeviceMints } from './device-mints.ts';
import { createLoginTurns } from './login-turns.ts';

/** How far back failed logins count. */
export const WINDOW_MS = 15 * 60_000;
/** Failures a key may make within the window before it has to wait. */
export const FREE_FAILURES = 5;
/** Failures all keys without a device cookie may make together before they all have to wait. */
export const FREE_GLOBAL_FAILURES = 50;
/** The most keys tracked at once; beyond it the least recently failing key is forgotten. */
export const MAX_TRACKED_KEYS = 10_000;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 60_000;
// Past this many failures the delay stops growing, so older ones need not be remembered.
export const REMEMBERED_FAILURES = FREE_FAILURES + Math.ceil(Math.log2(MAX_DELAY_MS / FIRST_DELAY_MS));
const MINUTE_MS = 60_000;
const WINDOW_MINUTES = WINDOW_MS / MINUTE_MS;

export type LoginLimiterOptions = { now?: () => number; maxKeys?: number };

export type LoginLimiter = {
  /**
   * Milliseconds before `key` may have a password checked, 0 when it may now. A key waits out
   * its own failures; past the global budget, `shared` keys also take turns (login-turns.ts),
   * and a 0 uses up the key's turn.
   */
  turnMs(key: string, shared: boolean): number;
  /** Records a failure; `failures` is the key's count in the window (it stops growing once the delay is at its cap). */
  fail(key: string, shared: boolean): { failures: number; waitMs: number };
  /** A right password forgets the key's failures (not the global ones). */
  succeed(key: string): void;
  /** Whether the browser at `address` may be given a device cookie (DEVICES_PER_ADDRESS per window); counts it when so. */
  mayMintDevice(address: string): boolean;
  /** How many keys are tracked. */
  size(): number;
};

/** The same contract for limits kept elsewhere (Redis, shared by every instance): answers may be promises. */
export type LoginLimits = {
  turnMs(key: string, shared: boolean): MaybePromise<number>;
  fail(key: string, shared: boolean): MaybePromise<{ failures: number; waitMs: number }>;
  succeed(key: string): MaybePromise<void>;
  mayMintDevice(address: string): MaybePromise<boolean>;
};

/**
 * The wait after `failures` failures when `free` of them cost nothing: 0, then 1 s, 2 s, 4 s …
 * capped at 60 s.
 *
 * @example progressiveDelayMs(6, 5) // 2_000
 */
export function progressiveDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - free));
}

/**
 * Failed logins per key, in a Map kept in order of each key's last failure: touching a key moves
 * it to the end, so the least recently failing key is the first one and evicting it is O(1).
 * `shared` keys (no device cookie) also draw on one global budget, so many addresses together
 * get no more free guesses than a few: past it, one password check per doubling interval (up
 * to 60 s), handed out as turns in order rather than to whoever asks first after each wait.
 */
export function createLoginLimiter(options: LoginLimiterOptions = {}): LoginLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? MAX_TRACKED_KEYS;
  // Each key's recent failure times, oldest first.
  const failures = new Map<string, number[]>();
  const global = createWindowCounter();
  const turns = createLoginTurns();
  const mints = createDeviceMints(WINDOW_MS, maxKeys);

  function recent(key: string, at: number): number[] | undefined {
    const times = failures.get(key);
    if (!times) return undefined;
    while (times[0] !== undefined && times[0] <= at - WINDOW_MS) times.shift();
    if (times.length > 0) return times;
    failures.delete(key);
    return undefined;
  }

  // Keys are in order of their last failure, so the expired ones are all at the front.
  function forgetExpired(at: number): void {
    for (const [key, times] of failures) {
      const last = times[times.length - 1];
      if (last !== undefined && last > at - WINDOW_MS) return;
      failures.delete(key);
    }
  }

  function forgetLeastRecent(): void {
    const oldest = failures.keys().next();
    if (!oldest.done) failures.delete(oldest.value);
  }

  function keyWaitMs(key: string, at: number): number {
    const times = recent(key, at);
    const last = times?.[times.length - 1];
    if (!times || last === undefined) return 0;
    return Math.max(0, last + progressiveDelayMs(times.length, FREE_FAILURES) - at);
  }

  function globalIntervalMs(at: number): number {
    return progressiveDelayMs(global.count(at), FREE_GLOBAL_FAILURES);
  }

  function turnMs(key: string, shared: boolean): number {
    const at = now();
    const own = keyWaitMs(key, at);
    if (own > 0 || !shared) return own;
    const failed = global.count(at);
    if (progressiveDelayMs(failed, FREE_GLOBAL_FAILURES) === 0) return 0;
    // Spaced as if every turn handed out before were a failure: reserving ahead buys no faster guesses.
    return turns.take(key, at, (ahead) => progressiveDelayMs(failed + ahead, FREE_GLOBAL_FAILURES));
  }

  function fail(key: string, shared: boolean): { failures: number; waitMs: number } {
    const at = now();
    const times = recent(key, at) ?? [];
    times.push(at);
    if (times.length > REMEMBERED_FAILURES) times.shift();
    failures.delete(key);
    failures.set(key, times);
    forgetExpired(at);
    if (failures.size > maxKeys) forgetLeastRecent();
    if (shared) global.add(at);
    const own = keyWaitMs(key, at);
    return { failures: times.length, waitMs: shared ? Math.max(own, globalIntervalMs(at)) : own };
  }

  return {
    turnMs,
    fail,
    succeed: (key) => void failures.delete(key),
    mayMintDevice: (address) => mints.mayMint(address, now()),
    size: () => failures.size,
  };
}

/** Events in the last 15 minutes, counted in per-minute buckets: O(1) memory and time. */
function createWindowCounter() {
  const perMinute = new Map<number, number>();

  function dropOld(minute: number): void {
    for (const bucket of perMinute.keys()) if (bucket <= minute - WINDOW_MINUTES) perMinute.delete(bucket);
  }

  return {
    add(at: number): void {
      const minute = Math.floor(at / MINUTE_MS);
      dropOld(minute);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    },
    count(at: number): number {
      dropOld(Math.floor(at / MINUTE_MS));
      let total = 0;
      for (const events of perMinute.values()) total += events;
      return total;
    },
  };
}
