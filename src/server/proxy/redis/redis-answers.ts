import { createHash } from 'node:crypto';
import { byteSizeOf, isStorable, timesOf } from '../answer-store.ts';
import type { AnswerStore, AnswerTimes, MemoryAnswerStore, StoredAnswer } from '../answer-store.ts';
import { gzippedBody, worthGzipping } from '../gzip-answer.ts';
import type { CachedAnswer } from '../cached-answer.ts';
import { encodeAnswer, storedOf, timesInHead } from './answer-codec.ts';
import { script } from '../../shared-state/redis-link.ts';
import type { RedisLink } from '../../shared-state/redis-link.ts';

/**
 * Stores one answer and keeps the copies of this dashboard under CACHE_MAX_MB: an index of the
 * copies by the time they stop standing in (oldest first, the TTL being one for all), their sizes,
 * and their total. Copies Redis has expired leave the index first; then the oldest go until the
 * total fits. Redis's own maxmemory stays the operator's last guard. A copy written back after
 * Redis lost it (`onlyIfAbsent`) never replaces one another instance stored since.
 */
const STORE = script(`
local index, sizes, total, entryPrefix = KEYS[1], KEYS[2], KEYS[3], ARGV[1]
local member, staleUntil, size, maxBytes = ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5])
local now, ttlMs, value, onlyIfAbsent = ARGV[6], ARGV[7], ARGV[8], ARGV[9]
if onlyIfAbsent == '1' and redis.call('EXISTS', entryPrefix .. member) == 1 then return -1 end
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

export type RedisAnswers = AnswerStore & {
  /** Writes back each copy of the near-cache that Redis lacks (a restart emptied it). */
  refill(): Promise<void>;
};

/**
 * The response cache in Redis: any instance serves what another fetched, gzipped copy included.
 * Every copy this instance writes or reads is kept in `near` too, this process's store bounded by
 * CACHE_MAX_MB. A read then checks Redis's head alone (1 kB instead of the whole answer: reading
 * 80 kB for every hit cost half the throughput of the in-process cache), and a copy Redis has
 * lost (a restart, a flush) is served from `near` and written back, so nothing fetched is lost.
 */
export function createRedisAnswers(link: RedisLink, options: AnswerTimes, near: MemoryAnswerStore): RedisAnswers {
  const now = options.now ?? Date.now;
  const entryPrefix = link.key('answer', '');
  const indexKeys = [link.key('answers', 'index'), link.key('answers', 'sizes'), link.key('answers', 'bytes')];
  // Keys are hashed: a query names customers and amounts, and a key's length would be the browser's choice.
  const entryKey = (key: string) => `${entryPrefix}${createHash('sha256').update(key).digest('base64url')}`;

  async function readWhole(key: string): Promise<StoredAnswer | undefined> {
    const value = await link.redis.getBuffer(entryKey(key));
    const stored = storedOf(value && ownBytes(value));
    if (stored) near.keep(key, stored);
    return stored;
  }

  // The near copy stands while Redis holds it or an older one; a newer one is read whole, a lost one written back.
  async function checked(key: string, known: StoredAnswer): Promise<StoredAnswer> {
    const head = await link.redis.getrangeBuffer(entryKey(key), 0, HEAD_BYTES - 1);
    if (head.byteLength === 0) {
      await store(key, known, true);
      return known;
    }
    const times = timesInHead(head);
    if (times && times.fetchedAt <= known.fetchedAt) return known;
    return (await readWhole(key)) ?? known;
  }

  async function store(key: string, { answer, fetchedAt, expiresAt, staleUntil }: StoredAnswer, onlyIfAbsent: boolean): Promise<void> {
    const size = byteSizeOf(key, answer);
    const ttlMs = Math.ceil(staleUntil - now());
    if (size > options.maxBytes || ttlMs <= 0) return;
    const value = encodeAnswer(answer, answer.gzipped, { fetchedAt, expiresAt, staleUntil });
    const member = entryKey(key).slice(entryPrefix.length);
    await link.run(STORE, indexKeys, [entryPrefix, member, staleUntil, size, options.maxBytes, now(), ttlMs, value, onlyIfAbsent ? 1 : 0]);
  }

  return {
    async read(key) {
      const known = near.read(key);
      const stored = known ? await checked(key, known) : await readWhole(key);
      return stored && now() < stored.staleUntil ? stored : undefined;
    },
    async write(key, answer) {
      if (!isStorable(answer, options)) return;
      const stored = { answer: await withGzipped(answer), ...timesOf(now(), options) };
      near.keep(key, stored);
      await store(key, stored, false);
    },
    async refill() {
      for (const [key, stored] of near.copies()) await store(key, stored, true);
    },
    held: () => near.held(),
  };
}

// Gzipped once here for every instance and browser (the copy the proxy sends this browser too).
async function withGzipped(answer: CachedAnswer): Promise<CachedAnswer> {
  if (answer.gzipped || !worthGzipping(answer)) return answer;
  return { ...answer, gzipped: await gzippedBody(answer) };
}

// A small value may be a slice of a socket chunk many times its size: the near-cache keeps bytes of its own.
function ownBytes(value: Buffer): Buffer {
  return Buffer.from(new Uint8Array(value).buffer);
}
