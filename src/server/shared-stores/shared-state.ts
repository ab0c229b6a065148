import type { LoginLimits } from '../access/login-limiter.ts';
import type { AnswerTimes } from '../proxy/answer-store.ts';
import type { RateState } from '../proxy/response-cache.ts';
import type { StateMode } from '../shared-state/shared-state.ts';

/**
 * Everything the instances of one dashboard must agree on (issue 18): cached answers, calls in
 * flight, the upstream budget with each client's share, the back-off after a 429, failed logins.
 * Opened by open-shared-state.ts, the one place that knows every store: the proxy's and the login limiter's.
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
  /** Warnings (Redis unreachable); `info` gets the lines saying all is well (state shared), `log` too when unset. */
  log?: (line: string) => void;
  info?: (line: string) => void;
};
