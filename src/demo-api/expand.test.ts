import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, startTestApi, walk } from './test-support/harness.ts';

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Obj = Record<string, unknown>;
const data = async (path: string) => (await api.get(path)).body.data as Obj[];

describe('expand on /transactions', () => {
  it('keeps ids by default and expands each named relation one level deep', async () => {
    const plain = await data('/transactions?limit=200');
    const expanded = await data('/transactions?limit=200&expand=account,category,counterparty,labels');
    const { accounts, categories, counterparties, labels } = api.store.workspace;
    expanded.forEach((item, i) => {
      const base = plain[i]!;
      expect((item.account as Obj).id).toBe(base.account);
      expect((item.account as Obj).object).toBe('account');
      expect(typeof (item.account as Obj).bank === 'string' || (item.account as Obj).bank === null).toBe(true);
      expect(accounts.some((account) => account.id === base.account)).toBe(true);
      if (base.category === null) expect(item.category).toBeNull();
      else
        expect(item.category).toMatchObject({
          object: 'category',
          id: base.category,
          name: categories.find((c) => c.id === base.category)!.name,
        });
      if (base.counterparty === null) expect(item.counterparty).toBeNull();
      else
        expect(item.counterparty).toMatchObject({
          object: 'counterparty',
          id: base.counterparty,
          name: counterparties.find((c) => c.id === base.counterparty)!.name,
        });
      expect((item.labels as Obj[]).map((label) => label.id)).toEqual(base.labels);
      for (const label of item.labels as Obj[]) expect(label.name).toBe(labels.find((l) => l.id === label.id)!.name);
    });
    expect(expanded.some((item) => (item.labels as unknown[]).length > 0)).toBe(true);
  });

  it.each(['bank', 'account.bank', 'category,pieces', 'Labels'])('refuses expand=%s with invalid_expand', async (expand) => {
    const response = await api.get(`/transactions${query({ expand })}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ type: 'invalid_request', code: 'invalid_expand', param: 'expand' });
  });
});

describe('expand on /forecasts', () => {
  it('expands category, counterparty, labels, recurrence and linked transactions', async () => {
    const names = 'category,counterparty,labels,recurrence,linked_transactions';
    const plain = (await walk<Obj>(api.get, '/forecasts', 500)).items;
    const expanded = (await walk<Obj>(api.get, `/forecasts?expand=${names}`, 500)).items;
    expect(expanded.map((f) => f.id)).toEqual(plain.map((f) => f.id));
    expanded.forEach((item, i) => {
      const base = plain[i]!;
      expect((item.category as Obj).id).toBe(base.category);
      expect(item.counterparty === null ? null : (item.counterparty as Obj).id).toBe(base.counterparty);
      expect((item.labels as Obj[]).map((label) => label.id)).toEqual(base.labels);
      if (base.recurrence === null) expect(item.recurrence).toBeNull();
      else
        expect(Object.keys(item.recurrence as Obj).sort()).toEqual([
          'end_date',
          'every',
          'id',
          'interval',
          'name',
          'occurrences',
          'start_date',
        ]);
      const linked = item.linked_transactions as Obj[];
      expect(linked.map((tx) => tx.id)).toEqual(base.linked_transactions);
      for (const tx of linked) expect(tx).toMatchObject({ object: 'transaction', account: expect.any(String) });
    });
    expect(expanded.some((f) => f.recurrence !== null)).toBe(true);
    expect(expanded.some((f) => (f.linked_transactions as unknown[]).length > 0)).toBe(true);
  });

  it('refuses an unknown name', async () => {
    expect((await api.get('/forecasts?expand=account')).body.error).toMatchObject({ code: 'invalid_expand', param: 'expand' });
  });
});

describe('accounts and banks', () => {
  it('expands a bank on /accounts, but never the delegated account’s bank, which /banks does not list', async () => {
    const banks = (await walk<Obj>(api.get, '/banks', 100)).items;
    const accounts = await data('/accounts?expand=bank');
    const delegated = accounts.find((account) => account.source === 'delegated')!;
    expect(typeof delegated.bank).toBe('string');
    expect(banks.map((bank) => bank.id)).not.toContain(delegated.bank);
    for (const account of accounts.filter((a) => a.source === 'bank')) expect(banks).toContainEqual(account.bank);
    for (const account of accounts.filter((a) => a.source === 'manual')) expect(account.bank).toBeNull();
  });
});
