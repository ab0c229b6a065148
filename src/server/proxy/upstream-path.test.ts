import { describe, expect, it } from 'vitest';
import { toUpstreamPath, toUpstreamUrl } from './upstream-path.ts';

describe('toUpstreamPath', () => {
  it.each(['accounts', 'transactions/summary', 'accounts/6f1c2a9e-0000-4000-8000-000000000001', 'a.b', 'x_y-z~1'])('accepts %s', (path) => {
    expect(toUpstreamPath(path)).toEqual({ ok: true, path });
  });

  it.each([
    '',
    '..',
    '.',
    '../secret',
    'a/../b',
    'a/./b',
    '%2e%2e/x',
    '%2E%2E/x',
    '%252e%252e/x',
    '..%2fx',
    '..%2Fx',
    '..%5cx',
    'a\\..\\b',
    '/evil.example/x',
    'a//b',
    'accounts/',
    'http://evil.example/',
    'http:',
    '@evil.example',
    'x%0d%0aHost:%20evil',
    'x\r\nHost: evil',
    'x%00',
    'x\u0000',
    'x?y',
    'x#y',
    'a'.repeat(600),
  ])('refuses %j', (path) => {
    expect(toUpstreamPath(path).ok).toBe(false);
  });
});

describe('toUpstreamUrl', () => {
  const base = new URL('https://api.example.com/v1');

  it('joins path and query under the base path', () => {
    expect(toUpstreamUrl(base, 'transactions/summary', '?from=2026-01-01&to=2026-03-31')?.href).toBe(
      'https://api.example.com/v1/transactions/summary?from=2026-01-01&to=2026-03-31',
    );
  });

  it('tolerates a trailing slash on the base', () => {
    expect(toUpstreamUrl(new URL('https://api.example.com/v1/'), 'accounts', '')?.href).toBe('https://api.example.com/v1/accounts');
  });

  it('refuses a path that would resolve outside the base', () => {
    expect(toUpstreamUrl(base, '../secret', '')).toBeNull();
  });
});
