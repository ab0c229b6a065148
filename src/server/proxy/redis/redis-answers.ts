import { createHash } from 'node:crypto';
import { byteSizeOf, isStorable, timesOf } from '../answer-store.ts';
import type { AnswerStore, AnswerTimes, StoredAnswer } from '../answer-store.ts';
import { gzippedBody, worthGzipping } from '../gzip-answer.ts';
import { encodeAnswer, storedOf } from './answer-codec.ts';
import { script } from './redis-link.ts';
import type { RedisLink } from './redis-link.ts';

/**
 * Stores one answer and keeps the copies of this dashboard under CACHE_MAX_MB: an index of the
 * copies by the time they stop standing in (oldest first, the TTL being one for all), their sizes,
 * and their total. Copies Redis has expired leave the index first; then the oldest go until the
 * total fits. Redis's own maxmemory stays the operator's last guard.
 */
const STORE = script(`
local index, sizes, total, entryPrefix = KEYS[1], KEYS[2], KEYS[3], ARGV[1]
local member, staleUntil, size, maxBytes, now, ttlMs, value = ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6], ARGV[7], ARGV[8]
local function drop(m)
  local bytes = tonumber(redis.call('HGET', sizes, m) or '0')
  redis.call('HDEL', sizes, m)
  redis.call('ZREM', index, m)
  redis.call('DEL', entryPrefix .. m)
  redis.call('DECRBY', total, bytes)
end
for _, m in ipairs(redis.call('ZRANGEBYSCORE', index, '-inf', now)) do drop(m) end
drop(member)
redis.call('SET', entryPrefix .. member, value, 'PX', ttlMs)
redis.call('ZADD', index, staleUntil, member)
redis.call('HSET', sizes, member, size)
local used = redis.call('INCRBY', total, size)
while used > maxBytes do
  local oldest = redis.call('ZRANGE', index, 0, 0)[1]
  if not oldest then break end
  drop(oldest)
  used = tonumber(redis.call('GET', total))
end
return used
`);

/** Enough of a value to hold its head (status, headers, times): a copy's identity. */
const HEAD_BYTES = 1024;
/** Copies read from Redis kept decoded here, each checked against Redis's head before use. */
const NEAR_COPIES = 256;

/**
 * The response cache in Redis: any instance serves what another fetched, gzipped copy included.
 * A copy this instance has read before is checked by its head alone (a 1 kB read instead of the
 * whole answer): reading 80 kB for every hit cost half the throughput of the in-process cache.
 */
export function createRedisAnswers(link: RedisLink, options: AnswerTimes): AnswerStore {
  const now = options.now ?? Date.now;
  const near = new Map<string, { head: Buffer; stored: StoredAnswer }>();

  async function readWhole(entryKey: string): Promise<StoredAnswer | undefined> {
    const value = await link.redis.getBuffer(entryKey);
    const stored = storedOf(value);
    if (!value || !stored || value.byteLength <= HEAD_BYTES) return stored;
    near.delete(entryKey);
    near.set(entryKey, { head: value.subarray(0, HEAD_BYTES), stored });
    if (near.size > NEAR_COPIES) near.delete(near.keys().next().value ?? entryKey);
    return stored;
  }

  async function readChecked(entryKey: string): Promise<StoredAnswer | undefined> {
    const known = near.get(entryKey);
    if (!known) return readWhole(entryKey);
    const head = await link.redis.getrangeBuffer(entryKey, 0, HEAD_BYTES - 1);
    return head.equals(known.head) ? known.stored : readWhole(entryKey);
  }

  const entryPrefix = link.key('answer', '');
  // Keys are hashed: a query names customers and amounts, and a key's length would be the browser's choice.
  const member = (key: string) => createHash('sha256').update(key).digest('base64url');

  return {
    async read(key) {
      const stored = await readChecked(`${entryPrefix}${member(key)}`);
      return stored && now() < stored.staleUntil ? stored : undefined;
    },
    async write(key, answer) {
      if (!isStorable(answer, options)) return;
      // Gzipped once here for every instance and browser (the copy the proxy sends this browser too).
      const gzipped = worthGzipping(answer) ? await gzippedBody(answer) : undefined;
      const size = byteSizeOf(key, answer) + (gzipped?.byteLength ?? 0);
      if (size > options.maxBytes) return;
      const times = timesOf(now(), options);
      const value = encodeAnswer(answer, gzipped, times);
      const keys = [link.key('answers', 'index'), link.key('answers', 'sizes'), link.key('answers', 'bytes')];
      await link.run(STORE, keys, [entryPrefix, member(key), times.staleUntil, size, options.maxBytes, now(), Math.max(1, Math.ceil(times.staleUntil - now())), value]);
    },
  };
}
