import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';
import { FORBIDDEN_KEY, startTestApi } from './test-support/harness.ts';

const LIMIT = 4;
let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi({ rateLimit: LIMIT });
});
afterAll(() => api.close());

const header = (headers: Headers, name: string) => Number(headers.get(name));

describe('rate limit over HTTP (spec 8)', () => {
  it('counts down on every response, errors included, then answers 429 with Retry-After', async () => {
    const paths = ['/accounts', '/nowhere', '/transactions?direction=sideways', '/banks'];
    for (const [i, path] of paths.entries()) {
      const response = await api.get(path);
      expect(header(response.headers, 'X-RateLimit-Limit')).toBe(LIMIT);
      expect(header(response.headers, 'X-RateLimit-Remaining')).toBe(LIMIT - i - 1);
      const reset = header(response.headers, 'X-RateLimit-Reset');
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
      expect(response.headers.get('Retry-After')).toBeNull();
    }
    const limited = await api.get('/accounts');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { type: 'rate_limit', code: 'rate_limited', message: expect.any(String), param: null, request_id: expect.any(String) },
    });
    expect(header(limited.headers, 'X-RateLimit-Remaining')).toBe(0);
    expect(header(limited.headers, 'Retry-After')).toBeGreaterThanOrEqual(1);
    expect(header(limited.headers, 'Retry-After')).toBe(header(limited.headers, 'X-RateLimit-Reset'));
  });

  it('keeps a separate window per key', async () => {
    const response = await api.get('/accounts', FORBIDDEN_KEY);
    expect(response.status).toBe(403);
    expect(header(response.headers, 'X-RateLimit-Remaining')).toBe(LIMIT - 1);
  });

  it('does not count 401s, which have no key, but still sends the headers', async () => {
    const response = await api.get('/accounts', 'unknown');
    expect(response.status).toBe(401);
    expect(header(response.headers, 'X-RateLimit-Remaining')).toBe(LIMIT);
  });
});

describe('RateLimiter window', () => {
  it('opens a new minute sixty seconds after the first request', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(2, () => now);
    expect(limiter.hit('k').allowed).toBe(true);
    now += 10_000;
    expect(limiter.hit('k')).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 50 });
    expect(limiter.hit('k').allowed).toBe(false);
    now += 50_000;
    expect(limiter.hit('k')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
  });
});
