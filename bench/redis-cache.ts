import autocannon from 'autocannon';
import { startTestRedis } from '../src/server/testing/redis-server.ts';
import { startDemoApi, startServer } from './processes.ts';
import type { LoadFigures } from './server-overhead.ts';
import { pathFor, sequentialLatencies } from './server-overhead.ts';
import { median } from './stats.ts';

export type RedisCache = {
  connections: number;
  seconds: number;
  runs: number;
  inProcess: { throughput: LoadFigures; sequentialP50Ms: number };
  redis: { throughput: LoadFigures; sequentialP50Ms: number };
  /** The same two with Accept-Encoding: gzip, as browsers ask (the gzipped copy comes from Redis too). */
  inProcessGzipRps: number;
  redisGzipRps: number;
};

const SEQUENTIAL_REQUESTS = 300;

/**
 * Issue 18: cached answers served from this process's memory against the same answers served
 * from Redis (`REDIS_URL` set, a Redis of the bench's own on loopback), in one run, each server
 * in its own process as `npm start` runs it. Every page is fetched once before measuring, so all
 * requests are hits.
 */
export async function measureRedisCache(options: { seconds: number; runs: number; connections: number }): Promise<RedisCache> {
  const redis = await startTestRedis();
  const demo = await startDemoApi();
  const inProcess = await startServer({ apiBaseUrl: demo.url, cacheTtlS: 600 });
  const shared = await startServer({ apiBaseUrl: demo.url, cacheTtlS: 600, redisUrl: redis.url });
  try {
    const targets = { inProcess: inProcess.url, redis: shared.url };
    type Name = keyof typeof targets;
    const names = Object.keys(targets) as Name[];
    const load = async (name: Name, seconds: number, headers: Record<string, string> = {}) => {
      let counter = 0;
      const result = await autocannon({
        url: targets[name],
        connections: options.connections,
        duration: seconds,
        headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathFor(targets[name], '/api', counter++) }) }],
      });
      return {
        rps: result.requests.mean,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      };
    };
    // Fills both caches (every distinct page) and warms the JIT and the connections.
    for (const name of names) {
      await sequentialLatencies(targets[name], '/api', {}, 400);
      await load(name, 2);
    }
    const samples = new Map<string, number[]>();
    const add = (key: string, value: number) => samples.set(key, [...(samples.get(key) ?? []), value]);
    const throughput = new Map<Name, LoadFigures[]>(names.map((name) => [name, []]));
    for (let round = 0; round < options.runs; round++) {
      for (const name of names) {
        throughput.get(name)!.push(await load(name, options.seconds));
        add(`${name}/gzip`, (await load(name, options.seconds, { 'Accept-Encoding': 'gzip' })).rps);
        add(`${name}/sequential`, median(await sequentialLatencies(targets[name], '/api', {}, SEQUENTIAL_REQUESTS)));
      }
    }
    const figures = (name: Name) => {
      const list = throughput.get(name)!;
      return {
        throughput: {
          rps: median(list.map((each) => each.rps)),
          p50Ms: median(list.map((each) => each.p50Ms)),
          p99Ms: median(list.map((each) => each.p99Ms)),
          errors: list.reduce((sum, each) => sum + each.errors, 0),
        },
        sequentialP50Ms: median(samples.get(`${name}/sequential`) ?? []),
      };
    };
    return {
      connections: options.connections,
      seconds: options.seconds,
      runs: options.runs,
      inProcess: figures('inProcess'),
      redis: figures('redis'),
      inProcessGzipRps: median(samples.get('inProcess/gzip') ?? []),
      redisGzipRps: median(samples.get('redis/gzip') ?? []),
    };
  } finally {
    await Promise.all([inProcess.stop(), shared.stop()]);
    await demo.stop();
    await redis.stop();
  }
}
