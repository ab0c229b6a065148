import { createHash, randomUUID } from 'node:crypto';
import { DEVICES_PER_ADDRESS } from './device-mints.ts';
import {
  FIRST_DELAY_MS,
  FREE_FAILURES,
  FREE_GLOBAL_FAILURES,
  MAX_DELAY_MS,
  progressiveDelayMs,
  REMEMBERED_FAILURES,
  WINDOW_MS,
} from './login-limiter.ts';
import type { LoginLimits } from './login-limiter.ts';
import { MAX_WAITING_TURNS, TURN_GRACE_MS } from './login-turns.ts';
import { script } from '../shared-state/redis-link.ts';
import type { RedisLink } from '../shared-state/redis-link.ts';

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
 * login-turns.ts in one step. KEYS: the next free turn, the turns handed out (a sorted set of
 * keys by turn). The gap after a new turn is progressiveDelayMs's, for the failures so far plus
 * the turns ahead. Returns 0, or the ms until this key's turn.
 */
const TURN = script(`
local now, member, grace, most = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4])
local failed, free, first, cap = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', '(' .. (now - grace))
local held = redis.call('ZSCORE', KEYS[2], member)
if held then
  held = tonumber(held)
  if now < held then return held - now end
  redis.call('ZREM', KEYS[2], member)
  return 0
end
local turn = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
local count = failed + redis.call('ZCARD', KEYS[2])
local gap = 0
if count >= free then gap = math.min(cap, first * 2 ^ (count - free)) end
if turn - now >= most * gap then return turn - now end
redis.call('SET', KEYS[1], turn + gap, 'PX', turn + gap - now + grace)
if turn == now then return 0 end
redis.call('ZADD', KEYS[2], turn, member)
redis.call('PEXPIRE', KEYS[2], turn - now + grace)
return turn - now
`);

/** Device cookies given to an address in a window that starts with the first; 1 when one more may be. */
const MINT = script(`
local given = redis.call('INCR', KEYS[1])
if given == 1 then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1])) end
if given > tonumber(ARGV[2]) then return 0 end
return 1
`);

/**
 * Failed logins counted in Redis, so N instances do not let a guesser try N times as fast. The
 * same rules as login-limiter.ts: five free failures per key in 15 minutes, then a doubling wait
 * from its last failure, a global budget for browsers without a device cookie past which they
 * take turns, and a few new device cookies per address.
 */
export function createRedisLogins(link: RedisLink, now: () => number = Date.now): LoginLimits {
  const hashed = (kind: string, key: string) => link.key(kind, createHash('sha256').update(key).digest('base64url'));
  const keyOf = (key: string) => hashed('login', key);
  const globalKey = link.key('login', 'global');
  const nextTurnKey = link.key('login', 'next-turn');
  const turnsKey = link.key('login', 'turns');

  /** The key's own wait and, for a shared key, the global failures. */
  async function waits(key: string, shared: boolean, at: number): Promise<{ own: number; failed: number }> {
    const keys = shared ? [keyOf(key), globalKey] : [keyOf(key)];
    const read = (await link.run(READ, keys, [at, WINDOW_MS])) as (number | string)[];
    return { own: waitAfter(Number(read[0]), Number(read[1]), FREE_FAILURES, at), failed: shared ? Number(read[2]) : 0 };
  }

  return {
    async turnMs(key, shared) {
      const at = now();
      const { own, failed } = await waits(key, shared, at);
      if (own > 0 || progressiveDelayMs(failed, FREE_GLOBAL_FAILURES) === 0) return own;
      const member = createHash('sha256').update(key).digest('base64url');
      const delays = [FREE_GLOBAL_FAILURES, FIRST_DELAY_MS, MAX_DELAY_MS];
      return Number(await link.run(TURN, [nextTurnKey, turnsKey], [at, member, TURN_GRACE_MS, MAX_WAITING_TURNS, failed, ...delays]));
    },
    async fail(key, shared) {
      const at = now();
      const keys = shared ? [keyOf(key), globalKey] : [keyOf(key)];
      const keep = shared ? [REMEMBERED_FAILURES, REMEMBERED_GLOBAL] : [REMEMBERED_FAILURES];
      await link.run(RECORD, keys, [at, WINDOW_MS, ...keep, `${at}:${randomUUID()}`]);
      const [count] = (await link.run(READ, [keyOf(key)], [at, WINDOW_MS])) as (number | string)[];
      const { own, failed } = await waits(key, shared, at);
      return { failures: Number(count), waitMs: Math.max(own, progressiveDelayMs(failed, FREE_GLOBAL_FAILURES)) };
    },
    async succeed(key) {
      await link.redis.del(keyOf(key));
    },
    async mayMintDevice(address) {
      return Number(await link.run(MINT, [hashed('login-mints', address)], [WINDOW_MS, DEVICES_PER_ADDRESS])) === 1;
    },
  };
}

function waitAfter(failures: number, last: number, free: number, at: number): number {
  if (failures === 0) return 0;
  return Math.max(0, last + progressiveDelayMs(failures, free) - at);
}
