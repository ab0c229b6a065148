import { describe, expect, it, vi } from 'vitest';
import { createClientShares } from './client-shares.ts';
import { createResponseCache } from './response-cache.ts';
import type { CachedAnswer } from './cached-answer.ts';
import type { ResponseCacheOptions } from './response-cache.ts';

function answer(status: number, body = `{"status":${status}}`, headers: Record<string, string> = {}): CachedAnswer {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body, upstreamRequestId: null };
}

/** The spec's three rate-limit headers, as the upstream fetch passes them on (lower case). */
function stating(limit: string, remaining: string, reset: string): Record<string, string> {
  return { 'x-ratelimit-limit': limit, 'x-ratelimit-remaining': remaining, 'x-ratelimit-reset': reset };
}

function fakeClock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function cacheWith(options: Partial<ResponseCacheOptions> & { ttlS: number }) {
  const shares = createClientShares(options.now ? { now: options.now } : {});
  return createResponseCache({ staleMaxS: 600, maxBytes: 64 * 1024 * 1024, shares, ...options });
}

function countingLoader(answers: CachedAnswer[]) {
  const loader = { calls: 0, load: async () => answers[Math.min(loader.calls++, answers.length - 1)] as CachedAnswer };
  return loader;
}

describe('createResponseCache', () => {
  it('coalesces concurrent identical requests into one load', async () => {
    const cache = cacheWith({ ttlS: 30 });
    let calls = 0;
    let release: (value: CachedAnswer) => void = () => {};
    const load = () => {
      calls++;
      return new Promise<CachedAnswer>((resolve) => (release = resolve));
    };
    const pending = Array.from({ length: 5 }, () => cache.get('k', 'client', load));
    // The load starts once the store and the budget have answered (a microtask each in memory).
    await vi.waitFor(() => expect(calls).toBe(1));
    release(answer(200));
    const results = await Promise.all(pending);
    expect(calls).toBe(1);
    expect(results.map((r) => r.state).sort()).toEqual(['coalesced', 'coalesced', 'coalesced', 'coalesced', 'miss']);
  });

  it('serves a 200 from cache until the TTL passes', async () => {
    const clock = fakeClock();
    const cache = cacheWith({ ttlS: 30, now: clock.now });
    const loader = countingLoader([answer(200, 'first'), answer(200, 'second')]);
    expect((await cache.get('k', 'client', loader.load)).state).toBe('miss');
    clock.advance(29_999);
    expect(await cache.get('k', 'client', loader.load)).toMatchObject({ state: 'hit', answer: { body: 'first' } });
    clock.advance(1);
    expect(await cache.get('k', 'client', loader.load)).toMatchObject({ state: 'miss', answer: { body: 'second' } });
    expect(loader.calls).toBe(2);
  });

  it('keys entries apart', async () => {
    const cache = cacheWith({ ttlS: 30 });
    const loader = countingLoader([answer(200)]);
    await cache.get('a', 'client', loader.load);
    await cache.get('b', 'client', loader.load);
    expect(loader.calls).toBe(2);
  });

  it('caches nothing with a TTL of 0', async () => {
    const cache = cacheWith({ ttlS: 0 });
    const loader = countingLoader([answer(200)]);
    await cache.get('k', 'client', loader.load);
    expect((await cache.get('k', 'client', loader.load)).state).toBe('miss');
    expect(loader.calls).toBe(2);
  });

  it('does not cache errors', async () => {
    const cache = cacheWith({ ttlS: 30 });
    const loader = countingLoader([answer(400), answer(200)]);
    await cache.get('k', 'client', loader.load);
    expect(await cache.get('k', 'client', loader.load)).toMatchObject({ state: 'miss', answer: { status: 200 } });
  });

  it('lets the next request try again after a failed load', async () => {
    const cache = cacheWith({ ttlS: 30 });
    await expect(cache.get('k', 'client', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', 'client', async () => answer(200))).state).toBe('miss');
  });

  describe('while the upstream answers 429', () => {
    it('answers from the expired entry and does not call upstream until Retry-After passes', async () => {
      const clock = fakeClock();
      const cache = cacheWith({ ttlS: 30, now: clock.now });
      const loader = countingLoader([answer(200, 'good'), answer(429, 'limited', { 'retry-after': '20' }), answer(200, 'fresh')]);
      await cache.get('k', 'client', loader.load);
      clock.advance(31_000);
      expect(await cache.get('k', 'client', loader.load)).toMatchObject({ state: 'stale', answer: { body: 'good' } });
      clock.advance(10_000);
      expect(await cache.get('k', 'client', loader.load)).toMatchObject({ state: 'stale', answer: { body: 'good' } });
      expect(loader.calls).toBe(2);
      clock.advance(10_000);
      expect(await cache.get('k', 'client', loader.load)).toMatchObject({ state: 'miss', answer: { body: 'fresh' } });
      expect(loader.calls).toBe(3);
    });

    it('replays the 429 with the time left for a request it has nothing cached for', async () => {
      const clock = fakeClock();
      const cache = cacheWith({ ttlS: 30, now: clock.now });
      const loader = countingLoader([answer(429, 'limited', { 'retry-after': '20' })]);
      expect(await cache.get('a', 'client', loader.load)).toMatchObject({ state: 'miss', answer: { status: 429 } });
      clock.advance(5_500);
      const replay = await cache.get('b', 'client', loader.load);
      expect(replay.answer.status).toBe(429);
      expect(replay.answer.headers['retry-after']).toBe('15');
      expect(loader.calls).toBe(1);
    });

    it('backs off for a minute when Retry-After is missing', async () => {
      const clock = fakeClock();
      const cache = cacheWith({ ttlS: 30, now: clock.now });
      const loader = countingLoader([answer(429), answer(200)]);
      await cache.get('k', 'client', loader.load);
      clock.advance(59_000);
      await cache.get('k', 'client', loader.load);
      expect(loader.calls).toBe(1);
      clock.advance(1_000);
      await cache.get('k', 'client', loader.load);
      expect(loader.calls).toBe(2);
    });

    it('holds back no longer than 120 s, whatever Retry-After a faulty upstream sends', async () => {
      const clock = fakeClock();
      const cache = cacheWith({ ttlS: 30, now: clock.now });
      const loader = countingLoader([answer(429, 'limited', { 'retry-after': '99999999999' }), answer(200)]);
      await cache.get('k', 'client', loader.load);
      const replay = await cache.get('other', 'client', loader.load);
      expect(replay.answer.headers['retry-after']).toBe('120');
      clock.advance(120_000);
      expect((await cache.get('k', 'client', loader.load)).answer.status).toBe(200);
      expect(loader.calls).toBe(2);
    });

    it('dates a stale copy by its fetch, and lets a copy older than the stale limit go', async () => {
      const clock = fakeClock();
      const fetchedAt = clock.now();
      const cache = cacheWith({ ttlS: 30, staleMaxS: 300, now: clock.now });
      const loader = countingLoader([answer(200, 'good'), answer(429, 'limited', { 'retry-after': '10' })]);
      await cache.get('k', 'client', loader.load);
      clock.advance(60_000);
      expect(await cache.get('k', 'client', loader.load)).toMatchObject({
        state: 'stale',
        staleSince: fetchedAt,
        answer: { body: 'good' },
      });
      clock.advance(240_000);
      expect(await cache.get('k', 'client', loader.load)).toMatchObject({ answer: { status: 429 } });
    });

    it('never answers stale with a stale limit of 0', async () => {
      const clock = fakeClock();
      const cache = cacheWith({ ttlS: 30, staleMaxS: 0, now: clock.now });
      const loader = countingLoader([answer(200, 'good'), answer(429, 'limited', { 'retry-after': '10' })]);
      await cache.get('k', 'client', loader.load);
      clock.advance(30_000);
      expect(await cache.get('k', 'client', loader.load)).toMatchObject({ state: 'miss', answer: { status: 429 } });
    });
  });

  describe('memory', () => {
    // A limit so high the shares never refuse: these tests are about bytes.
    const page = (index: number) => answer(200, `${'x'.repeat(100_000)}${index}`, stating('1000000', '1000000', '60'));

    it('stays under its size in bytes, letting the oldest answers go first', async () => {
      const cache = cacheWith({ ttlS: 30, maxBytes: 1_000_000 });
      for (let index = 0; index < 600; index++) await cache.get(`k${index}`, `client${index}`, async () => page(index));
      expect(cache.size()).toBeLessThanOrEqual(1_000_000);
      expect(cache.size()).toBeGreaterThan(800_000);
      expect((await cache.get('k599', 'c', async () => page(-1))).state).toBe('hit');
      expect((await cache.get('k0', 'c', async () => page(-1))).state).toBe('miss');
    });

    it('does not store an answer larger than the whole cache', async () => {
      const cache = cacheWith({ ttlS: 30, maxBytes: 50_000 });
      await cache.get('k', 'client', async () => page(1));
      expect(cache.size()).toBe(0);
    });

    it('gives the memory of answers back once they are too old even to stand in', async () => {
      const clock = fakeClock();
      const cache = cacheWith({ ttlS: 30, staleMaxS: 300, now: clock.now });
      for (let index = 0; index < 20; index++) await cache.get(`k${index}`, `client${index}`, async () => page(index));
      expect(cache.size()).toBeGreaterThan(2_000_000);
      clock.advance(300_000);
      await cache.get('other', 'client', async () => answer(400));
      expect(cache.size()).toBe(0);
    });
  });

  describe("each client's share of upstream calls", () => {
    it('sends a client past two thirds of the limit to a counted-down 429, and leaves the others their third', async () => {
      const clock = fakeClock();
      const cache = cacheWith({ ttlS: 30, now: clock.now });
      const loader = countingLoader([answer(200)]);
      for (let index = 0; index < 80; index++) expect((await cache.get(`q${index}`, 'greedy', loader.load)).state).toBe('miss');
      clock.advance(15_000);
      const refused = await cache.get('q80', 'greedy', loader.load);
      expect(refused.answer.status).toBe(429);
      expect(refused.answer.headers['retry-after']).toBe('45');
      expect(JSON.parse(String(refused.answer.body))).toMatchObject({ error: { type: 'rate_limit', code: 'client_share_exceeded' } });
      expect(loader.calls).toBe(80);
      expect((await cache.get('q0', 'greedy', loader.load)).state).toBe('hit');
      expect((await cache.get('other', 'colleague', loader.load)).state).toBe('miss');
      clock.advance(45_000);
      expect((await cache.get('q80', 'greedy', loader.load)).state).toBe('miss');
    });

    it('follows the limit the upstream states', async () => {
      const cache = cacheWith({ ttlS: 30 });
      const loader = countingLoader([answer(200, '{}', stating('30', '30', '60'))]);
      for (let index = 0; index < 20; index++) expect((await cache.get(`q${index}`, 'c', loader.load)).state).toBe('miss');
      expect((await cache.get('q20', 'c', loader.load)).answer.status).toBe(429);
    });

    it('answers a client over its share from a stale copy when there is one', async () => {
      const clock = fakeClock();
      const cache = cacheWith({ ttlS: 30, now: clock.now });
      const loader = countingLoader([answer(200, 'good'), answer(200, '{}', stating('3', '3', '60'))]);
      await cache.get('k', 'c', loader.load);
      await cache.get('q1', 'c', loader.load);
      clock.advance(30_000);
      expect(await cache.get('k', 'c', loader.load)).toMatchObject({ state: 'stale', answer: { body: 'good' } });
    });
  });

  describe('what an answer says of the key’s minute (issue 30)', () => {
    /** Upstream calls `client` may cause now, each for a new key, until its share refuses. */
    async function callsUntilRefused(
      cache: ReturnType<typeof cacheWith>,
      client: string,
      load: () => Promise<CachedAnswer>,
    ): Promise<number> {
      let calls = 0;
      while (calls < 100 && (await cache.get(`${client}${calls}`, client, load)).state === 'miss') calls++;
      return calls;
    }

    it('holds the budget for a minute at most when the reset is an epoch', async () => {
      const clock = fakeClock();
      const cache = cacheWith({ ttlS: 30, now: clock.now });
      const loader = countingLoader([answer(200, '{}', stating('9', '0', '1700000000')), answer(200)]);
      await cache.get('q0', 'a', loader.load);
      const refused = await cache.get('q1', 'b', loader.load);
      expect(refused.answer.headers['retry-after']).toBe('60');
      clock.advance(60_000);
      expect((await cache.get('q1', 'b', loader.load)).state).toBe('miss');
    });

    it('ignores a reset of 1e308, which would hold the budget forever', async () => {
      const cache = cacheWith({ ttlS: 30, now: fakeClock().now });
      const loader = countingLoader([answer(200, '{}', stating('9', '0', '1e308')), answer(200)]);
      await cache.get('q0', 'a', loader.load);
      expect((await cache.get('q1', 'b', loader.load)).state).toBe('miss');
    });

    it.each([
      ['10,000 calls a minute by default', {}, 3_333],
      ['what UPSTREAM_MAX_RATE_LIMIT allows', { maxRateLimit: 20_000 }, 6_666],
    ])('believes of a stated limit of 3,000,000 %s', async (_case, maximum, share) => {
      const shares = createClientShares();
      const cache = createResponseCache({ ttlS: 30, staleMaxS: 600, maxBytes: 1_000_000, shares, ...maximum });
      await cache.get('q0', 'a', async () => answer(200, '{}', stating('3000000', '3000000', '60')));
      expect(shares.share()).toBe(share);
    });

    // After a sound answer stating 9 a minute, one client alone may cause 5 more calls (two thirds, less the first).
    it.each([
      ['a negative remaining', stating('9', '-5', '60')],
      ['an empty remaining', stating('9', '', '60')],
      ['a remaining of NaN', stating('30', 'NaN', '60')],
      ['a remaining of abc', stating('30', 'abc', '60')],
      ['a remaining above the limit', stating('30', '50', '60')],
      ['a limit of 1e308', stating('1e308', '0', '60')],
      ['an empty limit', stating('', '0', '60')],
      ['a limit of 0', stating('0', '0', '60')],
      ['a negative reset', stating('30', '30', '-5')],
    ])('keeps what it knew when an answer carries %s', async (_case, hostile) => {
      const cache = cacheWith({ ttlS: 30, now: fakeClock().now });
      const loader = countingLoader([answer(200, '{}', stating('9', '9', '60')), answer(200, '{}', hostile)]);
      await cache.get('first', 'first', loader.load);
      expect(await callsUntilRefused(cache, 'alone', loader.load)).toBe(5);
    });
  });
});
