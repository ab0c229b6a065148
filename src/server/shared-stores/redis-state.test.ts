import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createResponseCache } from '../proxy/response-cache.ts';
import type { CachedAnswer } from '../proxy/cached-answer.ts';
import type { SharedState } from './shared-state.ts';
import { freePort, startTestRedis, TEST_REDIS_PASSWORD } from '../testing/redis-server.ts';
import type { TestRedis } from '../testing/redis-server.ts';
import { openRedisState } from './redis-state.ts';

const TTL_S = 30;
const answer = (status: number, body: string, headers: Record<string, string> = {}): CachedAnswer => ({
  status,
  headers,
  body,
  upstreamRequestId: null,
});

/** Issue 30, finding 1: what an instance served stays with it when Redis loses it, and goes back to Redis. */
describe('the near-cache of a Redis state', () => {
  let redis: TestRedis;
  const states: SharedState[] = [];
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;

  beforeAll(async () => {
    redis = await startTestRedis();
  }, 30_000);

  afterEach(async () => {
    await Promise.all(states.splice(0).map((state) => state.close()));
    await redis.start();
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
    offsetMs = 0;
  });

  afterAll(async () => {
    await redis.stop();
  });

  async function instance() {
    const cacheOptions = { ttlS: TTL_S, staleMaxS: 600, maxBytes: 10_000_000, now };
    const state = await openRedisState({
      redisUrl: redis.url,
      baseUrl: 'http://upstream.test/v1',
      apiKey: 'key',
      cache: cacheOptions,
      claimTtlMs: 1_000,
      log: () => {},
    });
    states.push(state);
    return { state, cache: createResponseCache({ ...cacheOptions, shares: state.budget, state }) };
  }

  function loader(...answers: CachedAnswer[]) {
    const counted = { calls: 0, load: async () => answers[Math.min(counted.calls++, answers.length - 1)]! };
    return counted;
  }

  async function flushRedis(): Promise<void> {
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
  }

  it('says at info level that state is shared, warns only of a Redis it cannot reach, and names neither password', async () => {
    const said: string[] = [];
    const warned: string[] = [];
    const open = (redisUrl: string) =>
      openRedisState({
        redisUrl,
        baseUrl: 'http://upstream.test/v1',
        apiKey: 'key',
        cache: { ttlS: TTL_S, staleMaxS: 600, maxBytes: 10_000_000, now },
        claimTtlMs: 1_000,
        log: (line) => warned.push(line),
        info: (line) => said.push(line),
      }).then((state) => states.push(state));
    await open(redis.url);
    expect(said).toEqual([`Redis at ${new URL(redis.url).protocol}//${new URL(redis.url).host}: state shared with the other instances.`]);
    expect(warned).toEqual([]);
    const port = await freePort();
    await open(`redis://:${TEST_REDIS_PASSWORD}@127.0.0.1:${port}`);
    expect(warned).toEqual([expect.stringMatching(new RegExp(`^Redis at redis://127\\.0\\.0\\.1:${port} unreachable \\(`))]);
    expect(said).toHaveLength(1);
    expect([...said, ...warned].join('\n')).not.toContain(TEST_REDIS_PASSWORD);
  });

  it('serves an answer Redis lost (FLUSHALL) as a hit instead of calling the upstream again', async () => {
    const { cache } = await instance();
    const upstream = loader(answer(200, 'accounts'), answer(200, 'again'));
    await cache.get('/accounts', 'client', upstream.load);
    await flushRedis();
    expect(await cache.get('/accounts', 'client', upstream.load)).toMatchObject({ state: 'hit', answer: { body: 'accounts' } });
    expect(upstream.calls).toBe(1);
  });

  it('serves the copy Redis lost as stale when the upstream answers 429 or the budget is spent', async () => {
    const { state, cache } = await instance();
    const upstream = loader(answer(200, 'banks'), answer(200, 'labels'), answer(429, 'limited', { 'retry-after': '10' }));
    await cache.get('/banks', 'client', upstream.load);
    await cache.get('/labels', 'client', upstream.load);
    await flushRedis();
    offsetMs = (TTL_S + 1) * 1000;
    expect(await cache.get('/banks', 'client', upstream.load)).toMatchObject({ state: 'stale', answer: { body: 'banks' } });
    // Past the 429's back-off, with the budget spent: no call goes out, the copy stands in.
    offsetMs += 11_000;
    await state.budget.learn({ limit: 1, remaining: 0, resetS: 60 });
    expect(await cache.get('/labels', 'client', upstream.load)).toMatchObject({ state: 'stale', answer: { body: 'labels' } });
    expect(upstream.calls).toBe(3);
  });

  it('serves from its near-cache while Redis is down', async () => {
    const { state, cache } = await instance();
    const upstream = loader(answer(200, 'categories'), answer(200, 'again'));
    await cache.get('/categories', 'client', upstream.load);
    await redis.stop();
    expect(await cache.get('/categories', 'client', upstream.load)).toMatchObject({ state: 'hit', answer: { body: 'categories' } });
    expect(state.mode()).toBe('degraded');
    expect(upstream.calls).toBe(1);
  });

  it('refills a restarted Redis with what it holds, for the instances that never saw it', async () => {
    const here = await instance();
    await here.cache.get('/counterparties', 'client', async () => answer(200, 'counterparties'));
    await redis.stop();
    await redis.start();
    await vi.waitFor(() => expect(here.state.mode()).toBe('shared'), { timeout: 5_000 });
    const there = await instance();
    await vi.waitFor(
      async () => expect(await there.state.answers.read('/counterparties')).toMatchObject({ answer: { body: expect.anything() } }),
      { timeout: 3_000 },
    );
    const upstream = loader(answer(200, 'fetched again'));
    expect(await there.cache.get('/counterparties', 'client', upstream.load)).toMatchObject({ state: 'hit' });
    expect(upstream.calls).toBe(0);
  });
});
