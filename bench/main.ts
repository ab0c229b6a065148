/**
 * `npm run bench`: the performance figures of issue 7 against their budgets. Prints a table and
 * writes bench/results.json. Everything runs on loopback against processes started here.
 * Options: --only=bundle,requests,pageload,scroll,server,redis,demo,scenarios,weeks  --runs=N (repeats; default 3)
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { needsBuild } from '../src/server/operations/build-if-needed.ts';
import { BUDGETS } from './budgets.ts';
import { measureBundles } from './bundle.ts';
import { measureDemoAtScale } from './demo-scale.ts';
import { measurePageLoads } from './page-load.ts';
import { ROOT, startDemoApi, startServer, type Running } from './processes.ts';
import { countRequests } from './request-economy.ts';
import { measureScenarioRecompute } from './scenario-recompute.ts';
import { measureCashWeeks } from './cash-weeks.ts';
import { measureScroll } from './scroll.ts';
import { measureRedisCache } from './redis-cache.ts';
import { measureNearCacheMemory, type MemoryFigures } from './near-cache-memory.ts';
import { startTestRedis } from '../src/server/testing/redis-server.ts';
import { measureServerOverhead } from './server-overhead.ts';
import { formatTable, kb, ms, type Row } from './table.ts';

const SECTIONS = ['bundle', 'requests', 'pageload', 'scroll', 'server', 'redis', 'demo', 'scenarios', 'weeks'] as const;
type Section = (typeof SECTIONS)[number];

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]));
const only = new Set((args.get('only') ?? SECTIONS.join(',')).split(',') as Section[]);
const RUNS = Number(args.get('runs') ?? 3);
const SCALE = 25;

const rows: Row[] = [];
const raw: Record<string, unknown> = {};
const started = new Date();
const loadBefore = loadavg();
const log = (line: string) => console.error(`[bench] ${line}`);

async function main(): Promise<void> {
  await buildWithManifest();
  if (only.has('bundle')) await bundleSection();
  if (only.has('requests') || only.has('pageload')) {
    const server = await startServer({ scale: 1 });
    try {
      if (only.has('requests')) await requestsSection(server);
      if (only.has('pageload')) await pageLoadSection(server);
    } finally {
      await server.stop();
    }
  }
  if (only.has('scroll') || only.has('demo')) {
    log(`starting the demo API at scale ${SCALE}…`);
    const startedAt = performance.now();
    const demo = await startDemoApi({ scale: SCALE });
    raw.demoStartupSeconds = (performance.now() - startedAt) / 1000;
    try {
      if (only.has('demo')) await demoSection(demo);
      if (only.has('scroll')) await scrollSection(demo);
    } finally {
      await demo.stop();
    }
  }
  if (only.has('server')) await serverSection();
  if (only.has('redis')) await redisSection();
  if (only.has('scenarios')) scenariosSection();
  if (only.has('weeks')) await weeksSection();

  const machine = { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadavg(), uptime: uptime() };
  const table = formatTable(rows);
  console.log(`\n${table}\n`);
  console.log(
    `Machine: ${machine.cpus} CPUs; load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before,` +
      ` ${machine.loadAverageAfter.map((n) => n.toFixed(2)).join(' ')} after.` +
      ` Medians of ${RUNS} runs where repeated.`,
  );
  const failed = rows.filter((row) => row.pass === false);
  console.log(failed.length === 0 ? 'Every figure meets its budget.' : `${failed.length} figure(s) miss their budget.`);
  await writeFile(
    join(ROOT, 'bench', 'results.json'),
    `${JSON.stringify({ startedAt: started.toISOString(), runs: RUNS, machine, budgets: BUDGETS, rows, raw }, null, 2)}\n`,
  );
  console.log('Wrote bench/results.json');
}

/** `npm start` builds when sources are newer; the bench also needs the manifest of that build. */
async function buildWithManifest(): Promise<void> {
  if (!(await needsBuild(ROOT)) && existsSync(join(ROOT, 'dist', '.vite', 'manifest.json'))) return;
  log('building dist/…');
  const { build } = await import('vite');
  await build({ root: ROOT, logLevel: 'warn' });
}

async function bundleSection(): Promise<void> {
  const bundles = await measureBundles(join(ROOT, 'dist'));
  raw.bundles = bundles;
  for (const bundle of bundles) {
    rows.push({
      section: 'Bundle',
      figure: `${bundle.route}: JS before the first figure (CSS ${kb(bundle.cssGzip)})`,
      measured: kb(bundle.jsGzip),
      budget: `≤ ${BUDGETS.bundleJsGzipKb} kB gzip`,
      pass: bundle.jsGzip <= BUDGETS.bundleJsGzipKb * 1000,
    });
    for (const lazy of bundle.lazy) {
      rows.push({
        section: 'Bundle',
        figure: `${bundle.route}: lazy ${lazy.chunk.split('/').pop()} (after the figures)`,
        measured: kb(lazy.jsGzip + lazy.cssGzip),
        budget: 'lazy',
        pass: null,
      });
    }
  }
}

async function requestsSection(server: Running): Promise<void> {
  log('counting requests per route…');
  const counts = await countRequests(server.url);
  raw.requests = counts;
  for (const count of counts) {
    rows.push({
      section: 'Requests',
      figure: `${count.route}: first load`,
      measured: String(count.firstLoad.length),
      budget: count.firstLoadBudgeted ? `≤ ${count.firstLoadBudget}` : '— (beyond the plain route)',
      pass: count.firstLoadBudgeted ? count.firstLoad.length <= count.firstLoadBudget : null,
    });
    if (count.change) {
      const measured = count.change.requests.length;
      const budget = count.changeBudget ?? (count.withTotals ? BUDGETS.listWithTotalsFilterChangeRequests : BUDGETS.filterChangeRequests);
      rows.push({
        section: 'Requests',
        figure: `${count.route}: ${count.changeBudget === undefined ? 'filter change' : 'change'} (${count.change.name})`,
        measured: String(measured),
        budget: count.changeBudgeted ? `≤ ${budget}` : '— (not a list)',
        pass: count.changeBudgeted ? measured <= budget : null,
      });
    }
  }
}

async function pageLoadSection(server: Running): Promise<void> {
  log(`Lighthouse, ${RUNS} runs per route…`);
  const loads = await measurePageLoads(server.url, RUNS);
  raw.pageLoads = loads;
  for (const load of loads) {
    rows.push({
      section: 'Page load',
      figure: `${load.route}: largest contentful paint, observed on loopback (simulated desktop)`,
      measured: `${ms(load.observedLcpMs)} (${ms(load.simulatedLcpMs)})`,
      budget: `≤ ${BUDGETS.desktopObservedLcpMs} ms`,
      pass: load.observedLcpMs <= BUDGETS.desktopObservedLcpMs,
    });
    rows.push({
      section: 'Page load',
      figure: `${load.route}: Lighthouse performance, desktop (runs ${load.scores.join(', ')})`,
      measured: String(load.score),
      budget: `≥ ${BUDGETS.lighthouseScore}`,
      pass: load.score >= BUDGETS.lighthouseScore,
    });
  }
  log(`Lighthouse mobile preset, ${RUNS} runs per route…`);
  const phones = await measurePageLoads(server.url, RUNS, 'mobile');
  raw.mobilePageLoads = phones;
  for (const load of phones) {
    rows.push({
      section: 'Phone',
      figure: `${load.route}: Lighthouse performance, mobile (runs ${load.scores.join(', ')})`,
      measured: String(load.score),
      budget: `≥ ${BUDGETS.mobileLighthouseScore}`,
      pass: load.score >= BUDGETS.mobileLighthouseScore,
    });
    rows.push({
      section: 'Phone',
      figure: `${load.route}: largest contentful paint, simulated`,
      measured: ms(load.simulatedLcpMs),
      budget: `≤ ${BUDGETS.mobileLcpMs} ms`,
      pass: load.simulatedLcpMs <= BUDGETS.mobileLcpMs,
    });
    rows.push({
      section: 'Phone',
      figure: `${load.route}: total blocking time, simulated`,
      measured: ms(load.totalBlockingTimeMs),
      budget: `≤ ${BUDGETS.mobileTbtMs} ms`,
      pass: load.totalBlockingTimeMs <= BUDGETS.mobileTbtMs,
    });
  }
}

async function scrollSection(demo: Running): Promise<void> {
  const server = await startServer({ apiBaseUrl: demo.url });
  try {
    log('loading 100,000 transactions and scrolling them…');
    const result = await measureScroll(server.url, {
      target: 100_000,
      pageSize: 500,
      from: '2025-01-01',
      to: '2026-11-20',
      scrollSeconds: 10,
    });
    raw.scroll = result;
    const loaded =
      `${result.rowsLoaded.toLocaleString('en')} rows in ${result.loadSeconds.toFixed(0)} s,` +
      ` ${result.requests} requests of ${result.pageSize}`;
    rows.push({
      section: 'Scale',
      figure: `transactions loaded by scrolling (scale ${SCALE})`,
      measured: loaded,
      budget: '—',
      pass: null,
    });
    rows.push({
      section: 'Scale',
      figure: `scroll top to bottom: frames per second (p95 frame ${ms(result.frameP95Ms)})`,
      measured: result.fps.toFixed(1),
      budget: `≥ ${BUDGETS.scrollFps}`,
      pass: result.fps >= BUDGETS.scrollFps,
    });
    rows.push({
      section: 'Scale',
      figure: `scroll: long tasks > 50 ms (count ${result.longTasks}), longest`,
      measured: ms(result.longestTaskMs),
      budget: `≤ ${BUDGETS.longTaskMs} ms`,
      pass: result.longestTaskMs <= BUDGETS.longTaskMs,
    });
    rows.push({
      section: 'Scale',
      figure: 'loading: longest task (not budgeted)',
      measured: ms(result.longestLoadingTaskMs),
      budget: '—',
      pass: null,
    });
    rows.push({
      section: 'Scale',
      figure: `JS heap after loading (${result.rowsInDom} rows in the DOM)`,
      measured: `${result.heapMb.toFixed(0)} MB`,
      budget: `< ${BUDGETS.heapMb} MB`,
      pass: result.heapMb < BUDGETS.heapMb,
    });
  } finally {
    await server.stop();
  }
}

async function serverSection(): Promise<void> {
  log('server overhead with autocannon…');
  const result = await measureServerOverhead({ seconds: 5, runs: RUNS, latencyConnections: 1, throughputConnections: 10 });
  raw.serverOverhead = result;
  const { direct, proxyNoCache, proxyCache, proxyCacheGzip, sequential } = result;
  const latencyLine = (name: string, figures: { p50Ms: number; p99Ms: number }) =>
    `${name} p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)}`;
  rows.push({
    section: 'Server',
    figure: `autocannon, 1 connection: ${latencyLine('direct', direct.latency)}; ${latencyLine('proxy', proxyNoCache.latency)} (whole ms)`,
    measured: '',
    budget: '—',
    pass: null,
  });
  const overhead = sequential.proxyNoCache.p50Ms - sequential.direct.p50Ms;
  rows.push({
    section: 'Server',
    figure:
      `one at a time, µs timing: ${latencyLine('direct', sequential.direct)};` +
      ` ${latencyLine('proxy', sequential.proxyNoCache)} (cache off)`,
    measured: `+${ms(overhead)}`,
    budget: `< ${BUDGETS.proxyP50OverheadMs} ms p50`,
    pass: overhead < BUDGETS.proxyP50OverheadMs,
  });
  const ratio = proxyNoCache.throughput.rps / direct.throughput.rps;
  rows.push({
    section: 'Server',
    figure:
      `throughput, ${result.connectionsForThroughput} connections:` +
      ` direct ${direct.throughput.rps.toFixed(0)}/s, proxy ${proxyNoCache.throughput.rps.toFixed(0)}/s (cache off)`,
    measured: `${(ratio * 100).toFixed(0)} %`,
    budget: `≥ ${BUDGETS.proxyThroughputRatio * 100} %`,
    pass: ratio >= BUDGETS.proxyThroughputRatio,
  });
  if (result.cpuPerRequestMs) {
    const cpu = result.cpuPerRequestMs;
    rows.push({
      section: 'Server',
      figure: `CPU per request: demo API ${ms(cpu.demoDirect)} direct, ${ms(cpu.demoViaProxy)} behind the proxy; the proxy itself`,
      measured: ms(cpu.proxy),
      budget: '—',
      pass: null,
    });
  }
  const cachedRatio = proxyCache.throughput.rps / direct.throughput.rps;
  rows.push({
    section: 'Server',
    figure:
      `throughput with the cache on: proxy ${proxyCache.throughput.rps.toFixed(0)}/s` +
      ` (p50 ${ms(sequential.proxyCache.p50Ms)} one at a time)`,
    measured: `${(cachedRatio * 100).toFixed(0)} %`,
    budget: '> 100 % (beats direct)',
    pass: cachedRatio > 1,
  });
  rows.push({
    section: 'Server',
    figure: `the same, for clients asking for gzip as browsers do (p50 ${ms(sequential.proxyCacheGzip.p50Ms)} one at a time)`,
    measured: `${proxyCacheGzip.throughput.rps.toFixed(0)}/s`,
    budget: '—',
    pass: null,
  });
  const errors = [direct, proxyNoCache, proxyCache, proxyCacheGzip].reduce(
    (sum, each) => sum + each.latency.errors + each.throughput.errors,
    0,
  );
  if (errors > 0)
    rows.push({
      section: 'Server',
      figure: 'errors, timeouts or non-2xx answers under load',
      measured: String(errors),
      budget: '0',
      pass: false,
    });
}

async function redisSection(): Promise<void> {
  log('cached answers from memory and from Redis…');
  const result = await measureRedisCache({ seconds: 5, runs: RUNS, connections: 10 });
  raw.redisCache = result;
  const { inProcess, redis } = result;
  const added = redis.sequentialP50Ms - inProcess.sequentialP50Ms;
  rows.push({
    section: 'Redis',
    figure:
      `cache hit one at a time, µs timing: in-process p50 ${ms(inProcess.sequentialP50Ms)},` +
      ` REDIS_URL p50 ${ms(redis.sequentialP50Ms)}`,
    measured: `+${ms(added)}`,
    budget: `< ${BUDGETS.redisP50OverheadMs} ms p50`,
    pass: added < BUDGETS.redisP50OverheadMs,
  });
  const ratio = redis.throughput.rps / inProcess.throughput.rps;
  rows.push({
    section: 'Redis',
    figure:
      `cached throughput, ${result.connections} connections:` +
      ` in-process ${inProcess.throughput.rps.toFixed(0)}/s, REDIS_URL ${redis.throughput.rps.toFixed(0)}/s`,
    measured: `${(ratio * 100).toFixed(0)} %`,
    budget: `≥ ${BUDGETS.redisThroughputRatio * 100} %`,
    pass: ratio >= BUDGETS.redisThroughputRatio,
  });
  rows.push({
    section: 'Redis',
    figure:
      `the same for clients asking for gzip: in-process ${result.inProcessGzipRps.toFixed(0)}/s,` +
      ` REDIS_URL ${result.redisGzipRps.toFixed(0)}/s`,
    measured: `${((100 * result.redisGzipRps) / result.inProcessGzipRps).toFixed(0)} %`,
    budget: '—',
    pass: null,
  });
  const errors = inProcess.throughput.errors + redis.throughput.errors;
  if (errors > 0)
    rows.push({
      section: 'Redis',
      figure: 'errors, timeouts or non-2xx answers under load',
      measured: String(errors),
      budget: '0',
      pass: false,
    });
  await nearCacheMemoryRow();
}

/** Issue 30, finding 4: with Redis, a server's answers in memory keep to CACHE_MAX_MB as without it. */
async function nearCacheMemoryRow(): Promise<void> {
  log('memory for 256 distinct 690 kB answers, CACHE_MAX_MB=4, with and without Redis…');
  const redis = await startTestRedis();
  try {
    const withRedis = await measureNearCacheMemory(redis.url);
    const withoutRedis = await measureNearCacheMemory(undefined);
    raw.nearCacheMemory = { withRedis, withoutRedis };
    const figures = (m: MemoryFigures) => `${m.startMb} → ${m.afterMb} MB, ${m.idleMb} MB idle`;
    rows.push({
      section: 'Redis',
      figure: `RSS, 256 distinct 690 kB answers, CACHE_MAX_MB=4: REDIS_URL ${figures(withRedis)}; in-process ${figures(withoutRedis)}`,
      measured: `+${withRedis.idleMb - withRedis.startMb} MB`,
      budget: `in-process +${withoutRedis.idleMb - withoutRedis.startMb} MB`,
      pass: null,
    });
  } finally {
    await redis.stop();
  }
}

async function demoSection(demo: Running): Promise<void> {
  log(`demo API latencies at scale ${SCALE}…`);
  const cases = await measureDemoAtScale(demo.url, 30 * RUNS);
  raw.demo = { scale: SCALE, startupSeconds: raw.demoStartupSeconds, cases };
  const budgets = [BUDGETS.demoDeepPageMs, BUDGETS.demoFilteredPageMs, BUDGETS.demoSummaryMs];
  cases.forEach((each, index) => {
    const budget = budgets[index]!;
    rows.push({
      section: 'Demo API',
      figure: `${each.name}, scale ${SCALE} (${each.rows} rows; p95 ${ms(each.p95Ms)})`,
      measured: ms(each.medianMs),
      budget: `< ${budget} ms`,
      pass: each.medianMs < budget,
    });
  });
}

function scenariosSection(): void {
  log('recomputing what-if scenarios…');
  const result = measureScenarioRecompute();
  raw.scenarioRecompute = result;
  rows.push({
    section: 'Scenarios',
    figure:
      `recompute ${result.scenarios} scenarios, 12 months,` +
      ` ${result.forecasts.toLocaleString('en')} forecasts (p95 ${ms(result.p95Ms)})`,
    measured: ms(result.medianMs),
    budget: `< ${BUDGETS.scenarioRecomputeMs} ms`,
    pass: result.medianMs < BUDGETS.scenarioRecomputeMs,
  });
}

/** Issue 34: the 13-week table for a workspace of 100,000 transactions and 20,000 forecasts. */
async function weeksSection(): Promise<void> {
  log('the 13-week table at a large workspace’s size…');
  const result = await measureCashWeeks(10 * RUNS);
  raw.cashWeeks = result;
  const size =
    `scale ${result.scale}: ${result.transactions.toLocaleString('en')} transactions,` +
    ` ${result.forecasts.toLocaleString('en')} forecasts`;
  // The API pages at 500 (4.1): 1,458 forecasts in the 13 weeks take three requests whatever the query, so pages after
  // the first are counted apart.
  const pages = (count: number) => (count > 0 ? ` + ${count} further page${count === 1 ? '' : 's'} at 500 a page` : '');
  rows.push({
    section: '13 weeks',
    figure: `first load, ${size}: ${result.descriptors} queries${pages(result.forcedPages)}`,
    measured: String(result.requests.length),
    budget: `≤ ${BUDGETS.cashWeeksFirstLoadRequests}${pages(result.forcedPages)}`,
    pass: result.requests.length - result.forcedPages <= BUDGETS.cashWeeksFirstLoadRequests,
  });
  rows.push({
    section: '13 weeks',
    figure:
      `a forecast version built on the server, same workspace, nothing cached:` +
      ` ${result.version.requests.length - result.version.forcedPages} queries${pages(result.version.forcedPages)}`,
    measured: String(result.version.requests.length),
    budget: `≤ ${BUDGETS.cashWeeksVersionRequests}${pages(result.version.forcedPages)}`,
    pass: result.version.requests.length - result.version.forcedPages <= BUDGETS.cashWeeksVersionRequests,
  });
  rows.push({
    section: '13 weeks',
    figure:
      `table from the demo's answers (${result.forecastsRead.toLocaleString('en')} forecasts read;` +
      ` first ${ms(result.demo.firstMs)}, p95 ${ms(result.demo.p95Ms)})`,
    measured: ms(result.demo.medianMs),
    budget: `< ${BUDGETS.cashWeeksTableMs} ms`,
    pass: result.demo.medianMs < BUDGETS.cashWeeksTableMs,
  });
  rows.push({
    section: '13 weeks',
    figure:
      `table, ${result.dense.forecastsRead.toLocaleString('en')} forecasts all within the 13 weeks` +
      ` (first ${ms(result.dense.firstMs)}, p95 ${ms(result.dense.p95Ms)})`,
    measured: ms(result.dense.medianMs),
    budget: `< ${BUDGETS.cashWeeksTableMs} ms`,
    pass: result.dense.medianMs < BUDGETS.cashWeeksTableMs,
  });
}

function uptime(): string {
  try {
    return execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
