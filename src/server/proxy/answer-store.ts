import type { CachedAnswer } from './response-cache.ts';
import type { MaybePromise } from './shared-state.ts';

/** A cached 200 with the times that decide how it may be used. */
export type StoredAnswer = { answer: CachedAnswer; fetchedAt: number; expiresAt: number; staleUntil: number };

/** Where successful answers are kept: this process's memory, or Redis for every instance. */
export type AnswerStore = {
  /** The copy for `key` while it may still stand in for a rate-limited answer, else undefined. */
  read(key: string): MaybePromise<StoredAnswer | undefined>;
  /** Keeps a 200 for the TTL (and as a stale copy after it); anything else is ignored. */
  write(key: string, answer: CachedAnswer): MaybePromise<void>;
};

export type AnswerTimes = {
  ttlS: number;
  /** How long after its fetch a copy may still stand in for a rate-limited answer. */
  staleMaxS: number;
  maxBytes: number;
  now?: () => number;
};

/** The times of a copy fetched now; a copy lives at least its TTL, and as a stale copy up to `staleMaxS`. */
export function timesOf(fetchedAt: number, options: AnswerTimes): Omit<StoredAnswer, 'answer'> {
  const ttlMs = options.ttlS * 1000;
  return { fetchedAt, expiresAt: fetchedAt + ttlMs, staleUntil: fetchedAt + Math.max(ttlMs, options.staleMaxS * 1000) };
}

/** True when an answer may be stored at all: a 200, with the cache on. */
export function isStorable(answer: CachedAnswer, options: AnswerTimes): boolean {
  return options.ttlS > 0 && answer.status === 200;
}

export function byteSizeOf(key: string, answer: CachedAnswer): number {
  const body = typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.byteLength;
  return body + key.length;
}

/** Also swept on a timer, so an idle server gives the memory of expired copies back. */
const SWEEP_INTERVAL_MS = 60_000;

/** The in-process store: bounded in bytes, oldest first out, expired copies given back. */
export function createMemoryAnswerStore(options: AnswerTimes): AnswerStore & { size(): number } {
  const now = options.now ?? Date.now;
  // Insertion order is fetch order (an update re-inserts and the TTL is one for all): the oldest entry is always first.
  const entries = new Map<string, StoredAnswer & { bytes: number }>();
  let bytes = 0;
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

  return {
    read(key) {
      sweep();
      return entries.get(key);
    },
    write(key, answer) {
      if (!isStorable(answer, options)) return;
      forget(key);
      const size = byteSizeOf(key, answer);
      if (size > options.maxBytes) return;
      entries.set(key, { answer, bytes: size, ...timesOf(now(), options) });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        forget(oldest);
      }
    },
    size: () => bytes,
  };
}
