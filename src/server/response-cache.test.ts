import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';
import type { CachedAnswer } from './response-cache.ts';

function answer(status: number, body = `{"status":${status}}`, headers: Record<string, string> = {}): CachedAnswer {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body, upstreamRequestId: null };
}

function fakeClock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function countingLoader(answers: CachedAnswer[]) {
  const loader = { calls: 0, load: async () => answers[Math.min(loader.calls++, answers.length - 1)] as CachedAnswer };
  return loader;
}

describe('createResponseCache', () => {
  it('coalesces concurrent identical requests into one load', async () => {
    const cache = createResponseCache({ ttlS: 30 });
    let calls = 0;
    let release: (value: CachedAnswer) => void = () => {};
    const load = () => {
      calls++;
      return new Promise<CachedAnswer>((resolve) => (release = resolve));
    };
    const pending = Array.from({ length: 5 }, () => cache.get('k', load));
    release(answer(200));
    const results = await Promise.all(pending);
    expect(calls).toBe(1);
    expect(results.map((r) => r.state).sort()).toEqual(['coalesced', 'coalesced', 'coalesced', 'coalesced', 'miss']);
  });

  it('serves a 200 from cache until the TTL passes', async () => {
    const clock = fakeClock();
    const cache = createResponseCache({ ttlS: 30, now: clock.now });
    const loader = countingLoader([answer(200, 'first'), answer(200, 'second')]);
    expect((await cache.get('k', loader.load)).state).toBe('miss');
    clock.advance(29_999);
    expect(await cache.get('k', loader.load)).toMatchObject({ state: 'hit', answer: { body: 'first' } });
    clock.advance(1);
    expect(await cache.get('k', loader.load)).toMatchObject({ state: 'miss', answer: { body: 'second' } });
    expect(loader.calls).toBe(2);
  });

  it('keys entries apart', async () => {
    const cache = createResponseCache({ ttlS: 30 });
    const loader = countingLoader([answer(200)]);
    await cache.get('a', loader.load);
    await cache.get('b', loader.load);
    expect(loader.calls).toBe(2);
  });

  it('caches nothing with a TTL of 0', async () => {
    const cache = createResponseCache({ ttlS: 0 });
    const loader = countingLoader([answer(200)]);
    await cache.get('k', loader.load);
    expect((await cache.get('k', loader.load)).state).toBe('miss');
    expect(loader.calls).toBe(2);
  });

  it('does not cache errors', async () => {
    const cache = createResponseCache({ ttlS: 30 });
    const loader = countingLoader([answer(400), answer(200)]);
    await cache.get('k', loader.load);
    expect(await cache.get('k', loader.load)).toMatchObject({ state: 'miss', answer: { status: 200 } });
  });

  it('lets the next request try again after a failed load', async () => {
    const cache = createResponseCache({ ttlS: 30 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => answer(200))).state).toBe('miss');
  });

  describe('while the upstream answers 429', () => {
    it('answers from the expired entry and does not call upstream until Retry-After passes', async () => {
      const clock = fakeClock();
      const cache = createResponseCache({ ttlS: 30, now: clock.now });
      const loader = countingLoader([answer(200, 'good'), answer(429, 'limited', { 'retry-after': '20' }), answer(200, 'fresh')]);
      await cache.get('k', loader.load);
      clock.advance(31_000);
      expect(await cache.get('k', loader.load)).toMatchObject({ state: 'stale', answer: { body: 'good' } });
      clock.advance(10_000);
      expect(await cache.get('k', loader.load)).toMatchObject({ state: 'stale', answer: { body: 'good' } });
      expect(loader.calls).toBe(2);
      clock.advance(10_000);
      expect(await cache.get('k', loader.load)).toMatchObject({ state: 'miss', answer: { body: 'fresh' } });
      expect(loader.calls).toBe(3);
    });

    it('replays the 429 with the time left for a request it has nothing cached for', async () => {
      const clock = fakeClock();
      const cache = createResponseCache({ ttlS: 30, now: clock.now });
      const loader = countingLoader([answer(429, 'limited', { 'retry-after': '20' })]);
      expect(await cache.get('a', loader.load)).toMatchObject({ state: 'miss', answer: { status: 429 } });
      clock.advance(5_500);
      const replay = await cache.get('b', loader.load);
      expect(replay.answer.status).toBe(429);
      expect(replay.answer.headers['retry-after']).toBe('15');
      expect(loader.calls).toBe(1);
    });

    it('backs off for a minute when Retry-After is missing', async () => {
      const clock = fakeClock();
      const cache = createResponseCache({ ttlS: 30, now: clock.now });
      const loader = countingLoader([answer(429), answer(200)]);
      await cache.get('k', loader.load);
      clock.advance(59_000);
      await cache.get('k', loader.load);
      expect(loader.calls).toBe(1);
      clock.advance(1_000);
      await cache.get('k', loader.load);
      expect(loader.calls).toBe(2);
    });
  });
});
