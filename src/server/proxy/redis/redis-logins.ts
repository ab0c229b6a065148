import { createHash, randomUUID } from 'node:crypto';
import { FREE_FAILURES, FREE_GLOBAL_FAILURES, progressiveDelayMs, REMEMBERED_FAILURES, WINDOW_MS } from '../../access/login-limiter.ts';
import type { LoginLimits } from '../../access/login-limiter.ts';
import { script } from './redis-link.ts';
import type { RedisLink } from './redis-link.ts';

/** Past this many global failures the delay is at its cap: older ones need not be kept. */
const REMEMBERED_GLOBAL = FREE_GLOBAL_FAILURES + (REMEMBERED_FAILURES - FREE_FAILURES);

/** Each set holds failure times; trimmed to the window and to the count past which the delay stops growing. */
const RECORD = script(`
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  local keep = tonumber(ARGV[2 + i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  redis.call('ZADD', key, now, ARGV[2 + #KEYS + 1] .. ':' .. i)
  redis.call('ZREMRANGEBYRANK', key, 0, -(keep + 1))
  redis.call('PEXPIRE', key, window)
end
return 1
`);

/** For each key: its failures in the window and the time of the last. */
const READ = script(`
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local result = {}
for _, key in ipairs(KEYS) do
  local count = redis.call('ZCOUNT', key, now - window + 1, '+inf')
  local last = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')[2] or '0'
  table.insert(result, count)
  table.insert(result, last)
end
return result
`);

/**
 * Failed logins counted in Redis, so N instances do not let a guesser try N times as fast. The
 * same rules as login-limiter.ts: five free failures per key in 15 minutes, then a doubling wait
 * from its last failure, and a global budget for browsers without a device cookie.
 */
export function createRedisLogins(link: RedisLink, now: () => number = Date.now): LoginLimits {
  const keyOf = (key: string) => link.key('login', createHash('sha256').update(key).digest('base64url'));
  const globalKey = link.key('login', 'global');

  async function waitMs(key: string, shared: boolean): Promise<number> {
    const at = now();
    const keys = shared ? [keyOf(key), globalKey] : [keyOf(key)];
    const read = (await link.run(READ, keys, [at, WINDOW_MS])) as (number | string)[];
    const own = waitAfter(Number(read[0]), Number(read[1]), FREE_FAILURES, at);
    return shared ? Math.max(own, waitAfter(Number(read[2]), Number(read[3]), FREE_GLOBAL_FAILURES, at)) : own;
  }

  return {
    waitMs,
    async fail(key, shared) {
      const at = now();
      const keys = shared ? [keyOf(key), globalKey] : [keyOf(key)];
      const keep = shared ? [REMEMBERED_FAILURES, REMEMBERED_GLOBAL] : [REMEMBERED_FAILURES];
      await link.run(RECORD, keys, [at, WINDOW_MS, ...keep, `${at}:${randomUUID()}`]);
      const [count] = (await link.run(READ, [keyOf(key)], [at, WINDOW_MS])) as (number | string)[];
      return { failures: Number(count), waitMs: await waitMs(key, shared) };
    },
    async succeed(key) {
      await link.redis.del(keyOf(key));
    },
  };
}

function waitAfter(failures: number, last: number, free: number, at: number): number {
  if (failures === 0) return 0;
  return Math.max(0, last + progressiveDelayMs(failures, free) - at);
}
