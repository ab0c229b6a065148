import { toIsoDate } from './calendar.ts';
import { encodeCursor, queryFingerprint } from './cursor.ts';
import { startDemoApi } from './server.ts';
import { formatUuid } from './uuid.ts';

/**
 * Start-up time, memory and latencies of the demo API over HTTP.
 * Usage: node --expose-gc --import tsx src/demo-api/bench.ts [scale ...]   (default: 1 25)
 */
const scales = process.argv.slice(2).map(Number);
const TODAY = '2026-11-20';
const KEY = 'bench_key';

for (const scale of scales.length > 0 ? scales : [1, 25]) await bench(scale);

async function bench(scale: number): Promise<void> {
  collectGarbage();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const demo = await startDemoApi({ seed: 42, today: TODAY, scale, apiKey: KEY, forbiddenKey: 'none', rateLimit: 1_000_000 }, { port: 0 });
  const startupMs = performance.now() - started;
  const startupCpuMs = cpuMs(process.cpuUsage(cpuBefore));
  collectGarbage();
  const memory = process.memoryUsage();
  const { store } = demo;
  const get = async (path: string) => {
    const response = await fetch(demo.baseUrl + path, { headers: { Authorization: `Bearer ${KEY}` } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  // A cursor as the API would issue it for the row in the middle of the list, to page from deep inside.
  const middle = store.index.order[Math.floor(store.index.size / 2)]!;
  const deepCursor = encodeCursor(
    [toIsoDate(store.table.day[middle]!), formatUuid(...store.table.idWords(middle))],
    queryFingerprint('transactions', {
      from: undefined,
      to: undefined,
      account_id: undefined,
      bank_id: undefined,
      category_id: undefined,
      counterparty_id: undefined,
      label_id: undefined,
      direction: undefined,
    }),
  );
  const account = store.workspace.accounts[0]!.id;
  const categories = store.workspace.categories
    .filter((c) => c.code === 'subcontracting' || c.code === 'travel')
    .map((c) => c.id)
    .join(',');
  const label = store.workspace.labels[4]!.id;
  const yearAgo = toIsoDate(store.today - 364);
  const cases: [string, string][] = [
    ['500-row page deep by cursor', `/transactions?limit=500&cursor=${encodeURIComponent(deepCursor)}`],
    ['filtered 500-row page', `/transactions?limit=500&account_id=${account}&category_id=${categories}&direction=outflow&from=${yearAgo}`],
    [
      'filtered page, label OR account AND',
      `/transactions?limit=500&label_id=${label}&account_id=${store.workspace.accounts
        .map((a) => a.id)
        .slice(0, 4)
        .join(',')}`,
    ],
    ['summary: year, monthly, by category', `/transactions/summary?from=${yearAgo}&to=${TODAY}&interval=month&group_by=category`],
    ['summary: year, monthly, balances', `/transactions/summary?from=${yearAgo}&to=${TODAY}&interval=month`],
    ['summary: year, weekly, in USD', `/transactions/summary?from=${yearAgo}&to=${TODAY}&interval=week&currency=USD`],
  ];
  console.log(
    `\nscale ${scale}: ${store.table.size.toLocaleString('en')} transactions, ${store.forecasts.length.toLocaleString('en')} forecasts`,
  );
  console.log(
    `  start-up ${startupMs.toFixed(0)} ms wall, ${startupCpuMs.toFixed(0)} ms CPU;` +
      ` rss ${mb(memory.rss)} MB (+${mb(memory.rss - rssBefore)}),` +
      ` heap used ${mb(memory.heapUsed)} MB, array buffers ${mb(memory.arrayBuffers)} MB`,
  );
  for (const [name, path] of cases) {
    const data = (await get(path)) as { data?: unknown[]; rows?: unknown[] };
    const timings: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      const before = process.cpuUsage();
      await get(path);
      cpu.push(cpuMs(process.cpuUsage(before)));
      timings.push(performance.now() - t);
    }
    timings.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const size = `${(data.data ?? data.rows ?? []).length} rows`;
    console.log(
      `  ${name.padEnd(38)} wall median ${timings[15]!.toFixed(1)} ms, p95 ${timings[28]!.toFixed(1)} ms` +
        `; CPU median ${cpu[15]!.toFixed(1)} ms (${size})`,
    );
  }
  await demo.close();
}

/** CPU time of this process (server and client both run here): the work done, whatever else loads the machine. */
function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function mb(bytes: number): string {
  return (bytes / 1e6).toFixed(0);
}
