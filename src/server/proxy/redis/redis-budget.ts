import { createHash, randomUUID } from 'node:crypto';
import { SPEC_LIMIT_PER_MINUTE } from '../client-shares.ts';
import type { CallBudget } from '../client-shares.ts';
import { script } from '../../shared-state/redis-link.ts';
import type { RedisLink } from '../../shared-state/redis-link.ts';

/**
 * The upstream budget of every instance together, checked and spent in one step. The team's calls
 * are a log of times (a sorted set) over a sliding window, so no 60 seconds, wherever they start,
 * hold more than the limit, plus one count of the calls made elsewhere with the key (LEARN); each
 * client's share keeps the rule of client-shares.ts: a third of the limit in a window that starts
 * with its first call, leaving the others as many as it has had, then borrowing, never the last third. Times are Redis's own clock,
 * the one clock every instance shares. Returns 0, or the ms to wait.
 */
const TAKE = script(`
local team, client, limitKey, elsewhere, clientLastThird = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local window, defaultLimit, member = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local limit = tonumber(redis.call('GET', limitKey) or defaultLimit)
local share = math.max(1, math.floor(limit / 3))
redis.call('ZREMRANGEBYSCORE', team, '-inf', now - window)
local callsElsewhere = tonumber(redis.call('GET', elsewhere) or '0')
local calls = redis.call('ZCARD', team) + callsElsewhere
local own = tonumber(redis.call('GET', client) or '0')
local teamWait = window
local oldest = redis.call('ZRANGE', team, 0, 0, 'WITHSCORES')[2]
if oldest then teamWait = tonumber(oldest) + window - now end
-- The calls made elsewhere all leave together when the upstream's window resets, maybe before the oldest here.
if callsElsewhere > 0 then teamWait = math.min(teamWait, redis.call('PTTL', elsewhere)) end
local lastThird = limit - calls <= share
if own < share then
  -- In the last third, leaves the others as many calls as this client made there: no newcomer empties it.
  local usedThere = 0
  if lastThird then usedThere = tonumber(redis.call('GET', clientLastThird) or '0') end
  if calls + usedThere >= limit then return math.max(1, teamWait) end
elseif lastThird then
  local ownWait = redis.call('PTTL', client)
  if ownWait < 0 then ownWait = window end
  return math.max(1, math.min(ownWait, teamWait))
end
redis.call('ZADD', team, now, member)
redis.call('PEXPIRE', team, window * 3)
if redis.call('INCR', client) == 1 then redis.call('PEXPIRE', client, window) end
if lastThird then
  redis.call('INCR', clientLastThird)
  redis.call('PEXPIRE', clientLastThird, redis.call('PTTL', client))
end
return 0
`);

/**
 * What the upstream says of the key's minute corrects the log: the calls it counted that the log
 * does not hold (made elsewhere with the key) are kept as one count that expires when its window
 * resets. One SET whatever the count: one ZADD per call took 15 s and 368 MiB for a stated
 * 3,000,000. A smaller count leaves the larger in place: an answer may arrive after a later one.
 */
const LEARN = script(`
local team, limitKey, elsewhere = KEYS[1], KEYS[2], KEYS[3]
local window, limit, remaining, resetMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('SET', limitKey, limit, 'PX', 86400000)
redis.call('ZREMRANGEBYSCORE', team, '-inf', now - window)
local missing = limit - remaining - redis.call('ZCARD', team)
if missing > tonumber(redis.call('GET', elsewhere) or '0') then redis.call('SET', elsewhere, missing, 'PX', resetMs) end
return missing
`);

/** Calls this instance made, put back into a log Redis lost (a restart): counted twice rather than not at all. */
const RECORD = script(`
local team, window = KEYS[1], tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', team, ARGV[i], 'replayed:' .. ARGV[i] .. ':' .. i) end
redis.call('PEXPIRE', team, window * 3)
return #ARGV - 1
`);

export type RedisBudgetOptions = {
  /** The spec's minute; tests shorten it. */
  windowMs?: number;
};

export function createRedisBudget(
  link: RedisLink,
  options: RedisBudgetOptions = {},
): CallBudget & { replay(times: number[]): Promise<void> } {
  const windowMs = options.windowMs ?? 60_000;
  const teamKey = link.key('budget', 'calls');
  const limitKey = link.key('budget', 'limit');
  const elsewhereKey = link.key('budget', 'elsewhere');
  // The limit as last learned here, for the refusal's message; the script reads Redis's own.
  let limit = SPEC_LIMIT_PER_MINUTE;
  const clientKey = (client: string) => link.key('budget', 'client', createHash('sha256').update(client).digest('base64url'));

  return {
    async take(client) {
      const keys = [teamKey, clientKey(client), limitKey, elsewhereKey, `${clientKey(client)}:last-third`];
      return Number(await link.run(TAKE, keys, [windowMs, SPEC_LIMIT_PER_MINUTE, randomUUID()]));
    },
    async learn(stated) {
      limit = stated.limit;
      // A refill passes what is left of a reset, a fraction of a second: PX takes whole milliseconds, at least 1.
      const resetMs = Math.max(1, Math.ceil(stated.resetS * 1000));
      await link.run(LEARN, [teamKey, limitKey, elsewhereKey], [windowMs, stated.limit, stated.remaining, resetMs]);
    },
    share: () => Math.max(1, Math.floor(limit / 3)),
    async replay(times) {
      if (times.length > 0) await link.run(RECORD, [teamKey], [windowMs, ...times]);
    },
  };
}
