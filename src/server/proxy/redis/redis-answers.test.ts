import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CachedAnswer } from '../response-cache.ts';
import { useRedisLinks } from '../../testing/redis-links.ts';
import { createRedisAnswers } from './redis-answers.ts';
import type { RedisLink } from './redis-link.ts';

const page = (index: number): CachedAnswer => ({ status: 200, headers: { 'x-ratelimit-limit': '120' }, body: `{"data":"${'x'.repeat(100_000)}${index}"}`, upstreamRequestId: null });

describe('createRedisAnswers', () => {
  const openLinks = useRedisLinks();
  let link: RedisLink;

  beforeAll(async () => {
    [link] = (await openLinks('answers', 1)) as [RedisLink];
  });

  it('gives another instance the answer with its headers and a gzipped copy', async () => {
    const store = createRedisAnswers(link, { ttlS: 30, staleMaxS: 600, maxBytes: 10_000_000 });
    await store.write('/accounts\n', page(1));
    const read = await store.read('/accounts\n');
    expect(read?.answer.headers).toEqual({ 'x-ratelimit-limit': '120' });
    expect(Buffer.from(read!.answer.body as Uint8Array).toString()).toBe(page(1).body);
    expect(gunzipSync(read!.answer.gzipped!).toString()).toBe(page(1).body);
    expect(read!.staleUntil - read!.fetchedAt).toBe(600_000);
    expect(await store.read('/banks\n')).toBeUndefined();
  });

  it("sees another instance's newer copy of an answer it has read before", async () => {
    const here = createRedisAnswers(link, { ttlS: 30, staleMaxS: 600, maxBytes: 10_000_000 });
    const there = createRedisAnswers(link, { ttlS: 30, staleMaxS: 600, maxBytes: 10_000_000, now: () => Date.now() + 5 });
    await here.write('/labels\n', page(1));
    expect(Buffer.from((await here.read('/labels\n'))!.answer.body as Uint8Array).toString()).toBe(page(1).body);
    await there.write('/labels\n', page(2));
    expect(Buffer.from((await here.read('/labels\n'))!.answer.body as Uint8Array).toString()).toBe(page(2).body);
  });

  it('stays under its size in bytes, letting the oldest answers go first, and stores no error', async () => {
    const store = createRedisAnswers(link, { ttlS: 30, staleMaxS: 600, maxBytes: 500_000 });
    for (let index = 0; index < 12; index++) await store.write(`k${index}`, page(index));
    await store.write('error', { ...page(0), status: 400 });
    expect(Number(await link.redis.get(link.key('answers', 'bytes')))).toBeLessThanOrEqual(500_000);
    expect(await store.read('k11')).toBeDefined();
    expect(await store.read('k0')).toBeUndefined();
    expect(await store.read('error')).toBeUndefined();
  });
});
