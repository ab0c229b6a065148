/** What the X-RateLimit-* headers report after a request. */
export type RateLimitState = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

const WINDOW_MS = 60_000;

/** A fixed one-minute window per key, starting with the key's first request (docs/api-assumptions.md). */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitState {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000));
    return { allowed: window.count <= this.limit, limit: this.limit, remaining: Math.max(0, this.limit - window.count), resetSeconds };
  }

  /** The headers of a request that counts against no key (a 401). */
  untouched(): RateLimitState {
    return { allowed: true, limit: this.limit, remaining: this.limit, resetSeconds: WINDOW_MS / 1000 };
  }
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.resetSeconds),
    ...(state.allowed ? {} : { 'Retry-After': String(state.resetSeconds) }),
  };
}
