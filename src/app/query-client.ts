import { QueryClient } from '@tanstack/react-query';
import { isApiError, isRetryable } from '../api/api-error.ts';

/** Two quick retries heal a blip; longer waits leave the reader staring at a skeleton. */
const MAX_RETRIES = 2;

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
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: (attempt, error) => {
          if (isApiError(error) && error.retryAfterSeconds) return error.retryAfterSeconds * 1000;
          return Math.min(1000 * 2 ** attempt, 4_000);
        },
      },
    },
  });
}
