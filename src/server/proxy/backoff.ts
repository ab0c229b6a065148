import type { CachedAnswer } from './cached-answer.ts';
import type { MaybePromise } from '../shared-state/shared-state.ts';

/** After an upstream 429: until when nothing goes upstream, and the answer to replay meanwhile. */
export type BackoffState = { until: number; answer: CachedAnswer };

/** The back-off after an upstream 429: one instance learning Retry-After stops them all with Redis. */
export type Backoff = {
  current(): MaybePromise<BackoffState | null>;
  start(state: BackoffState): MaybePromise<void>;
};

export function createLocalBackoff(): Backoff {
  let state: BackoffState | null = null;
  return {
    current: () => state,
    start: (next) => {
      state = next;
    },
  };
}
