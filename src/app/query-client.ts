import { QueryClient } from '@tanstack/react-query';
import { isApiError, isRetryable } from '../api/api-error.ts';

/** Two quick retries heal a blip; longer waits leave the reader staring at a skeleton. */
const MAX_RETRIES = 2;

/**
 * Whether a failed query tries again. A 429 is not: apiGet has already waited it out and
 * retried, and retrying here too would multiply the requests against a spent limit.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status === 429) return false;
  return failureCount < MAX_RETRIES && isRetryable(error);
}

/** Exponential backoff (1 s, 2 s, capped at 4 s), or the server's own Retry-After. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterSeconds) return error.retryAfterSeconds * 1000;
  return Math.min(1000 * 2 ** attempt, 4_000);
}

/**
 * Retries only what can heal (network, 5xx); a 4xx will fail the same way again. The API
 * key allows 120 requests a minute for the whole team, so nothing refetches on focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}
