import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, startTestApi, walk } from './test-support/harness.ts';
import { expectedIds, rowsOf, type ReferenceFilter } from './test-support/reference.ts';

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const listed = async (params: Record<string, string | undefined>) =>
  (await walk<{ id: string }>(api.get, `/transactions${query(params)}`, 500)).items.map((item) => item.id);

/** The ids of the first few records of a kind that actually occur, so filters select something. */
function used(pick: (row: ReturnType<typeof rows>[number]) => (string | null)[], count: number): string[] {
  const counts = new Map<string, number>();
  for (const row of rows()) for (const id of pick(row)) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([id]) => id);
}
const rows = () => rowsOf(api.store);

describe('/transactions filters (spec 4.3)', () => {
  const cases: [string, () => [Record<string, string>, ReferenceFilter]][] = [
    [
      'from and to',
      () => [
        { from: '2025-03-01', to: '2025-03-31' },
        { from: '2025-03-01', to: '2025-03-31' },
      ],
    ],
    [
      'one account',
      () => {
        const a = used((r) => [r.accountId], 1);
        return [{ account_id: a.join(',') }, { accountIds: a }];
      },
    ],
    [
      'two accounts (OR)',
      () => {
        const a = used((r) => [r.accountId], 2);
        return [{ account_id: a.join(',') }, { accountIds: a }];
      },
    ],
    [
      'two banks',
      () => {
        const b = api.store.workspace.banks.slice(0, 2).map((bank) => bank.id);
        return [{ bank_id: b.join(',') }, { bankIds: b }];
      },
    ],
    [
      'two categories',
      () => {
        const c = used((r) => [r.categoryId], 2);
        return [{ category_id: c.join(',') }, { categoryIds: c }];
      },
    ],
    [
      'three counterparties',
      () => {
        const c = used((r) => [r.counterpartyId], 3);
        return [{ counterparty_id: c.join(',') }, { counterpartyIds: c }];
      },
    ],
    [
      'two labels',
      () => {
        const l = used((r) => r.labelIds, 2);
        return [{ label_id: l.join(',') }, { labelIds: l }];
      },
    ],
    ['inflows', () => [{ direction: 'inflow' }, { direction: 'inflow' }]],
    ['outflows', () => [{ direction: 'outflow' }, { direction: 'outflow' }]],
    [
      'everything at once (AND)',
      () => {
        const a = used((r) => [r.accountId], 3);
        const c = used((r) => [r.categoryId], 6);
        const l = used((r) => r.labelIds, 6);
        return [
          {
            from: '2025-01-01',
            to: '2026-01-31',
            account_id: a.join(','),
            category_id: c.join(','),
            label_id: l.join(','),
            direction: 'outflow',
          },
          { from: '2025-01-01', to: '2026-01-31', accountIds: a, categoryIds: c, labelIds: l, direction: 'outflow' },
        ];
      },
    ],
    [
      'account AND bank',
      () => {
        const a = api.store.workspace.accounts.slice(0, 5).map((account) => account.id);
        const b = [api.store.workspace.banks[1]!.id];
        return [
          { account_id: a.join(','), bank_id: b.join(',') },
          { accountIds: a, bankIds: b },
        ];
      },
    ],
  ];

  it.each(cases)('%s', async (_, make) => {
    const [params, filter] = make();
    const expected = expectedIds(api.store, filter);
    expect(expected.length).toBeGreaterThan(0);
    expect(await listed(params)).toEqual(expected);
  });

  it('matches a split transaction through the categories of its pieces', async () => {
    const split = rows().find((row) => row.pieces !== null && row.pieces.some((piece) => piece.categoryId !== row.pieces![0]!.categoryId))!;
    expect(split.categoryId).toBeNull();
    for (const piece of split.pieces!) {
      const ids = await listed({ category_id: piece.categoryId, from: split.date, to: split.date });
      expect(ids).toContain(split.id);
    }
    const unrelated = api.store.workspace.categories.find((category) => !split.pieces!.some((piece) => piece.categoryId === category.id))!;
    expect(await listed({ category_id: unrelated.id, from: split.date, to: split.date })).not.toContain(split.id);
  });

  it('lists a split transaction with category null', async () => {
    const split = rows().find((row) => row.pieces !== null)!;
    const page = await api.get(`/transactions${query({ from: split.date, to: split.date, limit: '500' })}`);
    const item = (page.body.data as { id: string; category: unknown }[]).find((row) => row.id === split.id)!;
    expect(item.category).toBeNull();
  });

  it('treats a well-formed id that names nothing as matching nothing, and an empty value as absent', async () => {
    expect(await listed({ account_id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
    const all = await api.get('/transactions?limit=3');
    expect((await api.get('/transactions?limit=3&direction=&account_id=&from=')).body).toEqual(all.body);
  });

  it('ignores unknown parameters', async () => {
    const all = await api.get('/transactions?limit=3');
    expect((await api.get('/transactions?limit=3&sort=amount&foo=bar')).body).toEqual(all.body);
  });

  it.each([
    ['from', 'from=2025-13-01'],
    ['from', 'from=yesterday'],
    ['to', 'to=2025-02-30'],
    ['to', 'from=2025-05-01&to=2025-04-30'],
    ['account_id', 'account_id=123'],
    ['bank_id', 'bank_id=not-a-uuid'],
    ['category_id', `category_id=${'0'.repeat(8)}-0000-0000-0000-000000000000,oops`],
    ['counterparty_id', 'counterparty_id=x'],
    ['label_id', 'label_id=%20'],
    ['direction', 'direction=sideways'],
  ])('refuses a bad %s with invalid_parameter (%s)', async (param, search) => {
    const response = await api.get(`/transactions?${search}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ type: 'invalid_request', code: 'invalid_parameter', param });
  });
});

describe('/forecasts filters (spec 4.2)', () => {
  type Forecast = {
    id: string;
    date: string;
    direction: string;
    status: string;
    category: string;
    counterparty: string | null;
    labels: string[];
  };
  let all: Forecast[];
  beforeAll(async () => {
    all = (await walk<Forecast>(api.get, '/forecasts', 500)).items;
  });
  const pick = (filter: (f: Forecast) => boolean) => all.filter(filter).map((f) => f.id);

  it('filters by window, direction, status, category, counterparty and label, and ANDs them', async () => {
    const category = all[0]!.category;
    const counterparties = [...new Set(all.map((f) => f.counterparty).filter((c): c is string => c !== null))].slice(0, 3);
    const label = all.find((f) => f.labels.length > 0)!.labels[0]!;
    const checks: [Record<string, string>, (f: Forecast) => boolean][] = [
      [{ from: '2026-04-01', to: '2026-06-30' }, (f) => f.date >= '2026-04-01' && f.date <= '2026-06-30'],
      [{ direction: 'inflow' }, (f) => f.direction === 'inflow'],
      ...(['planned', 'overdue', 'partial', 'realised'] as const).map((status): [Record<string, string>, (f: Forecast) => boolean] => [
        { status },
        (f) => f.status === status,
      ]),
      [{ category_id: category }, (f) => f.category === category],
      [{ counterparty_id: counterparties.join(',') }, (f) => f.counterparty !== null && counterparties.includes(f.counterparty)],
      [{ label_id: label }, (f) => f.labels.includes(label)],
      [
        { direction: 'outflow', status: 'planned', from: '2026-05-01' },
        (f) => f.direction === 'outflow' && f.status === 'planned' && f.date >= '2026-05-01',
      ],
    ];
    for (const [params, predicate] of checks) {
      const expected = pick(predicate);
      expect(expected.length, JSON.stringify(params)).toBeGreaterThan(0);
      expect(
        (await walk<Forecast>(api.get, `/forecasts${query(params)}`, 40)).items.map((f) => f.id),
        JSON.stringify(params),
      ).toEqual(expected);
    }
  });

  it.each([
    ['status', 'status=late'],
    ['direction', 'direction=up'],
    ['from', 'from=2026-1-1'],
    ['to', 'from=2026-02-01&to=2026-01-01'],
    ['label_id', 'label_id=abc'],
  ])('refuses a bad %s', async (param, search) => {
    expect((await api.get(`/forecasts?${search}`)).body.error).toMatchObject({ code: 'invalid_parameter', param });
  });
});
