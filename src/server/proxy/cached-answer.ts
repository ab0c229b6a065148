import type { CacheState } from '../operations/metrics.ts';

/**
 * One answer of the upstream as the proxy keeps and replays it: what the response cache, its
 * stores (in memory and in Redis) and the calls in flight pass between them.
 */
export type CachedAnswer = {
  status: number;
  headers: Record<string, string>;
  /** Bytes as the upstream sent them (passed through), or text the proxy read or wrote. */
  body: string | Uint8Array;
  upstreamRequestId: string | null;
  /** The body gzipped, when a shared store kept it so (gzip-answer.ts uses it instead of compressing again). */
  gzipped?: Uint8Array;
};

export type CacheResult = {
  answer: CachedAnswer;
  state: CacheState;
  /** For a stale copy: epoch milliseconds when the upstream gave it. */
  staleSince?: number;
};
