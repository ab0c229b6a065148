import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoStore } from './store.ts';
import { startTestApi, testOptions, walk } from './test-support/harness.ts';
import { cents } from './test-support/reference.ts';

const MONEY = /^-?\d+\.\d{2}$/;
const COLOR = /^#[0-9a-f]{6}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TODAY = '2026-03-15';

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi({ today: TODAY });
});
afterAll(() => api.close());

type Obj = Record<string, unknown>;
const all = async (path: string) => (await walk<Obj>(api.get, path, 500)).items;

describe('determinism and volume', () => {
  it('derives the same data from the same seed and today, other data from another seed', () => {
    const ids = (store: DemoStore) => [...store.transactions()].slice(0, 50).map((row) => `${row.id}${row.amount}`);
    expect(ids(new DemoStore(testOptions()))).toEqual(ids(api.store));
    expect(ids(new DemoStore(testOptions({ seed: 8 })))).not.toEqual(ids(api.store));
  });

  it('scales the number of transactions linearly', () => {
    const small = new DemoStore(testOptions({ scale: 0.1 })).table.size;
    const double = new DemoStore(testOptions({ scale: 0.2 })).table.size;
    expect(double / small).toBeGreaterThan(1.8);
    expect(double / small).toBeLessThan(2.2);
  });
});

describe('reference data', () => {
  it('has connections in every interesting state', async () => {
    const banks = await all('/banks');
    expect(banks.length).toBeGreaterThanOrEqual(3);
    expect(banks.length).toBeLessThanOrEqual(4);
    const connected = banks.filter((bank) => bank.status === 'connected');
    expect(connected.some((bank) => (bank.last_sync_at as string).startsWith(TODAY))).toBe(true);
    expect(connected.some((bank) => Date.parse(TODAY) - Date.parse(bank.last_sync_at as string) >= 3 * 86_400_000)).toBe(true);
    expect(banks.map((bank) => bank.status)).toContain('requires_action');
  });

  it('has about ten accounts: manual, delegated, foreign, grouped', async () => {
    const accounts = (await api.get('/accounts')).body.data as Obj[];
    expect(accounts.length).toBeGreaterThanOrEqual(8);
    const manual = accounts.find((account) => account.source === 'manual')!;
    expect(manual).toMatchObject({ bank: null, external_account_id: null, original_name: null });
    expect(accounts.some((account) => account.source === 'delegated')).toBe(true);
    expect(new Set(accounts.map((account) => account.currency))).toEqual(new Set(['EUR', 'USD', 'GBP']));
    expect(new Set(accounts.map((account) => account.group))).toEqual(new Set(['Operating', 'Savings', 'Foreign', null]));
    for (const account of accounts) expect(account.balance).toMatch(MONEY);
  });

  it('has a two-level category tree with the template codes', async () => {
    const categories = await all('/categories');
    const byId = new Map(categories.map((category) => [category.id, category]));
    for (const category of categories) {
      if (category.parent_id !== null) {
        const parent = byId.get(category.parent_id)!;
        expect(parent.parent_id).toBeNull();
        expect(parent.direction).toBe(category.direction);
      }
      if (category.color !== null) expect(category.color).toMatch(COLOR);
    }
    const codes = categories.map((category) => category.code);
    expect(codes).toEqual(expect.arrayContaining(['uncategorized_inflows', 'uncategorized_outflows']));
    expect(codes).toContain(null);
    expect(new Set(categories.map((category) => category.activity))).toEqual(new Set(['operating', 'investing', 'financing']));
    expect(categories.some((category) => category.color !== null)).toBe(true);
  });

  it('has about 150 counterparties and 15 labels in types', async () => {
    const counterparties = await all('/counterparties');
    expect(counterparties.length).toBeGreaterThanOrEqual(140);
    expect(counterparties.length).toBeLessThanOrEqual(160);
    expect(new Set(counterparties.map((c) => c.name)).size).toBe(counterparties.length);
    for (const c of counterparties) {
      if (c.country_code !== null) expect(c.country_code).toMatch(/^[A-Z]{2}$/);
      if (c.color !== null) expect(c.color).toMatch(COLOR);
    }
    expect(counterparties.some((c) => c.symbol !== null)).toBe(true);
    const labels = await all('/labels');
    expect(labels.length).toBeGreaterThanOrEqual(12);
    const types = new Set(labels.map((label) => (label.type as { id: string } | null)?.id ?? null));
    expect(types.has(null)).toBe(true);
    expect(types.size - 1).toBeGreaterThanOrEqual(3);
  });
});

describe('transactions', () => {
  it('cover 24 months up to today, with pending rows only in the last three days', () => {
    const rows = [...api.store.transactions()];
    const dates = rows.map((row) => row.date).sort();
    expect(dates[dates.length - 1]! <= TODAY && dates[dates.length - 1]! >= '2026-03-12').toBe(true);
    expect(dates[0]! >= '2024-03-15' && dates[0]! <= '2024-04-15').toBe(true);
    for (const row of rows.filter((r) => r.status === 'pending')) {
      expect(row.source).toBe('bank');
      expect(row.date >= '2026-03-13').toBe(true);
    }
    for (const treatment of ['transfer', 'excluded', 'duplicate'])
      expect(
        rows.some((row) => row.treatment === treatment),
        treatment,
      ).toBe(true);
    expect(rows.some((row) => row.pieces !== null)).toBe(true);
    const transfers = rows.filter((row) => row.treatment === 'transfer');
    expect(transfers.filter((row) => row.amount < 0).length).toBe(transfers.filter((row) => row.amount > 0).length);
  });

  it('expose exactly the spec fields, with Money amounts, agreeing direction and bank details for bank rows', async () => {
    const page = (await api.get('/transactions?limit=500&from=2025-12-01')).body.data as Obj[];
    for (const tx of page) {
      expect(Object.keys(tx).sort()).toEqual(
        [
          'account',
          'amount',
          'bank_details',
          'category',
          'comment',
          'counterparty',
          'created_at',
          'currency',
          'date',
          'description',
          'direction',
          'id',
          'labels',
          'object',
          'source',
          'status',
          'updated_at',
        ].sort(),
      );
      expect(tx.id).toMatch(UUID);
      expect(tx.amount).toMatch(MONEY);
      expect(tx.direction).toBe(cents(tx.amount) < 0 ? 'outflow' : 'inflow');
      if (tx.source === 'bank')
        expect(Object.keys(tx.bank_details as Obj).sort()).toEqual([
          'additional',
          'payee',
          'payee_details',
          'payer',
          'payer_details',
          'reference',
        ]);
      else expect(tx.bank_details).toBeNull();
    }
    expect(page.some((tx) => tx.comment !== null)).toBe(true);
  });
});

describe('a realistic company at scale 1', () => {
  const store = new DemoStore({ seed: 42, today: TODAY, scale: 1 });
  const rows = [...store.transactions()];
  const categoryId = (code: string) => store.workspace.categories.find((c) => c.code === code)!.id;

  it('has about 40,000 transactions, pending ones among the last days', () => {
    expect(rows.length).toBeGreaterThan(35_000);
    expect(rows.length).toBeLessThan(45_000);
    // About 8 expected: 60 % of the fresh accounts' rows of the last three days.
    expect(rows.filter((row) => row.status === 'pending').length).toBeGreaterThan(3);
    expect(rows.some((row) => row.date === TODAY)).toBe(true);
  });

  it('pays about €180k of salaries and €25k of rent a month', () => {
    const monthTotal = (code: string) =>
      -rows
        .filter((row) => row.date.startsWith('2025-10') && row.categoryId === categoryId(code) && row.treatment === 'normal')
        .reduce((sum, row) => sum + row.amount, 0) / 100;
    expect(monthTotal('salaries')).toBeGreaterThan(150_000);
    expect(monthTotal('salaries')).toBeLessThan(230_000);
    expect(monthTotal('rent')).toBe(25_000);
  });

  it('keeps every account positive', () => {
    for (const account of store.workspace.accounts)
      expect(store.balances.at(account.index, account.balanceAsOfDay), account.name).toBeGreaterThan(0);
  });
});
