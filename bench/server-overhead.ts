import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { startDemoApi, startServer, TODAY } from './processes.ts';
import { median, percentile } from './stats.ts';

export type LoadFigures = { rps: number; p50Ms: number; p99Ms: number; errors: number };
export type ServerOverhead = {
  connectionsForLatency: number;
  connectionsForThroughput: number;
  seconds: number;
  runs: number;
  direct: { latency: LoadFigures; throughput: LoadFigures };
  proxyNoCache: { latency: LoadFigures; throughput: LoadFigures };
  proxyCache: { latency: LoadFigures; throughput: LoadFigures };
  /** The cached server answering as browsers ask: with Accept-Encoding: gzip. */
  proxyCacheGzip: { latency: LoadFigures; throughput: LoadFigures };
  /** One request at a time, timed to the microsecond (autocannon's histogram counts whole milliseconds). */
  /** CPU time per request (user + system, from /proc) of the demo API and of the proxy, in the throughput runs. */
  cpuPerRequestMs: { demoDirect: number; demoViaProxy: number; proxy: number } | null;
  sequential: {
    requests: number;
    direct: { p50Ms: number; p99Ms: number };
    proxyNoCache: { p50Ms: number; p99Ms: number };
    proxyCache: { p50Ms: number; p99Ms: number };
    proxyCacheGzip: { p50Ms: number; p99Ms: number };
  };
};

const DISTINCT_WINDOWS = 400;

/**
 * `/transactions?limit=100` straight to the demo API, and through the server (its own process,
 * forwarding over HTTP as in production) with the cache off and on. Each request asks for a
 * different window start, in turn across all connections: the server coalesces identical
 * requests in flight, and that would flatter the cache-off figures.
 */
export async function measureServerOverhead(options: {
  seconds: number;
  runs: number;
  latencyConnections: number;
  throughputConnections: number;
}): Promise<ServerOverhead> {
  const demo = await startDemoApi();
  const proxyNoCache = await startServer({ apiBaseUrl: demo.url, cacheTtlS: 0 });
  const proxyCache = await startServer({ apiBaseUrl: demo.url, cacheTtlS: 300 });
  try {
    const targets = {
      direct: { base: demo.url, prefix: '', headers: { Authorization: 'Bearer demo_key' } },
      proxyNoCache: { base: proxyNoCache.url, prefix: '/api', headers: {} },
      proxyCache: { base: proxyCache.url, prefix: '/api', headers: {} },
      proxyCacheGzip: { base: proxyCache.url, prefix: '/api', headers: { 'Accept-Encoding': 'gzip' } },
    };
    type Name = keyof typeof targets;
    const names = Object.keys(targets) as Name[];
    const samples = new Map<string, LoadFigures[]>();
    const cpu = { demoDirect: { ms: 0, requests: 0 }, demoViaProxy: { ms: 0, requests: 0 }, proxy: { ms: 0, requests: 0 } };
    const run = async (name: Name, connections: number, seconds: number) => {
      const target = targets[name];
      let counter = 0;
      const before = { demo: cpuMsOf(demo.pid), proxy: cpuMsOf(proxyNoCache.pid) };
      const result = await autocannon({
        url: target.base,
        connections,
        duration: seconds,
        headers: target.headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathFor(target.base, target.prefix, counter++) }) }],
      });
      if (connections === options.throughputConnections && (name === 'direct' || name === 'proxyNoCache')) {
        const demoMs = cpuMsOf(demo.pid) - before.demo;
        const slot = name === 'direct' ? cpu.demoDirect : cpu.demoViaProxy;
        slot.ms += demoMs;
        slot.requests += result.requests.total;
        if (name === 'proxyNoCache') {
          cpu.proxy.ms += cpuMsOf(proxyNoCache.pid) - before.proxy;
          cpu.proxy.requests += result.requests.total;
        }
      }
      return {
        rps: result.requests.mean,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      };
    };
    // Warm every path (JIT, connections, and the cache on the caching server) before measuring.
    for (const name of names) await run(name, options.throughputConnections, 2);
    for (let round = 0; round < options.runs; round++) {
      for (const name of names) {
        for (const [kind, connections] of [
          ['latency', options.latencyConnections],
          ['throughput', options.throughputConnections],
        ] as const) {
          const key = `${name}/${kind}`;
          samples.set(key, [...(samples.get(key) ?? []), await run(name, connections, options.seconds)]);
        }
      }
    }
    const figures = (name: Name, kind: 'latency' | 'throughput'): LoadFigures => {
      const list = samples.get(`${name}/${kind}`) ?? [];
      return {
        rps: median(list.map((each) => each.rps)),
        p50Ms: median(list.map((each) => each.p50Ms)),
        p99Ms: median(list.map((each) => each.p99Ms)),
        errors: list.reduce((sum, each) => sum + each.errors, 0),
      };
    };
    const both = (name: Name) => ({ latency: figures(name, 'latency'), throughput: figures(name, 'throughput') });
    const timings = new Map<Name, number[]>(names.map((name) => [name, []]));
    for (let round = 0; round < options.runs; round++) {
      for (const name of names)
        timings
          .get(name)!
          .push(...(await sequentialLatencies(targets[name].base, targets[name].prefix, targets[name].headers, SEQUENTIAL_REQUESTS)));
    }
    const sequentialFigures = (name: Name) => ({ p50Ms: median(timings.get(name)!), p99Ms: percentile(timings.get(name)!, 0.99) });
    return {
      connectionsForLatency: options.latencyConnections,
      connectionsForThroughput: options.throughputConnections,
      seconds: options.seconds,
      runs: options.runs,
      direct: both('direct'),
      proxyNoCache: both('proxyNoCache'),
      proxyCache: both('proxyCache'),
      proxyCacheGzip: both('proxyCacheGzip'),
      cpuPerRequestMs: Number.isNaN(cpuMsOf(demo.pid))
        ? null
        : {
            demoDirect: cpu.demoDirect.ms / cpu.demoDirect.requests,
            demoViaProxy: cpu.demoViaProxy.ms / cpu.demoViaProxy.requests,
            proxy: cpu.proxy.ms / cpu.proxy.requests,
          },
      sequential: {
        requests: SEQUENTIAL_REQUESTS * options.runs,
        direct: sequentialFigures('direct'),
        proxyNoCache: sequentialFigures('proxyNoCache'),
        proxyCache: sequentialFigures('proxyCache'),
        proxyCacheGzip: sequentialFigures('proxyCacheGzip'),
      },
    };
  } finally {
    await Promise.all([proxyNoCache.stop(), proxyCache.stop()]);
    await demo.stop();
  }
}

const SEQUENTIAL_REQUESTS = 300;
const CLOCK_TICK_MS = 10;

/** User plus system CPU time of a process, from /proc (Linux); NaN elsewhere. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return Number.NaN;
  }
}

export async function sequentialLatencies(base: string, prefix: string, headers: Record<string, string>, count: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const url = new URL(base);
      const started = performance.now();
      await new Promise<void>((resolveDone, reject) => {
        const outgoing = request({ host: url.hostname, port: url.port, path: pathFor(base, prefix, index), agent, headers }, (response) => {
          if (response.statusCode !== 200) reject(new Error(`${base}: ${response.statusCode}`));
          response.resume();
          response.on('end', () => resolveDone());
        });
        outgoing.on('error', reject);
        outgoing.end();
      });
      times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

export function pathFor(base: string, prefix: string, index: number): string {
  const basePath = new URL(base).pathname.replace(/\/$/, '');
  const from = new Date(Date.parse(`${TODAY}T00:00:00Z`) - (365 + (index % DISTINCT_WINDOWS)) * 86_400_000).toISOString().slice(0, 10);
  return `${basePath}${prefix}/transactions?limit=100&from=${from}`;
}
