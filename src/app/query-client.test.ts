import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { retryDelay, shouldRetry } from './query-client.ts';

const http = (status: number, retryAfterSeconds?: number) =>
  new ApiError({ kind: 'http', status, endpoint: '/accounts', message: `${status}`, retryAfterSeconds });

describe('shouldRetry', () => {
  it('retries what can heal, twice', () => {
    for (const error of [http(500), http(502), http(504), new ApiError({ kind: 'network', endpoint: '/x', message: 'offline' })]) {
      expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, false]);
    }
  });

  it('stops at once where trying again fails the same way', () => {
    for (const error of [
      http(400),
      http(401),
      http(403),
      http(404),
      new ApiError({ kind: 'shape', endpoint: '/x', message: 'bad' }),
      new Error('bug'),
    ]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
  });

  it('leaves a 429 to apiGet, which already waited it out', () => {
    expect(shouldRetry(0, http(429, 1))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('backs off exponentially, capped, unless the server says how long', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, http(500)))).toEqual([1000, 2000, 4000, 4000]);
    expect(retryDelay(0, http(503, 7))).toBe(7000);
  });
});
