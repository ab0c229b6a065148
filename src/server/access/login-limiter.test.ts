import { describe, expect, it } from 'vitest';
import { createLoginLimiter, MAX_TRACKED_KEYS, progressiveDelayMs, WINDOW_MS } from './login-limiter.ts';

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
      expect(limiter.waitMs('a', false)).toBe(waitMs - 500);
      clock.time += waitMs - 500;
      expect(limiter.waitMs('a', false)).toBe(0);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('forgets failures older than 15 minutes', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 5; i++) limiter.fail('a', false);
    clock.time = WINDOW_MS - 1;
    expect(limiter.waitMs('a', false)).toBe(0);
    expect(limiter.fail('a', false)).toEqual({ failures: 6, waitMs: 2_000 });
    clock.time = WINDOW_MS + 2_000;
    expect(limiter.fail('a', false)).toEqual({ failures: 2, waitMs: 0 });
  });

  it('forgets a key on success', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i++) limiter.fail('a', false);
    limiter.succeed('a');
    expect(limiter.waitMs('a', false)).toBe(0);
    expect(limiter.fail('a', false).failures).toBe(1);
  });

  it('makes shared keys wait once 50 failures are spent together, but not unshared keys', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 49; i++) expect(limiter.fail(`address ${i}`, true).waitMs).toBe(0);
    expect(limiter.fail('address 49', true).waitMs).toBe(1_000);
    expect(limiter.waitMs('new address', true)).toBe(1_000);
    expect(limiter.waitMs('device:x', false)).toBe(0);
    clock.time = 1_000;
    expect(limiter.fail('address 50', true).waitMs).toBe(2_000);
    expect(limiter.waitMs('new address', true)).toBe(2_000);
  });

  it('forgets the global failures after 15 minutes', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 60; i++) limiter.fail(`address ${i}`, true);
    expect(limiter.waitMs('new address', true)).toBe(60_000);
    clock.time = WINDOW_MS;
    expect(limiter.waitMs('new address', true)).toBe(0);
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
    expect(limiter.waitMs('first', false)).toBe(0);
    expect(limiter.waitMs('touched', false)).toBeGreaterThan(0);
  });

  it('drops expired keys as new failures come in', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 1_000; i++) limiter.fail(`address ${i}`, false);
    clock.time = WINDOW_MS;
    limiter.fail('later', false);
    expect(limiter.size()).toBe(1);
  });
});
