import { afterAll, beforeAll } from 'vitest';
import { openRedisLink } from '../shared-state/redis-link.ts';
import type { RedisLink } from '../shared-state/redis-link.ts';
import { startTestRedis } from './redis-server.ts';
import type { TestRedis } from './redis-server.ts';

/**
 * A Redis of the calling test file's own, started before its tests and stopped after them with
 * every link opened to it. Call it at the top of a describe block; it returns how to open links.
 */
export function useRedisLinks(): (namespace: string, count: number) => Promise<RedisLink[]> {
  let redis: TestRedis | null = null;
  const links: RedisLink[] = [];
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.all(links.map((link) => link.close()));
    await redis?.stop();
  });
  return async (namespace, count) => {
    const url = redis?.url;
    if (!url) throw new Error('the test Redis is not running: open links inside a test or a later hook');
    const opened = await Promise.all(Array.from({ length: count }, () => openRedisLink(url, namespace, () => {})));
    links.push(...opened);
    return opened;
  };
}
