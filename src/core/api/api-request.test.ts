import { describe, expect, it } from 'vitest';
import { buildApiUrl, requestUrl } from './api-request.ts';
import { forecastsRequest } from './requests.ts';

describe('buildApiUrl', () => {
  it('goes through the same-origin proxy, joins ids with commas and drops empty values', () => {
    expect(buildApiUrl('/transactions', { account_id: ['a', 'b'], direction: undefined, from: '', limit: 200 })).toBe(
      '/api/transactions?account_id=a%2Cb&limit=200',
    );
  });
});

describe('requestUrl', () => {
  it("is the URL of a request's first page, with its page size", () => {
    expect(requestUrl(forecastsRequest({ status: 'overdue' }, ['counterparty']))).toBe(
      '/api/forecasts?status=overdue&expand=counterparty&limit=500',
    );
  });
});
