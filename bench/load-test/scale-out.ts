/**
 * The scaled-out part of `npm run test:load` (issue 18): 3 dashboard servers (their own processes)
 * sharing one Redis, in front of the demo API with its real limit of 120 a minute; 60 simulated
 * browsers, each with its own filters and its own address, spread round-robin over the instances.
 * During the run Redis is restarted once and one instance is killed; a browser of the killed
 * instance then goes to the others, as a load balancer would send it.
 */
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { percentile } from '../stats.ts';
import { busiestWindow } from './busiest-window.ts';
import { startTestRedis } from '../../src/server/testing/redis-server.ts';
import { SECRET_API_KEY, startCountingDemo } from '../../src/server/testing/scale-out.ts';
import { freePort } from '../../src/server/testing/redis-server.ts';
import { listeningUrl, sandboxRoot, spawnServer } from '../../src/server/testing/spawn-server.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const BROWSERS = Number(process.env.LOAD_CLIENTS ?? 60);
const INSTANCES = 3;
const LIMIT = 120;
const THINK_MS = 250;
/** The instances' CACHE_STALE_MAX_S: how long after an answer a copy of it may stand in for a 429. */
const STALE_MAX_S = 600;

type Tally = {
  requests: number;
  byStatus: Map<number, number>;
  stale: number;
  cache: Map<string, number>;
  /** Errors on instances that stayed up: the budget is 0. */
  errors: string[];
  /** Refused or cut connections of the instance killed on purpose. */
  killedInstanceFailures: number;
  latencies: number[];
  /** When each query (path and filters) last got a 200 in this run. */
  answeredAt: Map<string, number>;
  /** 429s for a query answered earlier in the run, while a copy of that answer could still stand in. */
  refusedAfterAnswer: number;
};

type Instance = { url: string; child: ChildProcess; alive: boolean };

export async function runScaleOut(): Promise<string[]> {
  const [redis, demo] = await Promise.all([startTestRedis(), startCountingDemo(LIMIT)]);
  const root = sandboxRoot();
  const instances: Instance[] = [];
  try {
    for (let index = 0; index < INSTANCES; index++) {
      const server = spawnServer(root, {
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        API_BASE_URL: demo.baseUrl,
        API_KEY: SECRET_API_KEY,
        REDIS_URL: redis.url,
        DEBUG_CACHE_HEADER: '1',
        CACHE_STALE_MAX_S: String(STALE_MAX_S),
      });
      instances.push({ url: await listeningUrl(server), child: server.child, alive: true });
    }
    const tally: Tally = {
      requests: 0,
      byStatus: new Map(),
      stale: 0,
      cache: new Map(),
      errors: [],
      killedInstanceFailures: 0,
      latencies: [],
      answeredAt: new Map(),
      refusedAfterAnswer: 0,
    };
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const events = runEvents(redis, instances, started);
    await Promise.all(Array.from({ length: BROWSERS }, (_, browser) => browse(instances, browser, deadline, tally)));
    await events;
    return report(tally, demo.calls, (Date.now() - started) / 1000);
  } finally {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await Promise.all([redis.stop(), demo.close()]);
  }
}

/** A third of the way in Redis restarts (down 2 s); at 60 % one instance is killed outright. */
async function runEvents(redis: { stop(): Promise<void>; start(): Promise<void> }, instances: Instance[], started: number): Promise<void> {
  await sleepUntil(started + SECONDS * 333);
  console.log(`[load] ${elapsed(started)} s: Redis stopped`);
  await redis.stop();
  await sleep(2_000);
  await redis.start();
  console.log(`[load] ${elapsed(started)} s: Redis started again (empty)`);
  await sleepUntil(started + SECONDS * 600);
  const victim = instances[INSTANCES - 1]!;
  victim.alive = false;
  victim.child.kill('SIGKILL');
  console.log(`[load] ${elapsed(started)} s: instance ${INSTANCES} killed`);
}

/** One browser with its own filters: its views one after another, each view's requests in parallel. */
async function browse(instances: Instance[], browser: number, deadline: number, tally: Tally): Promise<void> {
  const address = `127.0.${10 + Math.floor(browser / 200)}.${1 + (browser % 200)}`;
  let instance = instances[browser % instances.length]!;
  for (let visit = browser; Date.now() < deadline; visit++) {
    if (!instance.alive) instance = instances.find((other) => other.alive)!;
    const paths = viewsOf(browser)[visit % 4]!;
    const answers = await Promise.all(paths.map((path) => timedGet(`${instance.url}api${path}`, address, instance, tally)));
    const waitS = Math.max(0, ...answers);
    await sleep(Math.min(waitS * 1000, deadline - Date.now()) + THINK_MS);
  }
}

/** The requests of each view, with filters of this browser's own: the cache cannot absorb everything. */
function viewsOf(browser: number): string[][] {
  const today = '2026-03-15';
  const from = new Date(Date.UTC(2025, 0, 1 + (browser % 60) * 5)).toISOString().slice(0, 10);
  const groups = ['category', 'counterparty', 'label', 'account'];
  return [
    ['/accounts', '/banks?limit=500', `/transactions/summary?from=${today}&to=${today}&interval=day`],
    ['/accounts', '/categories?limit=500', '/counterparties?limit=500', `/transactions?from=${from}&to=${today}&limit=100`],
    ['/counterparties?limit=500', `/forecasts?from=${from}&to=2026-04-30&limit=500`],
    ['/categories?limit=500', `/transactions/summary?from=${from}&to=${today}&interval=month&group_by=${groups[browser % 4]}`],
  ];
}

/** Returns the seconds a 429 asks to wait (the dashboard counts them down before its next try), else 0. */
async function timedGet(url: string, localAddress: string, instance: Instance, tally: Tally): Promise<number> {
  const started = performance.now();
  try {
    const reply = await get(url, localAddress);
    tally.latencies.push(performance.now() - started);
    tally.requests++;
    tally.byStatus.set(reply.status, (tally.byStatus.get(reply.status) ?? 0) + 1);
    const cache = String(reply.headers['x-dashboard-cache'] ?? 'none');
    tally.cache.set(cache, (tally.cache.get(cache) ?? 0) + 1);
    if (reply.headers['x-dashboard-stale-since']) tally.stale++;
    noteAnswer(tally, url.slice(instance.url.length), reply.status);
    const retryAfter = Number(reply.headers['retry-after']);
    if (reply.status === 429 && retryAfter > 0) return retryAfter;
    if (reply.status !== 200) tally.errors.push(`${reply.status} ${new URL(url).pathname}`);
    return 0;
  } catch (error) {
    if (!instance.alive) tally.killedInstanceFailures++;
    else tally.errors.push(`${error instanceof Error ? error.message : String(error)} ${new URL(url).pathname}`);
    return 0;
  }
}

// The query is the path after the instance's address: the same query asked of any instance.
function noteAnswer(tally: Tally, query: string, status: number): void {
  const answeredAt = tally.answeredAt.get(query);
  if (status === 200) tally.answeredAt.set(query, Date.now());
  if (status === 429 && answeredAt !== undefined && Date.now() - answeredAt < STALE_MAX_S * 1000) tally.refusedAfterAnswer++;
}

function get(url: string, localAddress: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    request(url, { localAddress }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function report(tally: Tally, calls: { at: number; status: number }[], elapsedS: number): string[] {
  const busiest = busiestWindow(
    calls.map((call) => call.at),
    60_000,
  );
  const served = tally.requests - (tally.byStatus.get(429) ?? 0);
  const fromCache = (tally.cache.get('hit') ?? 0) + (tally.cache.get('coalesced') ?? 0);
  const percentFromCache = ((100 * fromCache) / Math.max(1, tally.requests)).toFixed(1);
  const upstream429 = calls.filter((call) => call.status === 429).length;
  console.table({
    'duration (s)': elapsedS.toFixed(1),
    'instances / simulated browsers': `${INSTANCES} / ${BROWSERS}`,
    'client requests': tally.requests,
    'client errors (surviving instances)': tally.errors.length,
    'failed on the killed instance (then sent to the others)': tally.killedInstanceFailures,
    'upstream calls': calls.length,
    'upstream calls in the busiest 60 s': busiest,
    'upstream 429s': upstream429,
    'answers served stale': tally.stale,
    'answers as a counted-down 429': tally.byStatus.get(429) ?? 0,
    '429s for queries already answered earlier in the run': tally.refusedAfterAnswer,
    'cache hits + coalesced / answers served': `${fromCache} / ${served} (${percentFromCache} % of requests)`,
    'latency p50 / p99 (ms)': `${percentile(tally.latencies, 0.5).toFixed(1)} / ${percentile(tally.latencies, 0.99).toFixed(1)}`,
  });
  const failures: string[] = [];
  if (tally.requests === 0) failures.push('no request was made');
  if (tally.errors.length > 0) failures.push(`clients of surviving instances got errors: ${tally.errors.slice(0, 5).join(', ')}`);
  if (busiest > LIMIT) failures.push(`${busiest} upstream calls in one 60 s window`);
  if (upstream429 > 0) failures.push(`upstream answered 429 ${upstream429} times`);
  if (tally.refusedAfterAnswer > 0) failures.push(`${tally.refusedAfterAnswer} 429s for queries already answered earlier in the run`);
  return failures;
}

function elapsed(started: number): string {
  return ((Date.now() - started) / 1000).toFixed(1);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

function sleepUntil(at: number): Promise<void> {
  return sleep(at - Date.now());
}
