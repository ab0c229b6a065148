import { describe, expect, it } from 'vitest';
import { createLoginLimiter, MAX_TRACKED_KEYS, progressiveDelayMs, WINDOW_MS } from './login-limiter.ts';
import { TURN_GRACE_MS } from './login-turns.ts';

function limiterAt(start = 0) {
  const clock = { time: start };
  return { clock, limiter: createLoginLimiter({ now: () => clock.time }) };
}

describe('progressiveDelayMs', () => {
  it('is free for the free failures, then doubles from 1 s up to 60 s', () => {
    expect([4, 5, 6, 7, 10, 11, 12, 1_000].map((failures) => progressiveDelayMs(failures, 5))).toEqual([
      0, 1_000, 2_000, 4_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('createLoginLimiter', () => {
  it('lets a key fail 5 times freely, then makes it wait 1 s, 2 s, 4 s … up to 60 s from its last failure', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 4; i++) expect(limiter.fail('a', false).waitMs).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const { waitMs } = limiter.fail('a', false);
      waits.push(waitMs);
      clock.time += 500;
      expect(limiter.turnMs('a', false)).toBe(waitMs - 500);
      clock.time += waitMs - 500;
      expect(limiter.turnMs('a', false)).toBe(0);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('forgets failures older than 15 minutes', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 5; i++) limiter.fail('a', false);
    clock.time = WINDOW_MS - 1;
    expect(limiter.turnMs('a', false)).toBe(0);
    expect(limiter.fail('a', false)).toEqual({ failures: 6, waitMs: 2_000 });
    clock.time = WINDOW_MS + 2_000;
    expect(limiter.fail('a', false)).toEqual({ failures: 2, waitMs: 0 });
  });

  it('forgets a key on success', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i++) limiter.fail('a', false);
    limiter.succeed('a');
    expect(limiter.turnMs('a', false)).toBe(0);
    expect(limiter.fail('a', false).failures).toBe(1);
  });

  it(
    'past 50 failures together, gives shared keys turns in the order they asked,' + ' spaced as if each were a failure; unshared keys none',
    () => {
      const { clock, limiter } = limiterAt();
      for (let i = 0; i < 49; i++) expect(limiter.fail(`address ${i}`, true).waitMs).toBe(0);
      expect(limiter.turnMs('first', true)).toBe(0);
      expect(limiter.fail('address 49', true).waitMs).toBe(1_000);
      expect(limiter.turnMs('second', true)).toBe(0);
      expect(limiter.turnMs('third', true)).toBe(1_000);
      expect(limiter.turnMs('fourth', true)).toBe(2_000);
      expect(limiter.turnMs('device:x', false)).toBe(0);
      clock.time = 1_000;
      expect(limiter.turnMs('fourth', true)).toBe(1_000);
      expect(limiter.turnMs('third', true)).toBe(0);
      expect(limiter.turnMs('third', true)).toBe(3_000);
    },
  );

  it('keeps a turn for a minute after it comes, then hands the key a new one at the end of the queue', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 60; i++) limiter.fail(`address ${i}`, true);
    expect(limiter.turnMs('now', true)).toBe(0);
    expect(limiter.turnMs('late', true)).toBe(60_000);
    expect(limiter.turnMs('later', true)).toBe(120_000);
    clock.time = 60_000 + TURN_GRACE_MS;
    expect(limiter.turnMs('late', true)).toBe(0);
    expect(limiter.turnMs('later', true)).toBe(0);
    clock.time += 1;
    expect(limiter.turnMs('late', true)).toBe(59_999);
  });

  it('forgets the global failures after 15 minutes', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 60; i++) limiter.fail(`address ${i}`, true);
    expect(limiter.turnMs('first', true)).toBe(0);
    expect(limiter.turnMs('new address', true)).toBe(60_000);
    clock.time = WINDOW_MS;
    expect(limiter.turnMs('newer address', true)).toBe(0);
    expect(limiter.turnMs('newest address', true)).toBe(0);
  });

  it('gives an address 3 device cookies per 15 minutes, whatever other addresses do', () => {
    const { clock, limiter } = limiterAt();
    expect([1, 2, 3, 4].map(() => limiter.mayMintDevice('203.0.113.7'))).toEqual([true, true, true, false]);
    expect(limiter.mayMintDevice('198.51.100.1')).toBe(true);
    clock.time = WINDOW_MS - 1;
    expect(limiter.mayMintDevice('203.0.113.7')).toBe(false);
    clock.time = WINDOW_MS;
    expect(limiter.mayMintDevice('203.0.113.7')).toBe(true);
  });

  it('keeps at most 10,000 keys when 30,000 addresses fail, forgetting the least recently failing', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i++) limiter.fail('first', false);
    for (let i = 0; i < 5; i++) limiter.fail('touched', false);
    for (let i = 0; i < 30_000; i++) {
      limiter.fail(`address ${i}`, false);
      if (i % 5_000 === 0) limiter.fail('touched', false);
    }
    expect(limiter.size()).toBe(MAX_TRACKED_KEYS);
    expect(limiter.turnMs('first', false)).toBe(0);
    expect(limiter.turnMs('touched', false)).toBeGreaterThan(0);
  });

  it('drops expired keys as new failures come in', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 1_000; i++) limiter.fail(`address ${i}`, false);
    clock.time = WINDOW_MS;
    limiter.fail('later', false);
    expect(limiter.size()).toBe(1);
  });
});
