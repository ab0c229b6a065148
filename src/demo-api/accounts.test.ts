import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from './test-support/harness.ts';
import { cents, convertExactly, referenceBalance } from './test-support/reference.ts';

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Account = {
  id: string;
  name: string;
  currency: string;
  balance: string;
  balance_as_of: string;
  opening_balance: string;
  opening_date: string;
};

describe('/accounts (spec 4.4)', () => {
  it('lists every account by name then id, in the list envelope without paging, ignoring limit and cursor', async () => {
    const response = await api.get('/accounts?limit=2&cursor=abc');
    expect(response.status).toBe(200);
    const body = response.body as { object: string; data: Account[]; has_more: boolean; next_cursor: null };
    expect(body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    const expected = [...api.store.workspace.accounts].sort((a, b) =>
      a.name !== b.name ? (a.name < b.name ? -1 : 1) : a.id < b.id ? -1 : 1,
    );
    expect(body.data.map((account) => account.id)).toEqual(expected.map((account) => account.id));
  });

  it('reports balance = opening balance + every non-duplicate transaction from opening_date through balance_as_of', async () => {
    const accounts = (await api.get('/accounts')).body.data as Account[];
    for (const account of accounts) {
      expect(cents(account.opening_balance)).toBe(api.store.workspace.accounts.find((a) => a.id === account.id)!.openingBalance);
      expect(cents(account.balance), account.name).toBe(referenceBalance(api.store, account.id, account.balance_as_of));
      expect(cents(account.balance), account.name).toBeGreaterThan(0);
    }
  });

  it('moves the balance with an inserted transaction, but not with a duplicate', async () => {
    const account = (await api.get('/accounts')).body.data as Account[];
    const target = account.find((a) => a.currency === 'EUR')!;
    const category = api.store.workspace.categories.find((c) => c.code === 'uncategorized_inflows')!.id;
    api.store.insertTransaction({ date: target.balance_as_of, amount: '12.34', accountId: target.id, categoryId: category });
    api.store.insertTransaction({
      date: target.balance_as_of,
      amount: '99.99',
      accountId: target.id,
      categoryId: category,
      treatment: 'duplicate',
    });
    const after = ((await api.get('/accounts')).body.data as Account[]).find((a) => a.id === target.id)!;
    expect(cents(after.balance) - cents(target.balance)).toBe(1234);
  });
});

describe('forecast amounts and status (spec 2.3, 3)', () => {
  type Linked = { amount: string; currency: string; date: string; direction: string };
  type Forecast = {
    date: string;
    amount: string;
    currency: string;
    remaining_amount: string;
    direction: string;
    status: string;
    linked_transactions: Linked[];
  };

  it('derives remaining_amount from the linked transactions and status from today', async () => {
    const today = '2026-03-15';
    const forecasts: Forecast[] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await api.get(`/forecasts?limit=500&expand=linked_transactions${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      ).body;
      forecasts.push(...(page.data as Forecast[]));
      cursor = page.next_cursor as string | null;
    } while (cursor);
    const statuses = new Set<string>();
    let crossCurrency = 0;
    for (const forecast of forecasts) {
      const amount = cents(forecast.amount);
      // A payment in another currency pays its amount at its own day's rate (docs/api-assumptions.md).
      const paidIn = (tx: Linked) => convertExactly(api.store, cents(tx.amount), tx.currency, forecast.currency, tx.date);
      const paid = forecast.linked_transactions.reduce((sum, tx) => sum + paidIn(tx), 0);
      if (forecast.linked_transactions.some((tx) => tx.currency !== forecast.currency)) crossCurrency++;
      const remaining = amount < 0 ? Math.min(0, amount - paid) : Math.max(0, amount - paid);
      expect(cents(forecast.remaining_amount)).toBe(remaining);
      expect(forecast.direction).toBe(amount < 0 ? 'outflow' : 'inflow');
      for (const tx of forecast.linked_transactions) expect(tx.direction).toBe(forecast.direction);
      const expected =
        forecast.linked_transactions.length === 0
          ? forecast.date < today
            ? 'overdue'
            : 'planned'
          : remaining === 0
            ? 'realised'
            : 'partial';
      expect(forecast.status).toBe(expected);
      statuses.add(forecast.status);
    }
    expect([...statuses].sort()).toEqual(['overdue', 'partial', 'planned', 'realised']);
    expect(crossCurrency).toBeGreaterThan(0);
  });
});
