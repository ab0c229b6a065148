import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { useRedisLinks } from '../../testing/redis-links.ts';
import { createResponseCache } from '../response-cache.ts';
import type { CachedAnswer } from '../cached-answer.ts';
import { createRedisBudget } from './redis-budget.ts';

const WINDOW_MS = 400;

/**
 * The window runs on Redis's own clock (TIME and PX), the one all instances share, which a test
 * cannot move: it waits the time out instead. A slower machine only waits longer.
 */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Node's timers and Redis's clock each round to whole milliseconds. */
const CLOCK_ROUNDING_MS = 2;

/** An upstream answer stating the key's minute in the spec's three headers. */
function stating(limit: string, remaining: string, reset: string): () => Promise<CachedAnswer> {
  const headers = { 'x-ratelimit-limit': limit, 'x-ratelimit-remaining': remaining, 'x-ratelimit-reset': reset };
  return async () => ({ status: 200, headers, body: '{}', upstreamRequestId: null });
}

async function usedMemory(redis: Redis): Promise<number> {
  return Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1]);
}

/** The longest any command took in Redis since the slow log was reset, in ms (the scripts included). */
async function slowestCommandMs(redis: Redis): Promise<number> {
  const entries = (await redis.call('SLOWLOG', 'GET', '128')) as [number, number, number, unknown][];
  return Math.max(...entries.map(([, , micros]) => micros / 1000));
}

describe('createRedisBudget', () => {
  const openLinks = useRedisLinks();

  async function budgets(namespace: string, count: number) {
    const opened = await openLinks(namespace, count);
    return opened.map((link) => createRedisBudget(link, { windowMs: WINDOW_MS }));
  }

  it('lets instances together make no more calls than the limit in a window, then frees them as it slides', async () => {
    const three = await budgets('slide', 3);
    await three[0]!.learn({ limit: 9, remaining: 9, resetS: WINDOW_MS / 1000 });
    const taken = await Promise.all(Array.from({ length: 30 }, async (_, call) => three[call % 3]!.take(`client${call}`)));
    expect(taken.filter((wait) => wait === 0)).toHaveLength(9);
    const refused = taken.filter((wait) => wait > 0);
    expect(Math.max(...refused)).toBeLessThanOrEqual(WINDOW_MS);
    // As long as the last refusal said to wait, and no longer.
    await pause(Math.max(...refused) + CLOCK_ROUNDING_MS);
    expect(await three[1]!.take('late')).toBe(0);
  });

  it('keeps each client to a third of the limit, borrowing up to two thirds, whichever instance it reaches', async () => {
    const [a, b] = await budgets('shares', 2);
    await a!.learn({ limit: 9, remaining: 9, resetS: WINDOW_MS / 1000 });
    const greedy: number[] = [];
    for (let call = 0; call < 9; call++) greedy.push(await (call % 2 ? a! : b!).take('greedy'));
    expect(greedy.filter((wait) => wait === 0)).toHaveLength(6);
    expect(await a!.take('colleague')).toBe(0);
    expect(a!.share()).toBe(3);
  });

  it('leaves a colleague calls when one person borrows with one browser, then spends a second browser’s share', async () => {
    const [a, b] = await budgets('second-browser', 2);
    await a!.learn({ limit: 9, remaining: 9, resetS: WINDOW_MS / 1000 });
    const callsOf = async (client: string) => {
      let calls = 0;
      while (calls < 9 && (await (calls % 2 ? a! : b!).take(client)) === 0) calls++;
      return calls;
    };
    expect(await callsOf('device:first')).toBe(6);
    expect(await callsOf('device:second')).toBe(2);
    expect(await callsOf('device:colleague')).toBe(1);
  });

  it('counts the calls the upstream says were made elsewhere with the key, until its window resets', async () => {
    const [budget] = await budgets('learn', 1);
    await budget!.learn({ limit: 9, remaining: 2, resetS: 0.2 });
    expect(await budget!.take('a')).toBe(0);
    expect(await budget!.take('b')).toBe(0);
    const wait = await budget!.take('c');
    expect(wait).toBeGreaterThan(0);
    await pause(wait + CLOCK_ROUNDING_MS);
    expect(await budget!.take('c')).toBe(0);
  });

  describe('fed by upstream answers (issue 30)', () => {
    async function cacheOver(namespace: string, windowMs = WINDOW_MS) {
      const [link] = await openLinks(namespace, 1);
      const cache = createResponseCache({ ttlS: 30, staleMaxS: 600, maxBytes: 1_000_000, shares: createRedisBudget(link!, { windowMs }) });
      return { link: link!, cache };
    }

    it(
      'tells a refused client to wait at most a minute after an epoch reset,' +
        ' even when the calls counted elsewhere alone fill the budget',
      async () => {
        // Nothing here needs to stay in the window: a short one keeps the waits for it short.
        const windowMs = 100;
        const { cache } = await cacheOver('epoch', windowMs);
        await cache.get('q0', 'a', stating('9', '0', '1700000000'));
        await pause(windowMs + CLOCK_ROUNDING_MS);
        // A plan lowered to 8: the 8 calls counted elsewhere fill it once 'a''s own call has left the window.
        await cache.get('q1', 'b', stating('8', '8', '60'));
        await pause(windowMs + CLOCK_ROUNDING_MS);
        const refused = await cache.get('q2', 'c', stating('8', '8', '60'));
        expect(refused.answer.status).toBe(429);
        expect(Number(refused.answer.headers['retry-after'])).toBeLessThanOrEqual(60);
      },
    );

    it(
      'counts a stated limit of 3,000,000 with nothing left in one entry:' +
        ' no script runs 100 ms, Redis stays small and answers other workspaces',
      async () => {
        const { link, cache } = await cacheOver('huge', 60_000);
        const [otherWorkspace] = await openLinks('other', 1);
        await link.redis.config('SET', 'slowlog-log-slower-than', '0');
        await link.redis.call('SLOWLOG', 'RESET');
        const before = await usedMemory(link.redis);
        expect((await cache.get('q0', 'a', stating('3000000', '0', '60'))).state).toBe('miss');
        // Within its 500 ms command timeout, or that workspace's dashboard takes Redis for unreachable.
        expect(await otherWorkspace!.redis.ping()).toBe('PONG');
        expect(await slowestCommandMs(link.redis)).toBeLessThan(100);
        expect((await usedMemory(link.redis)) - before).toBeLessThan(1024 * 1024);
        const refused = await cache.get('q1', 'b', stating('3000000', '0', '60'));
        expect(refused.answer.status).toBe(429);
        expect(Number(refused.answer.headers['retry-after'])).toBeLessThanOrEqual(60);
      },
    );
  });
});
