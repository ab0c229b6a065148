import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoApi } from './app.ts';
import { query, startTestApi, TEST_KEY, testOptions } from './test-support/harness.ts';
import { cents } from './test-support/reference.ts';
import { periodsOf, referenceBalances, referenceFlows, type Flows } from './test-support/reference-summary.ts';
import type { ReferenceFilter } from './test-support/reference.ts';

// The row-by-row references are deliberately naive; give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Row = {
  period_start: string;
  period_end: string;
  group?: string | null;
  inflows: string;
  outflows: string;
  net: string;
  count: number;
  starting_balance?: string;
  transfers?: string;
  excluded?: string;
  final_balance?: string;
};
type Summary = {
  object: string;
  window: { from: string; to: string };
  interval: string;
  group_by: string | null;
  currency: string;
  has_data: boolean;
  conversion: { converted: boolean; basis: string | null; source_currencies: string[] };
  totals: Row;
  rows: Row[];
};

async function summary(params: Record<string, string | undefined>): Promise<Summary> {
  const response = await api.get(`/transactions/summary${query(params)}`);
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return response.body as unknown as Summary;
}

const flows = (row: Row): Flows & { net: number } => ({
  inflows: cents(row.inflows),
  outflows: cents(row.outflows),
  count: row.count,
  net: cents(row.net),
});
const withNet = (f: Flows) => ({ inflows: f.inflows, outflows: f.outflows, count: f.count, net: f.inflows + f.outflows });

/** Compares the API's figures with the row-by-row reference, balances included when there is no group_by. */
async function expectMatchesReference(
  params: { from: string; to: string; interval?: 'day' | 'week' | 'month'; group_by?: string; currency?: string },
  filter: ReferenceFilter = {},
  filterParams: Record<string, string> = {},
) {
  const interval = params.interval ?? 'month';
  const currency = params.currency ?? 'EUR';
  const result = await summary({ ...params, ...filterParams });
  const reference = referenceFlows(api.store, { from: params.from, to: params.to, interval, groupBy: params.group_by, currency, filter });
  expect(result.totals.count).toBeGreaterThan(0);
  expect(flows(result.totals)).toEqual(withNet(reference.totals));
  if (params.group_by) {
    expect(result.rows.map((row) => ({ ...row, ...flows(row) }))).toEqual(
      reference.rows.map((row) => ({ ...row, net: row.inflows + row.outflows })),
    );
  } else {
    const periods = periodsOf(params.from, params.to, interval);
    expect(result.rows.map((row) => [row.period_start, row.period_end])).toEqual(periods);
    result.rows.forEach((row, i) => {
      const own = reference.rows.find((candidate) => candidate.period_start === row.period_start) ?? { inflows: 0, outflows: 0, count: 0 };
      expect(flows(row)).toEqual(withNet(own));
      const [start, end] = periods[i]!;
      const balances = referenceBalances(api.store, filter, currency, start, end);
      expect({
        starting_balance: cents(row.starting_balance),
        transfers: cents(row.transfers),
        excluded: cents(row.excluded),
        final_balance: cents(row.final_balance),
      }).toEqual(balances);
    });
    expect({
      starting_balance: cents(result.totals.starting_balance),
      transfers: cents(result.totals.transfers),
      excluded: cents(result.totals.excluded),
      final_balance: cents(result.totals.final_balance),
    }).toEqual(referenceBalances(api.store, filter, currency, params.from, params.to));
  }
  return result;
}

describe('summary shape and window (spec 4.5 rules 6-8)', () => {
  it('echoes the window, interval (default month), group_by, currency, and carries object "summary"', async () => {
    const result = await summary({ from: '2025-02-10', to: '2025-05-20' });
    expect(result).toMatchObject({
      object: 'summary',
      window: { from: '2025-02-10', to: '2025-05-20' },
      interval: 'month',
      group_by: null,
      currency: 'EUR',
      has_data: true,
    });
    expect(result.rows.map((row) => [row.period_start, row.period_end])).toEqual([
      ['2025-02-10', '2025-02-28'],
      ['2025-03-01', '2025-03-31'],
      ['2025-04-01', '2025-04-30'],
      ['2025-05-01', '2025-05-20'],
    ]);
  });

  it('clips ISO weeks (Monday to Sunday) to the window', async () => {
    const result = await summary({ from: '2025-12-03', to: '2026-01-20', interval: 'week' });
    const periods = result.rows.map((row) => [row.period_start, row.period_end]);
    expect(periods[0]).toEqual(['2025-12-03', '2025-12-07']);
    expect(periods[1]).toEqual(['2025-12-08', '2025-12-14']);
    expect(periods[periods.length - 1]).toEqual(['2026-01-19', '2026-01-20']);
    for (const [start] of periods.slice(1)) expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it.each(['day', 'week', 'month'] as const)('computes %s rows and totals like the row-by-row reference', async (interval) => {
    const window = interval === 'day' ? { from: '2025-09-25', to: '2025-10-06' } : { from: '2025-07-15', to: '2025-12-10' };
    await expectMatchesReference({ ...window, interval });
  });
});

describe('grouping (spec 4.5 rules 1, 4, 5)', () => {
  it.each(['category', 'counterparty', 'label', 'account', 'activity', 'direction'])(
    'group_by=%s gives flows-only rows matching the reference',
    async (groupBy) => {
      const result = await expectMatchesReference({ from: '2025-04-01', to: '2025-06-30', group_by: groupBy });
      expect(result.group_by).toBe(groupBy);
      for (const row of result.rows)
        expect(Object.keys(row).sort()).toEqual(['count', 'group', 'inflows', 'net', 'outflows', 'period_end', 'period_start']);
      expect(Object.keys(result.totals).sort()).toEqual(['count', 'inflows', 'net', 'outflows']);
    },
  );

  it('counts a movement in each of its labels, but once in totals', async () => {
    const window = { from: '2025-01-01', to: '2025-12-31' };
    const grouped = await summary({ ...window, group_by: 'label' });
    const plain = await summary(window);
    expect(flows(grouped.totals)).toEqual(flows(plain.totals));
    const rowCount = grouped.rows.reduce((sum, row) => sum + row.count, 0);
    const multiLabelled = [...api.store.transactions()].filter(
      (row) => row.date >= window.from && row.date <= window.to && row.treatment === 'normal' && row.labelIds.length > 1,
    );
    const extra = multiLabelled.reduce((sum, row) => sum + (row.labelIds.length - 1) * (row.pieces?.length ?? 1), 0);
    expect(extra).toBeGreaterThan(0);
    expect(rowCount).toBe(plain.totals.count + extra);
    expect(grouped.rows.some((row) => row.group === null)).toBe(true);
  });

  it('refuses two dimensions and unknown ones', async () => {
    for (const search of ['group_by=category,label', 'group_by=category&group_by=label', 'group_by=bank']) {
      const response = await api.get(`/transactions/summary?from=2025-01-01&to=2025-01-31&${search}`);
      expect(response.body.error, search).toMatchObject({ code: 'invalid_parameter', param: 'group_by' });
    }
  });
});

describe('filters on the summary', () => {
  it('applies the shared filters to flows, and account_id/bank_id to balances only', async () => {
    const account = api.store.workspace.accounts.find((a) => a.currency === 'EUR')!.id;
    const bank = api.store.workspace.banks[0]!.id;
    const category = api.store.workspace.categories.find((c) => c.code === 'travel')!.id;
    await expectMatchesReference({ from: '2025-03-01', to: '2025-08-31' }, { accountIds: [account] }, { account_id: account });
    await expectMatchesReference({ from: '2025-03-01', to: '2025-08-31' }, { bankIds: [bank] }, { bank_id: bank });
    await expectMatchesReference(
      { from: '2025-03-01', to: '2025-08-31' },
      { categoryIds: [category], direction: 'outflow' },
      { category_id: category, direction: 'outflow' },
    );
  });

  it('says has_data false when nothing matched, with zero totals', async () => {
    const result = await summary({ from: '2025-03-01', to: '2025-03-31', counterparty_id: '00000000-0000-4000-8000-000000000000' });
    expect(result.has_data).toBe(false);
    expect(flows(result.totals)).toEqual({ inflows: 0, outflows: 0, net: 0, count: 0 });
  });
});

describe('what is counted (spec 4.5 rule 2)', () => {
  it('leaves out transfers, user-excluded rows and duplicates, reporting the first two as transfers and excluded', async () => {
    const account = api.store.workspace.accounts.find((a) => a.currency === 'EUR' && a.source === 'bank')!.id;
    const category = api.store.workspace.categories.find((c) => c.code === 'uncategorized_outflows')!.id;
    const params = { from: '2024-06-01', to: '2024-06-30', account_id: account };
    const before = await summary(params);
    const insert = (amount: string, treatment: 'normal' | 'transfer' | 'excluded' | 'duplicate') =>
      api.store.insertTransaction({ date: '2024-06-12', amount, accountId: account, categoryId: category, treatment });
    insert('-100.00', 'transfer');
    insert('-20.00', 'excluded');
    insert('-5000.00', 'duplicate');
    const after = await summary(params);
    expect(flows(after.totals)).toEqual(flows(before.totals));
    expect(cents(after.totals.transfers) - cents(before.totals.transfers)).toBe(-10_000);
    expect(cents(after.totals.excluded) - cents(before.totals.excluded)).toBe(-2_000);
    expect(cents(after.totals.final_balance) - cents(before.totals.final_balance)).toBe(-12_000);
    insert('-1.00', 'normal');
    const counted = await summary(params);
    expect(counted.totals.count).toBe(before.totals.count + 1);
    expect(cents(counted.totals.outflows) - cents(before.totals.outflows)).toBe(-100);
  });

  it('counts a split through its pieces only, and under a category filter only the matching pieces', async () => {
    const account = api.store.workspace.accounts.find((a) => a.currency === 'EUR' && a.source === 'bank')!.id;
    const [travel, meals] = ['travel', 'meals'].map((code) => api.store.workspace.categories.find((c) => c.code === code)!.id) as [
      string,
      string,
    ];
    const window = { from: '2024-07-01', to: '2024-07-31', account_id: account };
    const before = await summary({ ...window, group_by: 'category' });
    const beforeTravel = await summary({ ...window, category_id: travel });
    api.store.insertTransaction({
      date: '2024-07-09',
      amount: '-100.00',
      accountId: account,
      pieces: [
        { categoryId: travel, amount: '-30.00' },
        { categoryId: meals, amount: '-70.00' },
      ],
    });
    const after = await summary({ ...window, group_by: 'category' });
    expect(after.totals.count).toBe(before.totals.count + 2);
    const outflowsOf = (s: Summary, id: string) =>
      s.rows.filter((row) => row.group === id).reduce((sum, row) => sum + cents(row.outflows), 0);
    expect(outflowsOf(after, travel) - outflowsOf(before, travel)).toBe(-3_000);
    expect(outflowsOf(after, meals) - outflowsOf(before, meals)).toBe(-7_000);
    const afterTravel = await summary({ ...window, category_id: travel });
    expect(afterTravel.totals.count).toBe(beforeTravel.totals.count + 1);
    expect(cents(afterTravel.totals.outflows) - cents(beforeTravel.totals.outflows)).toBe(-3_000);
  });
});

describe('conversion (spec 4.5 rule 3)', () => {
  it('converts each amount and balance at its own date’s rate and says so', async () => {
    const result = await expectMatchesReference({ from: '2025-10-01', to: '2026-01-31', currency: 'USD' });
    expect(result.conversion).toEqual({ converted: true, basis: 'transaction_date_rate', source_currencies: ['EUR', 'GBP'] });
    await expectMatchesReference({ from: '2025-10-01', to: '2026-01-31', currency: 'GBP', group_by: 'account' });
  });

  it('reports no conversion for euro accounts in euros', async () => {
    const account = api.store.workspace.accounts.find((a) => a.currency === 'EUR')!.id;
    const result = await summary({ from: '2025-10-01', to: '2025-10-31', account_id: account });
    expect(result.conversion).toEqual({ converted: false, basis: null, source_currencies: [] });
  });

  it.each(['JPY', 'usd', 'EURO'])('refuses currency=%s', async (currency) => {
    const response = await api.get(`/transactions/summary?from=2025-01-01&to=2025-01-31&currency=${currency}`);
    expect(response.body.error).toMatchObject({ code: 'invalid_parameter', param: 'currency' });
  });
});

describe('balances of a single euro account', () => {
  it('satisfy starting + flows + transfers + excluded = final, chain period to period, and end at the account balance', async () => {
    const accounts = (await api.get('/accounts')).body.data as {
      id: string;
      currency: string;
      source: string;
      balance: string;
      balance_as_of: string;
    }[];
    const withTransfers = new Set([...api.store.transactions()].filter((row) => row.treatment === 'transfer').map((row) => row.accountId));
    const account = accounts.find((a) => a.currency === 'EUR' && a.source === 'bank' && withTransfers.has(a.id))!;
    const from = '2025-03-01';
    const result = await summary({ from, to: account.balance_as_of, account_id: account.id });
    for (const row of [...result.rows, result.totals]) {
      const sum = cents(row.starting_balance) + cents(row.inflows) + cents(row.outflows) + cents(row.transfers) + cents(row.excluded);
      expect(sum).toBe(cents(row.final_balance));
    }
    result.rows.slice(1).forEach((row, i) => expect(row.starting_balance).toBe(result.rows[i]!.final_balance));
    expect(result.totals.final_balance).toBe(account.balance);
    expect(result.rows.some((row) => cents(row.transfers) !== 0)).toBe(true);
  });
});

describe('limits of the summary', () => {
  it('requires an explicit window and a valid interval', async () => {
    const cases: [string, string][] = [
      ['to=2025-01-31', 'from'],
      ['from=2025-01-01', 'to'],
      ['from=2025-01-01&to=2025-01-31&interval=year', 'interval'],
      ['from=2025-02-01&to=2025-01-31', 'to'],
    ];
    for (const [search, param] of cases) {
      const response = await api.get(`/transactions/summary?${search}`);
      expect(response.status).toBe(400);
      expect(response.body.error, search).toMatchObject({ type: 'invalid_request', code: 'invalid_parameter', param });
    }
  });

  it.each([
    ['day', '2025-01-01', '2026-01-02', 'period_too_long'],
    ['day', '2025-01-01', '2026-01-01', null],
    ['week', '2019-01-06', '2026-01-05', 'period_too_long'],
    ['week', '2019-01-07', '2026-01-04', null],
    ['month', '1995-01-01', '2025-07-31', 'period_too_long'],
    ['month', '1995-01-01', '2025-06-30', null],
  ])('interval=%s from %s to %s: %s', async (interval, from, to, code) => {
    const periods = periodsOf(from, to, interval as 'day').length;
    expect(periods > 366).toBe(code !== null);
    const response = await api.get(`/transactions/summary${query({ from, to, interval })}`);
    if (code === null) expect(response.status).toBe(200);
    else expect(response.body.error).toMatchObject({ type: 'invalid_request', code, param: 'to' });
  });

  it('refuses a grouped summary of more than 2,000 rows with too_many_groups, and serves one just under', async () => {
    const { app, store } = createDemoApi(testOptions({ scale: 0.5 }));
    const headers = { Authorization: `Bearer ${TEST_KEY}` };
    const window = { from: '2025-03-01', to: '2026-02-28' };
    const daily = referenceFlows(store, { ...window, interval: 'day', groupBy: 'category', currency: 'EUR', filter: {} });
    expect(daily.rows.length).toBeGreaterThan(2_000);
    const refused = await app.request(`/v1/transactions/summary${query({ ...window, interval: 'day', group_by: 'category' })}`, {
      headers,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { type: 'invalid_request', code: 'too_many_groups', param: 'group_by' } });
    const monthly = referenceFlows(store, { ...window, interval: 'month', groupBy: 'counterparty', currency: 'EUR', filter: {} });
    expect(monthly.rows.length).toBeLessThanOrEqual(2_000);
    const served = await app.request(`/v1/transactions/summary${query({ ...window, interval: 'month', group_by: 'counterparty' })}`, {
      headers,
    });
    expect(served.status).toBe(200);
    expect(((await served.json()) as Summary).rows).toHaveLength(monthly.rows.length);
  });
});
