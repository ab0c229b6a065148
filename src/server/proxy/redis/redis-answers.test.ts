import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemoryAnswerStore } from '../answer-store.ts';
import type { AnswerTimes } from '../answer-store.ts';
import type { CachedAnswer } from '../cached-answer.ts';
import { useRedisLinks } from '../../testing/redis-links.ts';
import { createRedisAnswers } from './redis-answers.ts';
import type { RedisLink } from '../../shared-state/redis-link.ts';

const page = (index: number): CachedAnswer => ({
  status: 200,
  headers: { 'x-ratelimit-limit': '120' },
  body: `{"data":"${'x'.repeat(100_000)}${index}"}`,
  upstreamRequestId: null,
});
const bodyOf = (answer: CachedAnswer | undefined) => (answer ? Buffer.from(answer.body).toString() : undefined);

describe('createRedisAnswers', () => {
  const openLinks = useRedisLinks();
  let link: RedisLink;

  beforeAll(async () => {
    [link] = (await openLinks('answers', 1)) as [RedisLink];
  });

  /** One instance's answers: Redis's, with a near-cache of its own. */
  function instance(options: Partial<AnswerTimes> = {}) {
    const times = { ttlS: 30, staleMaxS: 600, maxBytes: 10_000_000, ...options };
    return createRedisAnswers(link, times, createMemoryAnswerStore(times));
  }

  it('gives another instance the answer with its headers and a gzipped copy', async () => {
    const store = instance();
    await store.write('/accounts\n', page(1));
    const read = await instance().read('/accounts\n');
    expect(read?.answer.headers).toEqual({ 'x-ratelimit-limit': '120' });
    expect(bodyOf(read?.answer)).toBe(page(1).body);
    expect(gunzipSync(read!.answer.gzipped!).toString()).toBe(page(1).body);
    expect(read!.staleUntil - read!.fetchedAt).toBe(600_000);
    expect(await store.read('/banks\n')).toBeUndefined();
  });

  it("sees another instance's newer copy of an answer it has read before", async () => {
    const here = instance();
    const there = instance({ now: () => Date.now() + 5 });
    await here.write('/labels\n', page(1));
    expect(bodyOf((await here.read('/labels\n'))?.answer)).toBe(page(1).body);
    await there.write('/labels\n', page(2));
    expect(bodyOf((await here.read('/labels\n'))?.answer)).toBe(page(2).body);
  });

  it('stays under its size in bytes, letting the oldest answers go first, and stores no error', async () => {
    const store = instance({ maxBytes: 500_000 });
    for (let index = 0; index < 12; index++) await store.write(`k${index}`, page(index));
    await store.write('error', { ...page(0), status: 400 });
    expect(Number(await link.redis.get(link.key('answers', 'bytes')))).toBeLessThanOrEqual(500_000);
    expect(await instance().read('k11')).toBeDefined();
    expect(await instance().read('k0')).toBeUndefined();
    expect(await store.read('error')).toBeUndefined();
  });

  it('keeps the copies it wrote and read within its size in bytes too (issue 30, finding 4)', async () => {
    const writer = instance({ maxBytes: 500_000 });
    const reader = instance({ maxBytes: 500_000 });
    for (let index = 0; index < 40; index++) {
      await writer.write(`near${index}`, page(index));
      expect(bodyOf((await reader.read(`near${index}`))?.answer)).toBe(page(index).body);
    }
    for (const store of [writer, reader]) {
      expect(store.held().bytes).toBeLessThanOrEqual(500_000);
      expect(store.held().entries).toBeGreaterThanOrEqual(3);
    }
  });

  it('serves an answer Redis has lost from the copy it kept, and writes it back for the others', async () => {
    const here = instance();
    await here.write('/forecasts\n', page(3));
    await link.redis.flushall();
    expect(bodyOf((await here.read('/forecasts\n'))?.answer)).toBe(page(3).body);
    expect(bodyOf((await instance().read('/forecasts\n'))?.answer)).toBe(page(3).body);
  });

  it('refills an emptied Redis with its copies, without replacing a newer one stored since', async () => {
    const here = instance();
    await here.write('/banks\n', page(4));
    await here.write('/categories\n', page(5));
    await link.redis.flushall();
    await instance({ now: () => Date.now() + 5 }).write('/categories\n', page(6));
    await here.refill();
    expect(bodyOf((await instance().read('/banks\n'))?.answer)).toBe(page(4).body);
    expect(bodyOf((await instance().read('/categories\n'))?.answer)).toBe(page(6).body);
  });
});
