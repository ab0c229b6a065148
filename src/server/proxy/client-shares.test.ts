import { describe, expect, it } from 'vitest';
import { createClientShares, SPEC_LIMIT_PER_MINUTE } from './client-shares.ts';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** An upstream stating `limit` a minute with nothing spent yet. */
const untouched = (limit: number) => ({ limit, remaining: limit, resetS: 60 });

/** Calls `client` may make now, until it is told to wait. */
function callsUntilRefused(shares: ReturnType<typeof createClientShares>, client: string, most = 1000): number {
  let calls = 0;
  while (calls < most && shares.take(client) === 0) calls++;
  return calls;
}

describe('createClientShares', () => {
  it('gives each client a third of the spec limit a minute until the upstream states its own', () => {
    const shares = createClientShares();
    expect(shares.share()).toBe(SPEC_LIMIT_PER_MINUTE / 3);
    shares.learn(untouched(100_000));
    expect(shares.share()).toBe(33_333);
    shares.learn(untouched(2));
    expect(shares.share()).toBe(1);
  });

  it('lets one client alone use two thirds of the minute, and each newcomer in the last third at most half of what is left', () => {
    const shares = createClientShares({ now: clock().now });
    expect(callsUntilRefused(shares, 'alone')).toBe(80);
    expect(callsUntilRefused(shares, 'colleague')).toBe(20);
    expect(callsUntilRefused(shares, 'third')).toBe(10);
  });

  it('leaves a colleague their 5 calls when one person takes 80 with one browser and then opens a second', () => {
    const shares = createClientShares({ now: clock().now });
    expect(callsUntilRefused(shares, 'device:first')).toBe(80);
    expect(callsUntilRefused(shares, 'device:second')).toBe(20);
    expect(callsUntilRefused(shares, 'device:colleague', 5)).toBe(5);
  });

  it('stops borrowing once the others have used the team’s calls', () => {
    const shares = createClientShares({ now: clock().now });
    expect(callsUntilRefused(shares, 'a')).toBe(80);
    expect(callsUntilRefused(shares, 'b')).toBe(20);
    expect(shares.take('a')).toBeGreaterThan(0);
  });

  it('gives three clients taking turns most of their share, a newcomer a little', () => {
    const shares = createClientShares({ now: clock().now });
    const made = { a: 0, b: 0, c: 0 };
    for (let round = 0; round < 40; round++) for (const client of ['a', 'b', 'c'] as const) if (shares.take(client) === 0) made[client]++;
    expect(made).toEqual({ a: 37, b: 37, c: 36 });
    expect(callsUntilRefused(shares, 'd')).toBe(5);
  });

  it('says how long to wait: until the client’s own window or the team’s ends, whichever comes first', () => {
    const time = clock();
    const shares = createClientShares({ now: time.now });
    expect(callsUntilRefused(shares, 'a')).toBe(80);
    time.advance(20_000);
    expect(shares.take('a')).toBe(40_000);
    time.advance(40_000);
    expect(shares.take('a')).toBe(0);
  });

  it('counts the calls the upstream says were made elsewhere with the same key', () => {
    const shares = createClientShares({ now: clock().now });
    shares.take('a');
    shares.learn({ limit: 120, remaining: 50, resetS: 30 });
    // 70 calls spent: 10 more up to the last third, then 20 of its 40 left, leaving the others 20.
    expect(callsUntilRefused(shares, 'a')).toBe(30);
  });

  it('remembers at most 10,000 clients, so a crowd cannot grow the memory', () => {
    const shares = createClientShares({ now: clock().now });
    for (let client = 0; client < 30_000; client++) shares.take(`crowd${client}`);
    expect(shares.tracked()).toBe(10_000);
  });
});

describe('createClientShares with a fraction of the limit', () => {
  it('spends only its part while the instances cannot share a budget, and never more than the upstream says is left', () => {
    const shares = createClientShares({ fraction: () => 1 / 3 });
    expect(shares.share()).toBe(13);
    const calls = Array.from({ length: 60 }, (_, call) => shares.take(`client${call}`)).filter((wait) => wait === 0);
    expect(calls).toHaveLength(40);
    const other = createClientShares({ fraction: () => 1 / 3 });
    other.learn({ limit: 120, remaining: 15, resetS: 30 });
    expect(Array.from({ length: 20 }, (_, call) => other.take(`client${call}`)).filter((wait) => wait === 0)).toHaveLength(5);
  });
});
