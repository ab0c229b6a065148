import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accept-encoding.ts';

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true, true],
    ['GZIP', true, false],
    ['deflate, gzip;q=0.5', true, false],
    ['x-gzip', true, false],
    ['*', true, true],
    ['br, *;q=0.1', true, true],
    ['gzip;q=0', false, false],
    ['gzip; q=0, *', false, true],
    ['br;q=0, gzip', true, false],
    ['*;q=0', false, false],
    ['br', false, true],
    ['identity', false, false],
    ['', false, false],
    [undefined, false, false],
  ])('%s → gzip %s, br %s', (header, gzip, brotli) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(gzip);
    expect(acceptsEncoding(header, 'br')).toBe(brotli);
  });
});
