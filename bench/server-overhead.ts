import autocannon from 'autocannon';
import { startDemoApi, startServer, TODAY } from './processes.ts';
import { median } from './stats.ts';

export type LoadFigures = { rps: number; p50Ms: number; p99Ms: number; errors: number };
export type ServerOverhead = {
  connectionsForLatency: number;
  connectionsForThroughput: number;
  seconds: number;
  runs: number;
  direct: { latency: LoadFigures; throughput: LoadFigures };
  proxyNoCache: { latency: LoadFigures; throughput: LoadFigures };
  proxyCache: { latency: LoadFigures; throughput: LoadFigures };
};

const DISTINCT_WINDOWS = 400;

/**
 * `/transactions?limit=100` straight to the demo API, and through the server (its own process,
 * forwarding over HTTP as in production) with the cache off and on. Each request asks for a
 * different window start, in turn across all connections: the server coalesces identical
 * requests in flight, and that would flatter the cache-off figures.
 */
export async function measureServerOverhead(options: { seconds: number; runs: number; latencyConnections: number; throughputConnections: number }): Promise<ServerOverhead> {
  const demo = await startDemoApi();
  const proxyNoCache = await startServer({ apiBaseUrl: demo.url, cacheTtlS: 0 });
  const proxyCache = await startServer({ apiBaseUrl: demo.url, cacheTtlS: 300 });
  try {
    const targets = {
      direct: { base: demo.url, prefix: '', headers: { Authorization: 'Bearer demo_key' } },
      proxyNoCache: { base: proxyNoCache.url, prefix: '/api', headers: {} },
      proxyCache: { base: proxyCache.url, prefix: '/api', headers: {} },
    };
    type Name = keyof typeof targets;
    const names = Object.keys(targets) as Name[];
    const samples = new Map<string, LoadFigures[]>();
    const run = async (name: Name, connections: number, seconds: number) => {
      const target = targets[name];
      let counter = 0;
      const result = await autocannon({
        url: target.base,
        connections,
        duration: seconds,
        headers: target.headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathFor(target.base, target.prefix, counter++) }) }],
      });
      return { rps: result.requests.mean, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
    };
    // Warm every path (JIT, connections, and the cache on the caching server) before measuring.
    for (const name of names) await run(name, options.throughputConnections, 2);
    for (let round = 0; round < options.runs; round++) {
      for (const name of names) {
        for (const [kind, connections] of [['latency', options.latencyConnections], ['throughput', options.throughputConnections]] as const) {
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
    return {
      connectionsForLatency: options.latencyConnections,
      connectionsForThroughput: options.throughputConnections,
      seconds: options.seconds,
      runs: options.runs,
      direct: both('direct'),
      proxyNoCache: both('proxyNoCache'),
      proxyCache: both('proxyCache'),
    };
  } finally {
    await Promise.all([proxyNoCache.stop(), proxyCache.stop()]);
    await demo.stop();
  }
}

function pathFor(base: string, prefix: string, index: number): string {
  const basePath = new URL(base).pathname.replace(/\/$/, '');
  const from = new Date(Date.parse(`${TODAY}T00:00:00Z`) - (365 + (index % DISTINCT_WINDOWS)) * 86_400_000).toISOString().slice(0, 10);
  return `${basePath}${prefix}/transactions?limit=100&from=${from}`;
}
