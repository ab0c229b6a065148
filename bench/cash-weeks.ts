/**
 * The 13-week table at a large workspace's size (issue 34): the demo API, in this process, at a
 * scale giving at least 100,000 transactions and 20,000 forecasts; its first load read as the
 * view reads it (every page of every list is one request), then the table computed from those
 * answers, warm, many times over (the answers already parsed: "after its data arrives"); and
 * again with 20,000 forecasts all within the 13 weeks, the worst such a workspace can ask.
 * Alone: `npx tsx bench/cash-weeks.ts` prints the figures.
 */
import { pathToFileURL } from 'node:url';
import { ALL_PAGES_LIMIT } from '../src/core/api/api-request.ts';
import { cashWeeksTable } from '../src/core/cash-weeks/cash-weeks-table.ts';
import { buildVersion } from '../src/core/cash-weeks/version-builder.ts';
import { readCashWeeks } from '../src/core/cash-weeks/read-cash-weeks.ts';
import { cashWeeksEnd, cashWeeksRequests, type CashWeeksAnswers } from '../src/core/cash-weeks/week-requests.ts';
import { addDays, daysBetween } from '../src/core/calendar-date.ts';
import { createDemoApi } from '../src/demo-api/app.ts';
import { createApiReader } from '../src/server/api-reader/api-reader.ts';
import { TODAY } from './processes.ts';
import { median, percentile } from './stats.ts';

export type CashWeeksFigures = {
  scale: number;
  transactions: number;
  forecasts: number;
  /** Forecasts in the answers the table is computed from: upcoming, overdue, late partial. */
  forecastsRead: number;
  /** The view's request descriptors (cashWeeksRequests) and the HTTP requests they took, pages and rates included. */
  descriptors: number;
  requests: readonly string[];
  /** Requests no query can avoid: each list's pages after its first, at the API's 500 a page. */
  forcedPages: number;
  /** Building a forecast version on the server (buildVersion), from cold: its requests and forced pages. */
  version: { requests: readonly string[]; forcedPages: number };
  /** The demo's own answers. */
  demo: Timing;
  /** The worst case: the demo's upcoming forecasts copied until 20,000 fall within the 13 weeks. */
  dense: Timing & { forecastsRead: number };
};

type Timing = { firstMs: number; medianMs: number; p95Ms: number };

/** At 4.5 the demo holds about 180,000 transactions and 20,000 forecasts: both at least the issue's workspace. */
const SCALE = 4.5;
const KEY = 'bench_key';
const WARM_UP = 5;

export async function measureCashWeeks(samples = 30): Promise<CashWeeksFigures> {
  const { app, store } = createDemoApi({
    seed: 42,
    scale: SCALE,
    apiKey: KEY,
    forbiddenKey: 'none',
    rateLimit: 1_000_000_000,
    today: TODAY,
  });
  const countingReader = () => {
    const requests: string[] = [];
    const reader = createApiReader(async (apiUrl) => {
      requests.push(apiUrl);
      const response = await app.request(apiUrl.replace(/^\/api\//, '/v1/'), { headers: { Authorization: `Bearer ${KEY}` } });
      return { status: response.status, body: await response.text(), retryAfterS: null };
    });
    return { reader, requests };
  };
  const { reader, requests } = countingReader();
  const answers = await readCashWeeks(reader, TODAY);
  const building = countingReader();
  await buildVersion({ read: building.reader, today: TODAY });
  const dense = denseAnswers(answers, DENSE_FORECASTS);
  return {
    scale: SCALE,
    transactions: store.table.size,
    forecasts: store.forecasts.length,
    forecastsRead: forecastsIn(answers),
    descriptors: Object.keys(cashWeeksRequests(TODAY)).length,
    requests,
    forcedPages:
      furtherPages(answers.upcoming.items.length) +
      furtherPages(answers.overdue.items.length) +
      furtherPages(answers.latePartial.items.length) +
      furtherPages(answers.categories.items.length),
    version: { requests: building.requests, forcedPages: furtherPages(answers.upcoming.items.length) },
    // The demo's first: the first call in a fresh process is the one a browser tab pays, code not yet optimised.
    demo: timeTable(answers, samples),
    dense: { ...timeTable(dense, samples), forecastsRead: forecastsIn(dense) },
  };
}

/** The pages after the first that a list of `items` takes at the API's largest page. */
const furtherPages = (items: number) => Math.max(0, Math.ceil(items / ALL_PAGES_LIMIT) - 1);

function timeTable(answers: CashWeeksAnswers, samples: number): Timing {
  // Late items counted: every forecast read takes part, the most work the table does.
  const compute = () => cashWeeksTable(answers, { today: TODAY, countLate: true, minCash: 5_000_000n });
  const firstStarted = performance.now();
  compute();
  const firstMs = performance.now() - firstStarted;
  for (let run = 0; run < WARM_UP; run++) compute();
  const timings: number[] = [];
  for (let run = 0; run < samples; run++) {
    const started = performance.now();
    compute();
    timings.push(performance.now() - started);
  }
  return { firstMs, medianMs: median(timings), p95Ms: percentile(timings, 0.95) };
}

const DENSE_FORECASTS = 20_000;

/** The demo's upcoming forecasts, copied with fresh ids and spread day by day over the 13 weeks, up to `total` in all. */
function denseAnswers(answers: CashWeeksAnswers, total: number): CashWeeksAnswers {
  const source = answers.upcoming.items;
  const days = daysBetween(TODAY, cashWeeksEnd(TODAY)) + 1;
  const wanted = total - answers.overdue.items.length - answers.latePartial.items.length;
  const items = Array.from({ length: wanted }, (_, index) => ({
    ...source[index % source.length]!,
    id: syntheticId(index),
    date: addDays(TODAY, index % days),
  }));
  return { ...answers, upcoming: { items } };
}

const syntheticId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

const forecastsIn = (answers: CashWeeksAnswers) =>
  answers.upcoming.items.length + answers.overdue.items.length + answers.latePartial.items.length;

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await measureCashWeeks();
  console.log(
    `scale ${figures.scale}: ${figures.transactions.toLocaleString('en')} transactions,` +
      ` ${figures.forecasts.toLocaleString('en')} forecasts (${figures.forecastsRead.toLocaleString('en')} read)`,
  );
  console.log(
    `first load: ${figures.requests.length} requests from ${figures.descriptors} descriptors,` +
      ` ${figures.forcedPages} of them further pages (budget 6 + those)`,
  );
  for (const request of figures.requests) console.log(`  ${request.length > 120 ? `${request.slice(0, 117)}…` : request}`);
  console.log(
    `a version: ${figures.version.requests.length} requests, ${figures.version.forcedPages} of them further pages (budget 4 + those)`,
  );
  const line = (timing: Timing) =>
    `first ${timing.firstMs.toFixed(1)} ms; warm median ${timing.medianMs.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms`;
  console.log(`table from the demo's answers: ${line(figures.demo)}`);
  console.log(
    `table, ${figures.dense.forecastsRead.toLocaleString('en')} forecasts in the 13 weeks: ${line(figures.dense)} (budget 200 ms)`,
  );
}
