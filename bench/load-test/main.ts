/**
 * `npm run test:load`: 50 browsers' worth of dashboard traffic against the server for 30 s, on
 * loopback only, bounded in time. It shows that coalescing and the short cache keep upstream
 * calls under the API's 120 requests a minute while every client gets its answer.
 * Then the scaled-out run (load-test-scale-out.ts): 3 instances, one Redis, 60 browsers for 60 s.
 * LOAD_SECONDS and LOAD_CLIENTS shorten or narrow a run; --mode=single or --mode=scale-out runs one.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDemoOptions } from '../../src/demo-api/options.ts';
import { startDemoApi } from '../../src/demo-api/server.ts';
import { createApp } from '../../src/server/app.ts';
import { loadProxyConfig, tuningOf } from '../../src/server/config/proxy-config.ts';
import { createAppServer } from '../../src/server/http/request-listener.ts';
import { percentile } from '../stats.ts';
import { busiestWindow } from './busiest-window.ts';
import { runScaleOut } from './scale-out.ts';
import { createUpstreamClient } from '../../src/server/proxy/upstream-client.ts';
import type { UpstreamClient } from '../../src/server/proxy/upstream-client.ts';

const MODE = process.argv.find((arg) => arg.startsWith('--mode='))?.slice('--mode='.length) ?? 'all';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const UPSTREAM_LIMIT_PER_MINUTE = 120;
const TODAY = '2026-11-20';

/** What each view asks for on first load, as the browser sends it. */
const views: Record<string, string[]> = {
  overview: [
    '/accounts',
    '/banks?limit=500',
    `/transactions/summary?from=${TODAY}&to=${TODAY}&interval=day`,
    `/transactions/summary?from=2025-12-01&to=${TODAY}&interval=month`,
  ],
  transactions: [
    '/accounts',
    '/categories?limit=500',
    '/counterparties?limit=500',
    '/labels?limit=500',
    `/transactions?from=2026-09-01&to=${TODAY}&limit=250`,
  ],
  forecasts: ['/counterparties?limit=500', '/forecasts?from=2026-10-26&to=2026-12-06&limit=500'],
  reports: ['/categories?limit=500', `/transactions/summary?from=2026-01-01&to=${TODAY}&interval=month&group_by=category`],
};

type Tally = { requests: number; errors: Map<number, number>; latencies: number[] };

async function runSingle(): Promise<string[]> {
  const demo = await startDemoApi(
    { ...readDemoOptions({ DEMO_TODAY: TODAY }), rateLimit: UPSTREAM_LIMIT_PER_MINUTE },
    { port: 0, host: '127.0.0.1' },
  );
  const upstreamCalls: { at: number; status: number }[] = [];
  const upstream = createUpstreamClient();
  const countingClient: UpstreamClient = async (request) => {
    const reply = await upstream(request);
    upstreamCalls.push({ at: Date.now(), status: reply.status });
    return reply;
  };
  let port = 0;
  const app = createApp({
    proxy: { ...tuningOf(loadProxyConfig({})), baseUrl: demo.baseUrl, apiKey: 'demo_key', client: countingClient },
    log: () => {},
    distDir: emptyDist(),
    pageMeta: { dataSource: 'demo', today: TODAY },
    access: { kind: 'none' },
    hosts: { allowedHosts: [], listeningPort: () => port },
  });
  const server = createAppServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}/api`;

  const tally: Tally = { requests: 0, errors: new Map(), latencies: [] };
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  const viewNames = Object.keys(views);
  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => browse(base, viewNames, client, deadline, tally)));
  const elapsedS = (Date.now() - started) / 1000;

  server.closeAllConnections();
  server.close();
  await demo.close();
  return report(tally, upstreamCalls, elapsedS);
}

/** One simulated browser: opens views one after another, each view's requests in parallel. */
async function browse(base: string, viewNames: string[], client: number, deadline: number, tally: Tally): Promise<void> {
  for (let visit = client; Date.now() < deadline; visit++) {
    const paths = views[viewNames[visit % viewNames.length]!]!;
    await Promise.all(paths.map((path) => timedGet(`${base}${path}`, tally)));
  }
}

async function timedGet(url: string, tally: Tally): Promise<void> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  tally.latencies.push(performance.now() - started);
  tally.requests++;
  if (response.status !== 200) tally.errors.set(response.status, (tally.errors.get(response.status) ?? 0) + 1);
}

function report(tally: Tally, upstreamCalls: { at: number; status: number }[], elapsedS: number): string[] {
  const upstream429 = upstreamCalls.filter((call) => call.status === 429).length;
  const busiestMinute = busiestWindow(
    upstreamCalls.map((call) => call.at),
    60_000,
  );
  const clientErrors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
  console.table({
    'duration (s)': elapsedS.toFixed(1),
    'simulated browsers': CLIENTS,
    'client requests': tally.requests,
    'client errors': clientErrors,
    'upstream calls': upstreamCalls.length,
    'upstream calls in the busiest minute': busiestMinute,
    'upstream 429s': upstream429,
    'client requests per upstream call': (tally.requests / Math.max(1, upstreamCalls.length)).toFixed(0),
    'latency p50 (ms)': percentile(tally.latencies, 0.5).toFixed(1),
    'latency p99 (ms)': percentile(tally.latencies, 0.99).toFixed(1),
  });
  const failures: string[] = [];
  if (clientErrors > 0) failures.push(`clients got errors: ${JSON.stringify(Object.fromEntries(tally.errors))}`);
  if (busiestMinute > UPSTREAM_LIMIT_PER_MINUTE) failures.push(`${busiestMinute} upstream calls in one minute`);
  if (upstream429 > 0) failures.push(`upstream answered 429 ${upstream429} times`);
  return failures;
}

/** The load concerns the API proxy; the SPA files are not part of it. */
function emptyDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-load-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  return dir;
}

async function main(): Promise<void> {
  const runs: [string, () => Promise<string[]>][] = [
    ['single server', runSingle],
    ['scaled out', runScaleOut],
  ];
  const chosen = runs.filter(([name]) => MODE === 'all' || (MODE === 'single' ? name === 'single server' : name === 'scaled out'));
  let failed = 0;
  for (const [name, run] of chosen) {
    console.log(`\n${name}:`);
    const failures = await run();
    if (failures.length > 0) console.error(`Load test (${name}) failed: ${failures.join('; ')}`);
    failed += failures.length > 0 ? 1 : 0;
  }
  console.log(`${chosen.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
