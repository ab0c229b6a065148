import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_KEY, startTestApi, TEST_KEY } from './test-support/harness.ts';

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

function expectEnvelope(body: Record<string, unknown>, type: string, code: string): void {
  expect(body).toEqual({
    error: { type, code, message: expect.any(String), param: null, request_id: expect.stringMatching(/^req_[0-9a-f]+$/) },
  });
}

describe('authentication (spec 5)', () => {
  it.each([
    ['no Authorization header', null, {}],
    ['an unknown key', 'nope', {}],
    ['a Basic scheme', null, { Authorization: `Basic ${TEST_KEY}` }],
    ['a Bearer without key', null, { Authorization: 'Bearer ' }],
    ['a key with extra words', null, { Authorization: `Bearer ${TEST_KEY} extra` }],
  ])('answers 401 unauthorized to %s', async (_, key, headers) => {
    const response = await api.get('/accounts', key, headers);
    expect(response.status).toBe(401);
    expectEnvelope(response.body, 'authentication', 'unauthorized');
    expect(response.headers.get('X-RateLimit-Limit')).not.toBeNull();
  });

  it('answers 401 before 404 on an unknown path', async () => {
    const response = await api.get('/nowhere', null);
    expect(response.status).toBe(401);
  });

  it('answers 403 forbidden to the key whose plan has no API', async () => {
    const response = await api.get('/transactions', FORBIDDEN_KEY);
    expect(response.status).toBe(403);
    expectEnvelope(response.body, 'authentication', 'forbidden');
  });

  it('serves the workspace key', async () => {
    expect((await api.get('/accounts')).status).toBe(200);
  });

  it('gives every error its own request id', async () => {
    const [a, b] = await Promise.all([api.get('/accounts', 'x'), api.get('/accounts', 'x')]);
    const id = (body: Record<string, unknown>) => (body.error as { request_id: string }).request_id;
    expect(id(a.body)).not.toBe(id(b.body));
  });
});
