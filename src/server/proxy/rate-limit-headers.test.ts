import { describe, expect, it } from 'vitest';
import { readRateLimitHeaders } from './rate-limit-headers.ts';

function headers(limit: string, remaining: string, reset: string): Record<string, string> {
  return { 'x-ratelimit-limit': limit, 'x-ratelimit-remaining': remaining, 'x-ratelimit-reset': reset };
}

describe('readRateLimitHeaders', () => {
  it('reads the spec’s three integers', () => {
    expect(readRateLimitHeaders(headers('120', '7', '42'))).toEqual({ limit: 120, remaining: 7, resetS: 42 });
    expect(readRateLimitHeaders(headers('120', '0', '60'))).toEqual({ limit: 120, remaining: 0, resetS: 60 });
  });

  it('reads a reset beyond the minute (an epoch) as the whole minute, the longest window the spec has', () => {
    expect(readRateLimitHeaders(headers('120', '0', '1700000000'))).toEqual({ limit: 120, remaining: 0, resetS: 60 });
    expect(readRateLimitHeaders(headers('120', '0', '61'))).toEqual({ limit: 120, remaining: 0, resetS: 60 });
  });

  it('believes a limit of at most 10,000 a minute, or the maximum it is given, still counting the calls stated as spent', () => {
    expect(readRateLimitHeaders(headers('3000000', '3000000', '60'))).toEqual({ limit: 10_000, remaining: 10_000, resetS: 60 });
    expect(readRateLimitHeaders(headers('3000000', '2999990', '60'))).toEqual({ limit: 10_000, remaining: 9_990, resetS: 60 });
    expect(readRateLimitHeaders(headers('3000000', '0', '60'))).toEqual({ limit: 10_000, remaining: 0, resetS: 60 });
    expect(readRateLimitHeaders(headers('10000', '10000', '60'))).toEqual({ limit: 10_000, remaining: 10_000, resetS: 60 });
    expect(readRateLimitHeaders(headers('3000000', '2999990', '60'), 20_000_000)).toEqual({
      limit: 3_000_000,
      remaining: 2_999_990,
      resetS: 60,
    });
  });

  it.each([
    ['a reset of 1e308', headers('120', '0', '1e308')],
    ['a reset of 0', headers('120', '0', '0')],
    ['a negative reset', headers('120', '0', '-5')],
    ['a fractional reset', headers('120', '0', '1.5')],
    ['a negative remaining', headers('120', '-5', '30')],
    ['a remaining of NaN', headers('120', 'NaN', '30')],
    ['a remaining of abc', headers('120', 'abc', '30')],
    ['an empty remaining', headers('120', '', '30')],
    ['a remaining above the limit', headers('9', '50', '30')],
    ['a limit of 0', headers('0', '0', '30')],
    ['a limit of 1e308', headers('1e308', '0', '30')],
    ['a limit of Infinity', headers('Infinity', '0', '30')],
    ['a limit past 15 digits', headers('1234567890123456', '0', '30')],
    ['a limit in hex', headers('0x78', '0', '30')],
    ['two limits in one header', headers('120, 120', '0', '30')],
  ])('ignores the whole answer for %s', (_case, stated) => {
    expect(readRateLimitHeaders(stated)).toBeNull();
  });

  it('ignores an answer missing any of the three, as a 429 without X-RateLimit-Limit would be', () => {
    expect(readRateLimitHeaders({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '30' })).toBeNull();
    expect(readRateLimitHeaders({ 'x-ratelimit-limit': '120', 'x-ratelimit-reset': '30' })).toBeNull();
    expect(readRateLimitHeaders({ 'x-ratelimit-limit': '120', 'x-ratelimit-remaining': '0' })).toBeNull();
  });
});
