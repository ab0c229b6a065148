import { describe, expect, it } from 'vitest';
import { createClientShares, SPEC_LIMIT_PER_MINUTE } from './client-shares.ts';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createClientShares', () => {
  it('gives each client a third of the spec limit a minute until the upstream states its own', () => {
    const shares = createClientShares();
    expect(shares.share()).toBe(SPEC_LIMIT_PER_MINUTE / 3);
    shares.learnLimit(100_000);
    expect(shares.share()).toBe(33_333);
    shares.learnLimit(2);
    expect(shares.share()).toBe(1);
  });

  it.each([Number.NaN, 0, -5, 1.5, Infinity])('ignores a stated limit of %s', (stated) => {
    const shares = createClientShares();
    shares.learnLimit(stated);
    expect(shares.share()).toBe(40);
  });

  it('counts calls in a window that starts with the client’s first call, and says how long to wait', () => {
    const time = clock();
    const shares = createClientShares({ now: time.now });
    for (let call = 0; call < 40; call++) expect(shares.take('a')).toBe(0);
    time.advance(20_000);
    expect(shares.take('a')).toBe(40_000);
    expect(shares.take('b')).toBe(0);
    time.advance(40_000);
    expect(shares.take('a')).toBe(0);
  });

  it('forgets the least recently seen client past 10,000, so a crowd cannot grow the memory', () => {
    const time = clock();
    const shares = createClientShares({ now: time.now });
    for (let call = 0; call < 40; call++) shares.take('first');
    expect(shares.take('first')).toBeGreaterThan(0);
    for (let client = 0; client < 10_000; client++) shares.take(`crowd${client}`);
    expect(shares.take('first')).toBe(0);
  });
});
