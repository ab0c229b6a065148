import { describe, expect, it } from 'vitest';
import { backOffAfter } from './back-off.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
/** An ApiReadError as the server's reader throws it. */
const answered = (status: number, retryAfterS: number | null) =>
  Object.assign(new Error(`The API answered ${status}.`), { status, retryAfterS });

describe('backOffAfter', () => {
  it("waits for a 429's Retry-After, the team's budget being spent until then", () => {
    expect(backOffAfter(answered(429, 120), FIFTEEN_MINUTES)).toEqual({ rateLimited: true, waitMs: 120_000 });
  });

  it('waits the usual back-off after a 429 that says nothing of when, still telling it was one', () => {
    expect(backOffAfter(answered(429, null), FIFTEEN_MINUTES)).toEqual({ rateLimited: true, waitMs: FIFTEEN_MINUTES });
  });

  it('waits the usual back-off after any other failure', () => {
    expect(backOffAfter(answered(502, 120), FIFTEEN_MINUTES)).toEqual({ rateLimited: false, waitMs: FIFTEEN_MINUTES });
    const failure = new Error('The demo could not be read.');
    expect(backOffAfter(failure, FIFTEEN_MINUTES)).toEqual({ rateLimited: false, waitMs: FIFTEEN_MINUTES });
  });
});
