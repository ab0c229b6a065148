import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { apiGet, apiGetList } from './api-fetch.ts';
import { getRateLimitState } from './rate-limit-state.ts';

const rateHeaders = { 'X-RateLimit-Limit': '120', 'X-RateLimit-Remaining': '7', 'X-RateLimit-Reset': '30' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...rateHeaders, ...headers } });
}

function envelope(code: string, type: string, param: string | null = null) {
  return { error: { type, code, message: `msg ${code}`, param, request_id: 'req_123' } };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiGet', () => {
  it('turns the error envelope into a typed error', async () => {
    fetchMock.mockResolvedValueOnce(json(400, envelope('invalid_parameter', 'invalid_request', 'direction')));
    const error = await apiGet('/transactions', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'invalid_parameter', param: 'direction', requestId: 'req_123' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403, 404])('does not retry a %s', async (status) => {
    fetchMock.mockResolvedValue(json(status, envelope('unauthorized', 'authentication')));
    await expect(apiGet('/accounts', z.unknown())).rejects.toMatchObject({ status });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits out a 429 for Retry-After, then retries', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(json(429, envelope('rate_limited', 'rate_limit'), { 'Retry-After': '3' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    const result = apiGet('/accounts', z.object({ ok: z.boolean() }));
    await vi.advanceTimersByTimeAsync(2900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getRateLimitState().blockedUntil).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getRateLimitState().blockedUntil).toBeNull();
  });

  it("tells the server's per-browser share apart from the workspace's limit", async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(json(429, envelope('client_share_exceeded', 'rate_limit'), { 'Retry-After': '2' }))
      .mockResolvedValueOnce(json(429, envelope('rate_limited', 'rate_limit'), { 'Retry-After': '2' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    const result = apiGet('/accounts', z.object({ ok: z.boolean() }));
    await vi.advanceTimersByTimeAsync(100);
    expect(getRateLimitState().ownShareSpent).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(getRateLimitState()).toMatchObject({ ownShareSpent: false, remaining: 0 });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('gives up after a bounded number of 429s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json(429, envelope('rate_limited', 'rate_limit'), { 'Retry-After': '1' }));
    const result = apiGet('/accounts', z.unknown()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ status: 429, retryAfterSeconds: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Nothing waits any more: the banner must not keep saying it retries.
    expect(getRateLimitState().blockedUntil).toBeNull();
  });

  it('exposes the rate-limit headers', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiGet('/accounts', z.unknown());
    expect(getRateLimitState()).toMatchObject({ limit: 120, remaining: 7 });
  });

  it('records a stale answer for its URL, and a fresh answer for the same URL clears it', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, {}, { 'X-Dashboard-Stale-Since': '2026-11-20T09:14:05.000Z' }))
      .mockResolvedValueOnce(json(200, {}));
    await apiGet('/banks', z.unknown(), { params: { limit: 100 } });
    expect(getRateLimitState().oldestStaleSince).toBe(Date.parse('2026-11-20T09:14:05.000Z'));
    await apiGet('/banks', z.unknown(), { params: { limit: 100 } });
    expect(getRateLimitState().oldestStaleSince).toBeNull();
  });

  it('names the field when a response does not match its schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { totals: { net: 5 } }));
    const error = await apiGet('/transactions/summary', z.object({ totals: z.object({ net: z.string() }) })).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'shape', field: 'totals.net' });
  });

  it('reports a network failure as such', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('/accounts', z.unknown())).rejects.toMatchObject({ kind: 'network' });
  });

  it('reports a non-JSON error body with its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/accounts', z.unknown())).rejects.toMatchObject({ kind: 'http', status: 502 });
  });
});

describe('apiGetList', () => {
  it('keeps the valid rows of a page and reports the malformed one', async () => {
    const page = { object: 'list', data: [{ n: '1' }, { n: 2 }, { n: '3' }], has_more: true, next_cursor: 'c1' };
    fetchMock.mockResolvedValueOnce(json(200, page));
    const result = await apiGetList('/labels', z.object({ n: z.string() }));
    expect(result.items).toEqual([{ n: '1' }, { n: '3' }]);
    expect(result.nextCursor).toBe('c1');
    expect(result.invalidRows).toHaveLength(1);
    expect(result.invalidRows[0]?.field).toBe('data.1.n');
  });
});
