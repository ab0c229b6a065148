import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { MaybePromise } from './shared-state.ts';

/** A Lua script, sent once and then run by its SHA-1. */
export type Script = { lua: string; sha: string };

export function script(lua: string): Script {
  return { lua, sha: createHash('sha1').update(lua).digest('hex') };
}

/** The connection to Redis as the shared state uses it: namespaced keys, scripts, and the fall-back to memory. */
export type RedisLink = {
  redis: Redis;
  /** This dashboard's key for `parts`, under a hash of the upstream address and key. */
  key(...parts: string[]): string;
  ready(): boolean;
  /** `remote` while Redis answers; `local` when it is unreachable or fails. A request never fails for Redis's sake. */
  attempt<T>(remote: () => MaybePromise<T>, local: () => MaybePromise<T>): Promise<T>;
  /** Notes a Redis failure (logged once per outage). */
  failed(error: unknown): void;
  run(lua: Script, keys: string[], args: (string | number | Buffer)[]): Promise<unknown>;
  /** Instances seen alive in Redis at the last heartbeat (this one included), or null when never reached. */
  peers(): number | null;
  /** Runs `listener` each time Redis answers again after an outage. */
  onReturn(listener: () => void): void;
  close(): Promise<void>;
};

/** Over this a command counts as failed: on loopback or a LAN, Redis answers in well under a millisecond. */
const COMMAND_TIMEOUT_MS = 500;
/** How soon an instance retries an unreachable Redis: state is shared again within about a second. */
const RECONNECT_EVERY_MS = 500;
const HEARTBEAT_MS = 2_000;
/** An instance silent this long is taken for gone when counting the instances sharing the budget. */
const PEER_SILENCE_MS = 6_000;
/** How long a start waits for Redis before serving from memory. */
const START_WAIT_MS = 2_000;

const HEARTBEAT = script(`
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return redis.call('ZCARD', KEYS[1])
`);

/**
 * Namespace of one dashboard in Redis: a hash of the upstream's address and key, so dashboards of
 * two workspaces can share a Redis, and nothing stored reveals the key.
 */
export function namespaceOf(baseUrl: string, apiKey: string): string {
  return `cashflow:${createHash('sha256').update(`${baseUrl}\n${apiKey}`).digest('hex').slice(0, 24)}`;
}

/** Host and port only: the URL may carry a password. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'Redis';
  }
}

/** `warn` says Redis is unreachable; `info` that state is shared (the start-up line, and each return after an outage). */
export async function openRedisLink(
  url: string,
  namespace: string,
  warn: (line: string) => void,
  info: (line: string) => void = warn,
): Promise<RedisLink> {
  const address = redisAddress(url);
  const instanceId = randomUUID();
  const redis = new Redis(url, {
    // A command while Redis is away fails at once, so the request is served from memory instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    retryStrategy: () => RECONNECT_EVERY_MS,
    protocol: 2,
    lazyConnect: true,
  });
  let shared = false;
  let announced: 'shared' | 'degraded' | null = null;
  let peers: number | null = null;
  let outages = 0;
  const returnListeners: (() => void)[] = [];

  // One line per change of state, not one per failed command.
  function announce(state: 'shared' | 'degraded', reason = ''): void {
    if (announced === state) return;
    announced = state;
    if (state === 'shared') info(`Redis at ${address}: state shared with the other instances.`);
    else
      warn(
        `Redis at ${address} unreachable (${reason}):` +
          ` serving from this instance's memory with 1/${degradedPeers(peers)} of the upstream budget until it returns.`,
      );
  }

  function failed(error: unknown): void {
    // A Redis that hangs keeps its connection open: dropping it makes the next commands fail fast until it answers again.
    if (isTimeout(error) && redis.status === 'ready') redis.disconnect(true);
    if (shared || announced === null) outages++;
    shared = false;
    announce('degraded', reasonOf(error));
  }

  redis.on('ready', () => {
    shared = true;
    announce('shared');
    void heartbeat();
    if (outages > 0) returnListeners.forEach((listener) => listener());
  });
  redis.on('close', () => {
    if (shared) failed(new Error('connection closed'));
  });
  // Every error also shows as a failed command or a closed connection; this listener keeps them from crashing the process.
  redis.on('error', () => {});

  async function run(lua: Script, keys: string[], args: (string | number | Buffer)[]): Promise<unknown> {
    try {
      return await redis.evalsha(lua.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!String(error).includes('NOSCRIPT')) throw error;
      return redis.eval(lua.lua, keys.length, ...keys, ...args);
    }
  }

  async function heartbeat(): Promise<void> {
    if (redis.status !== 'ready') return;
    try {
      peers = Number(await run(HEARTBEAT, [`${namespace}:instances`], [Date.now(), instanceId, PEER_SILENCE_MS]));
    } catch (error) {
      failed(error);
    }
  }
  const beat = setInterval(() => void heartbeat(), HEARTBEAT_MS);
  beat.unref();

  await Promise.race([redis.connect().catch((error: unknown) => failed(error)), delay(START_WAIT_MS)]);
  if (!shared) failed(new Error('not reachable at start'));

  return {
    redis,
    key: (...parts) => [namespace, ...parts].join(':'),
    ready: () => shared,
    async attempt(remote, local) {
      if (!shared) return local();
      try {
        return await remote();
      } catch (error) {
        failed(error);
        return local();
      }
    },
    failed,
    run,
    peers: () => peers,
    onReturn: (listener) => void returnListeners.push(listener),
    async close() {
      clearInterval(beat);
      if (redis.status === 'ready') await redis.zrem(`${namespace}:instances`, instanceId).catch(() => 0);
      redis.disconnect();
    },
  };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && /timed out/i.test(error.message);
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/[^\x20-\x7e]/g, '').slice(0, 120);
}

/** When Redis was never reached, the instances are unknown: three is assumed, as a scaled-out setup usually runs. */
export const ASSUMED_PEERS = 3;

/** How many instances split the budget while each keeps to its own part. */
export function degradedPeers(peers: number | null): number {
  return Math.max(1, peers ?? ASSUMED_PEERS);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
