import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { describeError, isCodeLoadError } from './describe-error.ts';

const http = (status: number) =>
  new ApiError({ kind: 'http', status, endpoint: '/accounts', message: `answered ${status}`, code: 'c', requestId: 'req_1' });

describe('describeError', () => {
  it('gives each failure its own words', () => {
    const titles = [
      describeError(http(401)).title,
      describeError(http(403)).title,
      describeError(http(429)).title,
      describeError(http(500)).title,
      describeError(http(504)).title,
      describeError(new ApiError({ kind: 'network', endpoint: '/x', message: 'offline' })).title,
      describeError(new ApiError({ kind: 'shape', endpoint: '/x', message: 'bad', field: 'data.0.amount' })).title,
    ];
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('addresses the operator for a refused key, and keeps the code and request id for support', () => {
    expect(describeError(http(401))).toMatchObject({ action: expect.stringContaining('API_KEY'), code: 'c', requestId: 'req_1' });
  });

  it('explains a view whose code could not be downloaded', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: http://x/assets/transactions-page-abc.js');
    expect(isCodeLoadError(error)).toBe(true);
    expect(describeError(error)).toMatchObject({ title: 'This view could not be downloaded', action: expect.stringContaining('reload') });
    expect(isCodeLoadError(new Error('x is undefined'))).toBe(false);
  });
});
