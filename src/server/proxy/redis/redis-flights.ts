import { createHash, randomUUID } from 'node:crypto';
import type { Flight, Flights } from '../flights.ts';
import { UpstreamFault } from '../upstream-fetch.ts';
import { decodeAnswer, encodeAnswer, encodeFault } from './answer-codec.ts';
import { script } from '../../shared-state/redis-link.ts';
import type { RedisLink } from '../../shared-state/redis-link.ts';

/** How long a finished flight's answer waits for the instances that joined it: they poll far more often. */
const RESULT_TTL_MS = 10_000;
const FIRST_POLL_MS = 2;
const LONGEST_POLL_MS = 25;

// Only the claim's holder may release it: after a lapse, another instance may hold a claim of its own.
const RELEASE = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

type Outcome = { flight: Flight; joined: boolean };

/**
 * Coalescing across instances: the first to claim a key (SET NX, lapsing after `claimTtlMs`, the
 * upstream timeout, so a dead instance's claim is taken over) loads it and leaves the result under
 * its claim's token; the others poll for it. In each process, one promise per key as before.
 * While Redis is unreachable, each process coalesces on its own.
 */
export function createRedisFlights(link: RedisLink, claimTtlMs: number): Flights {
  const local = new Map<string, Promise<Outcome>>();

  async function acrossInstances(key: string, load: () => Promise<Flight>): Promise<Outcome> {
    const id = createHash('sha256').update(key).digest('base64url');
    const claimKey = link.key('claim', id);
    for (;;) {
      const token = randomUUID();
      const claimed = link.ready() ? await attempt(() => link.redis.set(claimKey, token, 'PX', claimTtlMs, 'NX')) : undefined;
      if (claimed === undefined || claimed === 'OK') return { flight: await loadAndLeave(claimed === 'OK' ? token : null), joined: false };
      const holder = await attempt(() => link.redis.get(claimKey));
      if (holder === undefined) return { flight: await loadAndLeave(null), joined: false };
      if (holder === null) continue;
      const flight = await resultOf(holder);
      if (flight === 'redis-failed') return { flight: await loadAndLeave(null), joined: false };
      if (flight !== 'lapsed') return { flight, joined: true };
    }

    async function loadAndLeave(token: string | null): Promise<Flight> {
      if (token === null) return load();
      try {
        const flight = await load();
        if (flight.shareable) await attempt(async () => leave(token, encodeAnswer(flight.answer, flight.answer.gzipped)));
        return flight;
      } catch (error) {
        if (error instanceof UpstreamFault) await attempt(async () => leave(token, encodeFault(error)));
        throw error;
      } finally {
        await attempt(() => link.run(RELEASE, [claimKey], [token]));
      }
    }

    async function leave(token: string, value: Buffer): Promise<void> {
      await link.redis.set(link.key('flight', id, token), value, 'PX', RESULT_TTL_MS);
    }

    // The holder's result, or 'lapsed' when its claim went without one (it died, or its answer was for its client only).
    async function resultOf(holder: string): Promise<Flight | 'lapsed' | 'redis-failed'> {
      const resultKey = link.key('flight', id, holder);
      for (let pollMs = FIRST_POLL_MS; ; pollMs = Math.min(LONGEST_POLL_MS, pollMs * 2)) {
        await delay(pollMs);
        const [result, current] = (await attempt(() => link.redis.mgetBuffer(resultKey, claimKey))) ?? [];
        if (result === undefined) return 'redis-failed';
        const decoded = result ? decodeAnswer(result) : undefined;
        if (decoded) return { answer: decoded.answer, state: 'coalesced', shareable: true };
        if (current?.toString() !== holder) return 'lapsed';
      }
    }
  }

  // undefined when Redis failed: the caller carries on without it.
  async function attempt<T>(command: () => Promise<T>): Promise<T | undefined> {
    try {
      return await command();
    } catch (error) {
      link.failed(error);
      return undefined;
    }
  }

  return {
    async join(key, load) {
      const pending = local.get(key);
      if (pending) return { flight: (await pending).flight, joined: true };
      const started = acrossInstances(key, load).finally(() => local.delete(key));
      local.set(key, started);
      return started;
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
