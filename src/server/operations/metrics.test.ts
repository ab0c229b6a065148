import { describe, expect, it } from 'vitest';
import { endpointOf } from './metrics.ts';
import { routeOf } from './request-log.ts';

describe('endpointOf', () => {
  it.each([
    ['accounts', '/accounts'],
    ['transactions/summary', '/transactions/summary'],
    ['accounts/4c5e8f6a-0f1e-4c1b-9d55-2b1f0e3b7a10', '/accounts/:id'],
    ['openapi.json', '/openapi.json'],
    ['customers-of-acme', 'other'],
    ['accounts/a/b', 'other'],
  ])('labels %s as %s', (path, label) => {
    expect(endpointOf(path)).toBe(label);
  });
});

describe('routeOf', () => {
  it.each([
    ['/api/transactions', 'api'],
    ['/healthz', 'healthz'],
    ['/readyz', 'readyz'],
    ['/metrics', 'metrics'],
    ['/forecasts', 'app'],
    ['/assets/index-abc.js', 'app'],
    ['/metrics/../secret', 'app'],
  ])('counts %s under %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});
