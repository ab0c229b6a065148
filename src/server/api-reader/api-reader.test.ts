import { describe, expect, it } from 'vitest';
import { accountsRequest, forecastsRequest } from '../../core/api/requests.ts';
import { accountSchema } from '../../core/api/schemas/account.ts';
import { forecastSchema } from '../../core/api/schemas/forecast.ts';
import { demoReader } from '../testing/demo-reader.ts';
import { ApiReadError, createApiReader } from './api-reader.ts';

// One demo for the file: generating it is most of each test's time, and the tests only read it.
const demo = demoReader({ today: '2026-11-20' });

describe('createApiReader', () => {
  it('follows next_cursor to the end of a list, 500 rows a request', async () => {
    const { reader } = demo;
    const before = demo.requested.length;
    const { items, invalidRows } = await reader.list(forecastsRequest({ from: '2026-01-01', to: '2027-06-30' }), forecastSchema);
    const requested = demo.requested.slice(before);
    expect(invalidRows).toBe(0);
    expect(requested.length).toBe(Math.ceil(items.length / 500) + (items.length % 500 === 0 ? 1 : 0));
    expect(requested.length).toBeGreaterThan(1);
    expect(new Set(items.map((forecast) => forecast.id)).size).toBe(items.length);
    expect(requested.every((url) => url.includes('limit=500'))).toBe(true);
  });

  it('parses a whole answer with the schema', async () => {
    const { reader } = demo;
    const accounts = await reader.list(accountsRequest(), accountSchema);
    expect(accounts.items.length).toBeGreaterThan(0);
  });

  it('says a 429 with its Retry-After, so the check is postponed rather than repeated', async () => {
    const reader = createApiReader(() => Promise.resolve({ status: 429, body: '{}', retryAfterS: 30 }));
    const failure = await reader.list(accountsRequest(), accountSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiReadError);
    expect(failure).toMatchObject({ status: 429, retryAfterS: 30 });
  });

  it('refuses an answer that is not JSON or not a list', async () => {
    const notJson = createApiReader(() => Promise.resolve({ status: 200, body: '<html>', retryAfterS: null }));
    await expect(notJson.list(accountsRequest(), accountSchema)).rejects.toThrow('not JSON');
    const notList = createApiReader(() => Promise.resolve({ status: 200, body: '{"object":"summary"}', retryAfterS: null }));
    await expect(notList.list(accountsRequest(), accountSchema)).rejects.toThrow('not a list');
  });
});
