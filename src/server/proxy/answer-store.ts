import type { CachedAnswer } from './cached-answer.ts';
import type { MaybePromise } from '../shared-state/shared-state.ts';

/** A cached 200 with the times that decide how it may be used. */
export type StoredAnswer = { answer: CachedAnswer; fetchedAt: number; expiresAt: number; staleUntil: number };

/** Where successful answers are kept: this process's memory, or Redis for every instance. */
export type AnswerStore = {
  /** The copy for `key` while it may still stand in for a rate-limited answer, else undefined. */
  read(key: string): MaybePromise<StoredAnswer | undefined>;
  /** Keeps a 200 for the TTL (and as a stale copy after it); anything else is ignored. */
  write(key: string, answer: CachedAnswer): MaybePromise<void>;
  /** What this process holds (with Redis, its near-cache): never more bytes than CACHE_MAX_MB. */
  held(): Held;
};

export type Held = { bytes: number; entries: number };

/** The in-process store, which is also each instance's near-cache of what it wrote to or read from Redis. */
export type MemoryAnswerStore = {
  read(key: string): StoredAnswer | undefined;
  write(key: string, answer: CachedAnswer): void;
  held(): Held;
  /** Keeps a copy with the times it already has (one read from Redis, or gzipped on its way there). */
  keep(key: string, stored: StoredAnswer): void;
  /** The copies that may still stand in, oldest kept first. */
  copies(): [string, StoredAnswer][];
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

/** The bytes a copy holds: its body, its gzipped copy when it carries one, its key. */
export function byteSizeOf(key: string, answer: CachedAnswer): number {
  const body = typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.byteLength;
  return body + (answer.gzipped?.byteLength ?? 0) + key.length;
}

/** Also swept on a timer, so an idle server gives the memory of expired copies back. */
const SWEEP_INTERVAL_MS = 60_000;

/** The in-process store: bounded in bytes, oldest kept first out, expired copies given back. */
export function createMemoryAnswerStore(options: AnswerTimes): MemoryAnswerStore {
  const now = options.now ?? Date.now;
  // Insertion order is keeping order (an update re-inserts): the first entry is the one to let go first.
  const entries = new Map<string, { stored: StoredAnswer; bytes: number }>();
  let bytes = 0;
  setInterval(() => sweep(false), SWEEP_INTERVAL_MS).unref();

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  // A copy read from Redis may be older than one kept before it: a read stops at the first live
  // copy (cheap), the timer looks at every one.
  function sweep(stopAtLive: boolean): void {
    for (const [key, entry] of entries) {
      if (entry.stored.staleUntil > now()) {
        if (stopAtLive) return;
        continue;
      }
      forget(key);
    }
  }

  function keep(key: string, stored: StoredAnswer): void {
    forget(key);
    const size = byteSizeOf(key, stored.answer);
    if (size > options.maxBytes || stored.staleUntil <= now()) return;
    entries.set(key, { stored, bytes: size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      forget(oldest);
    }
  }

  return {
    read(key) {
      sweep(true);
      const stored = entries.get(key)?.stored;
      if (!stored || stored.staleUntil > now()) return stored;
      forget(key);
      return undefined;
    },
    write(key, answer) {
      if (!isStorable(answer, options)) return;
      keep(key, { answer, ...timesOf(now(), options) });
    },
    keep,
    copies: () => [...entries].filter(([, entry]) => entry.stored.staleUntil > now()).map(([key, entry]) => [key, entry.stored]),
    held: () => ({ bytes, entries: entries.size }),
  };
}
