import { createDemoApi } from '../app.ts';
import { PROFILE_NAMES } from '../generate/profiles/index.ts';
import { testOptions } from '../test-support/harness.ts';

/**
 * What a prospect sees first of each demo company: its ten largest outflow categories of a month
 * and ten of its card payments, as the API answers them.
 * Usage: npx tsx src/demo-api/tools/profile-sample.ts [YYYY-MM] [today] [seed]   (default: 2026-10 2026-11-20 42)
 */
const [month = '2026-10', today = '2026-11-20', seed = '42'] = process.argv.slice(2);

type Row = { group: string | null; outflows: string };
type Category = { id: string; name: string };
type Transaction = { date: string; amount: string; currency: string; description: string | null; category: Category | null };

for (const profile of PROFILE_NAMES) await sample(profile);

async function sample(profile: string): Promise<void> {
  const options = testOptions({ profile, seed: Number(seed), today, scale: 1 });
  const { app, store } = createDemoApi(options);
  const get = async <T>(path: string): Promise<T> =>
    (await app.request(`/v1${path}`, { headers: { Authorization: `Bearer ${options.apiKey}` } })).json() as Promise<T>;
  const from = `${month}-01`;
  const to = lastDayOf(month);
  const names = new Map(store.workspace.categories.map((category) => [category.id, category.name]));
  const { rows } = await get<{ rows: Row[] }>(`/transactions/summary?from=${from}&to=${to}&interval=month&group_by=category`);
  const top = rows
    .filter((row) => Number(row.outflows) < 0)
    .sort((a, b) => Number(a.outflows) - Number(b.outflows))
    .slice(0, 10);
  console.log(`\n## ${profile}: ${store.workspace.company}\n\nTop 10 outflow categories, ${month} (EUR):`);
  for (const row of top)
    console.log(
      `  ${(row.group === null ? 'No category' : (names.get(row.group) ?? row.group)).padEnd(28)} ${euros(row.outflows).padStart(14)}`,
    );
  const cards = await cardPayments(get, from, to);
  console.log(`\n10 card payments of ${month}, spread over the month:`);
  for (const card of cards)
    console.log(
      `  ${card.date}  ${(card.description ?? '').padEnd(40)} ${`${card.amount} ${card.currency}`.padStart(14)}` +
        `  ${card.category?.name ?? '(split)'}`,
    );
}

/** Every tenth of the month's card payments, walking the list by cursor. */
async function cardPayments(get: <T>(path: string) => Promise<T>, from: string, to: string): Promise<Transaction[]> {
  const all: Transaction[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: Transaction[]; next_cursor: string | null } = await get(
      `/transactions?from=${from}&to=${to}&direction=outflow` +
        `&limit=500&expand=category${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
    );
    all.push(...page.data.filter((row) => row.description?.startsWith('Card payment ')));
    cursor = page.next_cursor;
  } while (cursor !== null);
  const step = Math.max(1, Math.floor(all.length / 10));
  return all.filter((_, index) => index % step === 0).slice(0, 10);
}

function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

function euros(amount: string): string {
  return Number(amount).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
