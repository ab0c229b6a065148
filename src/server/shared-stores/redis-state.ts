import { createLoginLimiter } from '../access/login-limiter.ts';
import { createRedisLogins } from '../access/redis-logins.ts';
import { createMemoryAnswerStore } from '../proxy/answer-store.ts';
import { createLocalBackoff } from '../proxy/backoff.ts';
import { createClientShares } from '../proxy/client-shares.ts';
import type { StatedLimit } from '../proxy/rate-limit-headers.ts';
import { createRedisAnswers } from '../proxy/redis/redis-answers.ts';
import { createRedisBackoff } from '../proxy/redis/redis-backoff.ts';
import { createRedisBudget } from '../proxy/redis/redis-budget.ts';
import { createRedisFlights } from '../proxy/redis/redis-flights.ts';
import { degradedPeers, namespaceOf, openRedisLink } from '../shared-state/redis-link.ts';
import type { SharedState, SharedStateOptions } from './shared-state.ts';

export type RedisStateOptions = SharedStateOptions & { redisUrl: string; budgetWindowMs?: number };

/**
 * The shared state in Redis, each part backed by its in-process twin for while Redis is away: the
 * instance then serves from its own memory and spends only its part of the budget (the limit split
 * by the instances last seen alive), and goes back to Redis as soon as it answers again. The twin
 * of the answers is the near-cache of every answer this instance wrote to or read from Redis: it
 * serves while Redis is away or has lost them, and refills Redis when it returns.
 */
export async function openRedisState(options: RedisStateOptions): Promise<SharedState> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const link = await openRedisLink(options.redisUrl, namespaceOf(options.baseUrl, options.apiKey), log, options.info ?? log);
  const near = createMemoryAnswerStore(options.cache);
  const local = {
    budget: createClientShares({ fraction: () => 1 / degradedPeers(link.peers()) }),
    backoff: createLocalBackoff(),
    logins: createLoginLimiter(),
  };
  const remote = {
    answers: createRedisAnswers(link, options.cache, near),
    budget: createRedisBudget(link, options.budgetWindowMs === undefined ? {} : { windowMs: options.budgetWindowMs }),
    backoff: createRedisBackoff(link),
    logins: createRedisLogins(link),
  };
  // A Redis that comes back may have lost the budget's log and the answers (a restart): what the
  // upstream last said, the calls this instance made since, and its near-cache refill them.
  let lastStated: { stated: StatedLimit; at: number } | null = null;
  const ownCalls: number[] = [];
  link.onReturn(() => {
    void refillBudget();
    void link.attempt(
      () => remote.answers.refill(),
      () => undefined,
    );
  });
  async function refillBudget(): Promise<void> {
    const known = lastStated;
    if (!known) return;
    const resetS = known.stated.resetS - (Date.now() - known.at) / 1000;
    if (resetS > 0)
      await link.attempt(
        () => remote.budget.learn({ ...known.stated, resetS }),
        () => undefined,
      );
    await link.attempt(
      () => remote.budget.replay(ownCalls.filter((at) => at >= known.at)),
      () => undefined,
    );
  }
  function noteCall(waitMs: number): number {
    const at = Date.now();
    if (waitMs === 0) ownCalls.push(at);
    while (ownCalls[0] !== undefined && ownCalls[0] < at - 60_000) ownCalls.shift();
    return waitMs;
  }
  return {
    answers: {
      read: (key) =>
        link.attempt(
          () => remote.answers.read(key),
          () => near.read(key),
        ),
      write: (key, answer) =>
        link.attempt(
          () => remote.answers.write(key, answer),
          () => near.write(key, answer),
        ),
      held: () => near.held(),
    },
    flights: createRedisFlights(link, options.claimTtlMs),
    budget: {
      take: async (client) =>
        noteCall(
          await link.attempt(
            () => remote.budget.take(client),
            () => local.budget.take(client),
          ),
        ),
      // Both learn: the local budget must know the key's minute the moment Redis goes away.
      learn: async (stated) => {
        lastStated = { stated, at: Date.now() };
        local.budget.learn(stated);
        await link.attempt(
          () => remote.budget.learn(stated),
          () => undefined,
        );
      },
      share: () => (link.ready() ? remote.budget.share() : local.budget.share()),
    },
    backoff: {
      current: () =>
        link.attempt(
          () => remote.backoff.current(),
          () => local.backoff.current(),
        ),
      start: async (state) => {
        await local.backoff.start(state);
        await link.attempt(
          () => remote.backoff.start(state),
          () => undefined,
        );
      },
    },
    logins: {
      turnMs: (key, shared) =>
        link.attempt(
          () => remote.logins.turnMs(key, shared),
          () => local.logins.turnMs(key, shared),
        ),
      fail: (key, shared) =>
        link.attempt(
          () => remote.logins.fail(key, shared),
          () => local.logins.fail(key, shared),
        ),
      succeed: (key) =>
        link.attempt(
          () => remote.logins.succeed(key),
          () => local.logins.succeed(key),
        ),
      mayMintDevice: (address) =>
        link.attempt(
          () => remote.logins.mayMintDevice(address),
          () => local.logins.mayMintDevice(address),
        ),
    },
    mode: () => (link.ready() ? 'shared' : 'degraded'),
    close: () => link.close(),
  };
}
