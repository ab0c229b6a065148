import type { Backoff } from '../backoff.ts';
import { decodeAnswer, encodeAnswer } from './answer-codec.ts';
import type { RedisLink } from '../../shared-state/redis-link.ts';

/** The back-off after an upstream 429, shared: one instance learning Retry-After stops them all. */
export function createRedisBackoff(link: RedisLink, now: () => number = Date.now): Backoff {
  const key = link.key('backoff');
  return {
    async current() {
      const value = await link.redis.getBuffer(key);
      const decoded = value ? decodeAnswer(value) : undefined;
      // Redis expires the key when the back-off ends; `until` is kept in the answer's times.
      return decoded?.times ? { until: decoded.times.expiresAt, answer: decoded.answer } : null;
    },
    async start({ until, answer }) {
      const ms = Math.ceil(until - now());
      if (ms <= 0) return;
      const times = { fetchedAt: now(), expiresAt: until, staleUntil: until };
      await link.redis.set(key, encodeAnswer(answer, undefined, times), 'PX', ms);
    },
  };
}
