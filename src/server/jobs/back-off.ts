/**
 * What a job's failed run says of when to try again. The API's 429 (an `ApiReadError`) carries
 * its Retry-After in seconds: the team's request budget is spent until then, so trying sooner
 * would only spend the next one. Recognised by its shape, so a job needs no reader to know it.
 */
type RateLimited = Error & { status: 429; retryAfterS: number | null };

export type BackOff = {
  /** The API said 429: its budget is spent, the run did not fail of itself. */
  rateLimited: boolean;
  waitMs: number;
};

/** A 429 waits for its Retry-After; anything else (and a 429 that gave none) waits `otherwiseMs`. */
export function backOffAfter(error: unknown, otherwiseMs: number): BackOff {
  if (!isRateLimited(error)) return { rateLimited: false, waitMs: otherwiseMs };
  return { rateLimited: true, waitMs: error.retryAfterS === null ? otherwiseMs : error.retryAfterS * 1000 };
}

function isRateLimited(error: unknown): error is RateLimited {
  if (!(error instanceof Error) || !('status' in error) || error.status !== 429) return false;
  return 'retryAfterS' in error && (error.retryAfterS === null || typeof error.retryAfterS === 'number');
}
