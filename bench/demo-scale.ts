import { encodeCursor, queryFingerprint } from '../src/demo-api/cursor.ts';
import { TODAY } from './processes.ts';
import { median } from './stats.ts';

export type DemoCase = { name: string; path: string; rows: number; medianMs: number; p95Ms: number };

const KEY = { Authorization: 'Bearer demo_key' };
const UNFILTERED = {
  from: undefined,
  to: undefined,
  account_id: undefined,
  bank_id: undefined,
  category_id: undefined,
  counterparty_id: undefined,
  label_id: undefined,
  direction: undefined,
};

/**
 * The demo API (its own process) timed over HTTP from this one: a 500-row page deep in the
 * list by cursor, a filtered page, and a year's monthly summary by category.
 */
export async function measureDemoAtScale(demoUrl: string, samples: number): Promise<DemoCase[]> {
  const get = async (path: string) => {
    const response = await fetch(demoUrl + path, { headers: KEY });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data?: { id: string; date: string }[]; rows?: unknown[] };
  };
  const accounts = (await get('/accounts')).data ?? [];
  const categories = ((await get('/categories?limit=500')).data ?? []) as { id: string; code?: string | null }[];
  const newest = (await get('/transactions?limit=1')).data?.[0];
  if (!newest) throw new Error('the demo has no transactions');
  // The row in the middle of the data's time span, found as the API would: the newest row on or before that day.
  const firstDay = await firstDate(get);
  const middleDay = new Date((Date.parse(firstDay) + Date.parse(newest.date)) / 2).toISOString().slice(0, 10);
  const middle = (await get(`/transactions?limit=1&to=${middleDay}`)).data?.[0];
  if (!middle) throw new Error(`no transaction on or before ${middleDay}`);
  const deepCursor = encodeCursor([middle.date, middle.id], queryFingerprint('transactions', UNFILTERED));
  const yearAgo = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  const chosen = categories
    .filter((category) => category.code === 'subcontracting' || category.code === 'travel')
    .map((category) => category.id);
  const cases = [
    { name: '500-row page deep in the list, by cursor', path: `/transactions?limit=500&cursor=${encodeURIComponent(deepCursor)}` },
    {
      name: 'filtered 500-row page (account, categories, outflows, a year)',
      path: `/transactions?limit=500&account_id=${accounts[0]!.id}&category_id=${chosen.join(',')}&direction=outflow&from=${yearAgo}`,
    },
    {
      name: "a year's monthly summary by category",
      path: `/transactions/summary?from=${yearAgo}&to=${TODAY}&interval=month&group_by=category`,
    },
  ];
  const results: DemoCase[] = [];
  for (const each of cases) {
    const body = await get(each.path);
    const timings: number[] = [];
    for (let sample = 0; sample < samples; sample++) {
      const t = performance.now();
      await get(each.path);
      timings.push(performance.now() - t);
    }
    timings.sort((a, b) => a - b);
    results.push({
      ...each,
      rows: (body.data ?? body.rows ?? []).length,
      medianMs: median(timings),
      p95Ms: timings[Math.floor(timings.length * 0.95)] ?? Number.NaN,
    });
  }
  return results;
}

async function firstDate(get: (path: string) => Promise<{ data?: { date: string }[] }>): Promise<string> {
  // Steps back a year at a time until a window holds nothing: bounded, the demo spans a few years.
  let year = Number(TODAY.slice(0, 4));
  while (year > 1990 && ((await get(`/transactions?limit=1&to=${year - 1}-12-31`)).data?.length ?? 0) > 0) year--;
  return `${year}-01-01`;
}
