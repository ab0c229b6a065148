import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis } from '../testing/redis-server.ts';
import type { TestRedis } from '../testing/redis-server.ts';
import { openRedisLink } from './redis-link.ts';
import type { RedisLink } from './redis-link.ts';
import { createRedisLogins } from './redis-logins.ts';

describe('createRedisLogins', () => {
  let redis: TestRedis;
  const links: RedisLink[] = [];

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.all(links.map((link) => link.close()));
    await redis.stop();
  });

  it('counts failures made through any instance: the sixth waits 1 s, then 2 s, on every instance', async () => {
    const opened = await Promise.all([0, 1].map(() => openRedisLink(redis.url, 'logins', () => {})));
    links.push(...opened);
    let time = 1_000_000;
    const [a, b] = opened.map((link) => createRedisLogins(link, () => time));
    for (let failure = 0; failure < 5; failure++) await (failure % 2 ? a! : b!).fail('203.0.113.7', true);
    expect(await b!.waitMs('203.0.113.7', true)).toBe(1_000);
    time += 1_000;
    expect(await a!.waitMs('203.0.113.7', true)).toBe(0);
    expect(await a!.fail('203.0.113.7', true)).toEqual({ failures: 6, waitMs: 2_000 });
    expect(await b!.waitMs('198.51.100.1', false)).toBe(0);
    await b!.succeed('203.0.113.7');
    expect(await a!.waitMs('203.0.113.7', false)).toBe(0);
  });
});
