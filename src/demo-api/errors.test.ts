import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoApi } from './app.ts';
import { startTestApi, TEST_KEY, testOptions } from './test-support/harness.ts';

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('unknown paths', () => {
  it.each(['/nowhere', '/transactions/123', '/accounts/extra', '/v2/accounts'])('answer 404 resource_not_found for %s', async (path) => {
    const response = await api.get(path.startsWith('/v2') ? `/..${path}` : path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: { type: 'not_found', code: 'resource_not_found', message: expect.any(String), param: null, request_id: expect.any(String) },
    });
    expect(response.headers.get('X-RateLimit-Remaining')).not.toBeNull();
  });
});

describe('methods other than GET', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answer 404 resource_not_found to %s', async (method) => {
    const { app } = createDemoApi(testOptions({ scale: 0.05 }));
    const response = await app.request('/v1/transactions', { method, headers: { Authorization: `Bearer ${TEST_KEY}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { type: 'not_found', code: 'resource_not_found' } });
  });
});

describe('unexpected failures', () => {
  it('become 500 internal_error in the envelope, and the app keeps serving', async () => {
    const { app, store } = createDemoApi(testOptions());
    const spy = vi.spyOn(store.balances, 'at').mockImplementation(() => {
      throw new Error('boom');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const headers = { Authorization: `Bearer ${TEST_KEY}` };
    const failed = await app.request('/v1/accounts', { headers });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      error: { type: 'server', code: 'internal_error', message: expect.any(String), param: null, request_id: expect.any(String) },
    });
    expect(failed.headers.get('X-RateLimit-Limit')).not.toBeNull();
    spy.mockRestore();
    expect((await app.request('/v1/accounts', { headers })).status).toBe(200);
  });
});
