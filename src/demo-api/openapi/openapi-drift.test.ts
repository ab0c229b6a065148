import SwaggerParser from '@apidevtools/swagger-parser';
import type { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createDemoApi } from '../app.ts';
import type { ErrorCode } from '../errors.ts';
import { ACCOUNT_EXPANDS } from '../routes/accounts.ts';
import { FORECAST_EXPANDS, FORECAST_STATUSES } from '../routes/forecasts.ts';
import { TRANSACTION_EXPANDS } from '../routes/transactions.ts';
import { GROUP_BYS } from '../summary/groups.ts';
import { INTERVALS, type Interval } from '../summary/periods.ts';
import { FORBIDDEN_KEY, query, TEST_KEY, testOptions } from '../test-support/harness.ts';
import { OpenApiConformance } from '../test-support/openapi-conformance.ts';
import { openApiDocument } from './openapi-document.ts';

// Scale 0.5: the smallest workspace whose year of daily rows by category passes the too_many_groups limit.
const options = testOptions({ scale: 0.5 });
const { app, store } = createDemoApi(options);
const document = openApiDocument({ rateLimit: options.rateLimit, workspaceCurrency: store.workspace.currency });
const conformance = new OpenApiConformance(document);
const operationPaths = Object.keys(document.paths).map((path) => `/v1${path}`);
const { accounts, banks, categories, counterparties, labels } = store.workspace;
const some = {
  account: accounts[0]!.id,
  bank: banks[0]!.id,
  category: categories[0]!.id,
  counterparty: counterparties[0]!.id,
  label: labels[0]!.id,
};

type Sent = { status: number; body: unknown; text: string };
type SendOptions = { key?: string | null; method?: string; api?: Hono };

/** One request to the demo in-process; its answer must be one the description declares for it. */
async function send(path: string, { key = TEST_KEY, method = 'GET', api = app }: SendOptions = {}): Promise<Sent> {
  const response = await api.request(path, { method, headers: key === null ? {} : { Authorization: `Bearer ${key}` } });
  const text = await response.text();
  const body: unknown = JSON.parse(text);
  expect(conformance.check(method, path, { status: response.status, headers: response.headers, body })).toEqual([]);
  return { status: response.status, body, text };
}

const errorCode = (sent: Sent) => z.object({ error: z.object({ code: z.string() }) }).parse(sent.body).error.code;
const nextCursor = (sent: Sent) => z.object({ next_cursor: z.string() }).parse(sent.body).next_cursor;

describe('the OpenAPI description', () => {
  it('is served at /v1/openapi.json with the key, and swagger-parser finds it a valid OpenAPI 3.1 document', async () => {
    const served = await send('/v1/openapi.json');
    expect(served.status).toBe(200);
    expect(served.body).toEqual(JSON.parse(JSON.stringify(document)));
    const parsed: SwaggerParser['api'] = JSON.parse(served.text);
    await expect(SwaggerParser.validate(parsed)).resolves.toMatchObject({ openapi: '3.1.0' });
  });

  it('declares the rate-limit headers of spec 8 on every response, and Retry-After on the 429s', () => {
    const responses = [
      ...Object.values(document.paths).flatMap((item) => Object.values(item.get.responses)),
      ...Object.values(document.components.responses),
    ];
    for (const response of responses) {
      if ('$ref' in response) continue;
      expect(Object.keys(response.headers)).toEqual(
        expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
      );
    }
    expect(Object.keys(document.components.responses.RateLimited!.headers)).toContain('Retry-After');
  });
});

const SUMMARY_WINDOWS: Record<Interval, { from: string; to: string }> = {
  day: { from: '2026-02-01', to: '2026-02-28' },
  week: { from: '2025-12-01', to: '2026-02-28' },
  month: { from: '2025-03-01', to: '2026-02-28' },
};

const summaryCases = INTERVALS.flatMap((interval) =>
  [undefined, ...GROUP_BYS].map((group_by) => `/v1/transactions/summary${query({ ...SUMMARY_WINDOWS[interval], interval, group_by })}`),
);

const filtered = (path: string, filters: Record<string, string>) => `${path}${query(filters)}`;
const window = { from: '2026-01-01', to: '2026-03-31' };

describe('successful answers match their schemas', () => {
  it.each([
    '/v1/accounts',
    '/v1/transactions',
    '/v1/transactions?limit=500',
    filtered('/v1/transactions', { ...window, direction: 'outflow', account_id: some.account }),
    filtered('/v1/transactions', {
      bank_id: some.bank,
      category_id: some.category,
      counterparty_id: some.counterparty,
      label_id: some.label,
    }),
    filtered('/v1/transactions', { account_id: '00000000-0000-4000-8000-000000000000' }),
    ...summaryCases,
    filtered('/v1/transactions/summary', { ...window, currency: 'USD', bank_id: some.bank, direction: 'inflow' }),
    filtered('/v1/transactions/summary', {
      ...window,
      account_id: some.account,
      category_id: some.category,
      counterparty_id: some.counterparty,
      label_id: some.label,
    }),
    filtered('/v1/transactions/summary', { from: '2010-01-01', to: '2010-01-31' }),
    '/v1/forecasts',
    ...FORECAST_STATUSES.map((status) => filtered('/v1/forecasts', { status, limit: '500' })),
    filtered('/v1/forecasts', {
      ...window,
      direction: 'inflow',
      category_id: some.category,
      label_id: some.label,
      counterparty_id: some.counterparty,
    }),
    '/v1/banks',
    '/v1/categories?limit=500',
    '/v1/counterparties?limit=500',
    '/v1/labels',
  ])('GET %s', async (path) => {
    expect((await send(path)).status).toBe(200);
  });

  const expansions = [
    ...ACCOUNT_EXPANDS.map((name) => ['/v1/accounts', name] as const),
    ...TRANSACTION_EXPANDS.map((name) => ['/v1/transactions', name] as const),
    // Realised forecasts all have linked transactions to expand.
    ...FORECAST_EXPANDS.map((name) => ['/v1/forecasts?status=realised', name] as const),
  ];
  it.each(expansions)('GET %s expanding %s returns objects in that field', async (path, name) => {
    const { status, text } = await send(`${path}${path.includes('?') ? '&' : '?'}expand=${name}&limit=200`);
    expect(status).toBe(200);
    expect(text).toMatch(new RegExp(`"${name}":\\[?\\{`));
  });

  it.each([
    `/v1/transactions?expand=${TRANSACTION_EXPANDS.join(',')}`,
    `/v1/forecasts?status=partial&expand=${FORECAST_EXPANDS.join(',')}`,
  ])('GET %s (every name at once)', async (path) => {
    expect((await send(path)).status).toBe(200);
  });

  it.each(['/v1/transactions', '/v1/forecasts', '/v1/banks', '/v1/categories', '/v1/counterparties', '/v1/labels'])(
    'GET %s pages on with its cursor',
    async (path) => {
      const cursor = nextCursor(await send(`${path}?limit=2`));
      expect((await send(`${path}?limit=2&cursor=${encodeURIComponent(cursor)}`)).status).toBe(200);
    },
  );
});

const errorCases: [string, ErrorCode][] = [
  ['/v1/accounts?expand=labels', 'invalid_expand'],
  ['/v1/transactions?direction=sideways', 'invalid_parameter'],
  ['/v1/transactions?from=2026-02-30', 'invalid_parameter'],
  ['/v1/transactions?from=2026-03-01&to=2026-02-01', 'invalid_parameter'],
  ['/v1/transactions?account_id=not-a-uuid', 'invalid_parameter'],
  ['/v1/transactions?limit=0', 'limit_out_of_range'],
  ['/v1/transactions?limit=501', 'limit_out_of_range'],
  ['/v1/transactions?cursor=not-a-cursor', 'invalid_cursor'],
  ['/v1/transactions?expand=bank', 'invalid_expand'],
  ['/v1/transactions/summary?to=2026-01-31', 'invalid_parameter'],
  ['/v1/transactions/summary?from=2026-01-01', 'invalid_parameter'],
  ['/v1/transactions/summary?from=2026-01-01&to=2026-01-31&interval=year', 'invalid_parameter'],
  ['/v1/transactions/summary?from=2026-01-01&to=2026-01-31&group_by=category,label', 'invalid_parameter'],
  ['/v1/transactions/summary?from=2026-01-01&to=2026-01-31&currency=usd', 'invalid_parameter'],
  ['/v1/transactions/summary?from=2026-01-01&to=2026-01-31&currency=JPY', 'invalid_parameter'],
  ['/v1/transactions/summary?from=2025-01-01&to=2026-01-02&interval=day', 'period_too_long'],
  ['/v1/transactions/summary?from=2025-03-01&to=2026-02-28&interval=day&group_by=category', 'too_many_groups'],
  ['/v1/forecasts?status=done', 'invalid_parameter'],
  ['/v1/forecasts?label_id=nope', 'invalid_parameter'],
  ['/v1/forecasts?limit=ten', 'limit_out_of_range'],
  ['/v1/forecasts?cursor=bm90IG91cnM', 'invalid_cursor'],
  ['/v1/forecasts?expand=account', 'invalid_expand'],
  ...['banks', 'categories', 'counterparties', 'labels'].flatMap((list): [string, ErrorCode][] => [
    [`/v1/${list}?limit=0`, 'limit_out_of_range'],
    [`/v1/${list}?cursor=x`, 'invalid_cursor'],
  ]),
  ['/v1/nowhere', 'resource_not_found'],
  ['/v1/transactions/123', 'resource_not_found'],
  ['/v1/accounts/extra', 'resource_not_found'],
  ['/v1/openapi.yaml', 'resource_not_found'],
];

describe('errors match the envelope and code their operation declares', () => {
  it.each(errorCases)('GET %s is %s', async (path, code) => {
    expect(errorCode(await send(path))).toBe(code);
  });

  it('refuses a cursor of another query with invalid_cursor', async () => {
    const cursor = nextCursor(await send('/v1/transactions?limit=1'));
    expect(errorCode(await send(`/v1/transactions?direction=inflow&cursor=${encodeURIComponent(cursor)}`))).toBe('invalid_cursor');
  });

  it.each(['POST', 'PUT', 'DELETE'])('answers %s with resource_not_found', async (method) => {
    expect(errorCode(await send('/v1/accounts', { method }))).toBe('resource_not_found');
  });

  it.each(operationPaths)('GET %s without a key, or with an unknown one, is 401', async (path) => {
    expect(errorCode(await send(path, { key: null }))).toBe('unauthorized');
    expect(errorCode(await send(path, { key: 'unknown' }))).toBe('unauthorized');
  });

  it.each(operationPaths)('GET %s with a key whose plan lacks the API is 403', async (path) => {
    expect(errorCode(await send(path, { key: FORBIDDEN_KEY }))).toBe('forbidden');
  });

  it.each(operationPaths)('GET %s past the rate limit is 429 with Retry-After', async (path) => {
    const limited = createDemoApi(testOptions({ scale: 0.05, rateLimit: 1 })).app;
    await send('/v1/banks', { api: limited });
    expect(errorCode(await send(path, { api: limited }))).toBe('rate_limited');
  });

  it.each(operationPaths)('GET %s failing unexpectedly is 500', async (path) => {
    // Every answer passes through JSON.stringify (Hono's c.json), so its first call is where any endpoint can fail.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stringify = vi.spyOn(JSON, 'stringify').mockImplementationOnce(() => {
      throw new Error('injected failure');
    });
    try {
      expect(errorCode(await send(path))).toBe('internal_error');
    } finally {
      stringify.mockRestore();
      quiet.mockRestore();
    }
  });
});

describe('coverage', () => {
  it('has seen every response the description declares', () => {
    expect(conformance.unseen()).toEqual([]);
  });
});
