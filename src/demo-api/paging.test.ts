import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, startTestApi, walk } from './test-support/harness.ts';
import { expectedIds } from './test-support/reference.ts';

type Row = { id: string; date: string; name: string };

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('paging /transactions (spec 4.1)', () => {
  it('walks to the end without duplicates or gaps, in date-descending-then-id order', async () => {
    const expected = expectedIds(api.store, {});
    const { items, pages } = await walk<Row>(api.get, '/transactions', 137);
    expect(ids(items)).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 137));
  });

  it('walks a filtered query to the end', async () => {
    const account = api.store.workspace.accounts[0]!.id;
    const filter = { from: '2025-06-01', to: '2025-12-31', accountIds: [account], direction: 'outflow' as const };
    const { items } = await walk<Row>(
      api.get,
      `/transactions${query({ from: filter.from, to: filter.to, account_id: account, direction: 'outflow' })}`,
      50,
    );
    expect(ids(items)).toEqual(expectedIds(api.store, filter));
  });

  it('defaults to 100 rows and accepts 1 and 500', async () => {
    const sizes = await Promise.all(
      ['', '?limit=1', '?limit=500'].map(async (suffix) => ((await api.get(`/transactions${suffix}`)).body.data as unknown[]).length),
    );
    expect(sizes).toEqual([100, 1, 500]);
  });

  it('returns an empty last page envelope when nothing matches', async () => {
    const response = await api.get('/transactions?from=2030-01-01');
    expect(response.body).toEqual({ object: 'list', data: [], has_more: false, next_cursor: null });
  });

  it.each(['0', '501', '-1', '1.5', 'ten', '1e2'])('refuses limit=%s with limit_out_of_range', async (limit) => {
    const response = await api.get(`/transactions?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ type: 'invalid_request', code: 'limit_out_of_range', param: 'limit' });
  });

  it('refuses a cursor reused with other filters, a forged cursor, and another endpoint’s cursor', async () => {
    const first = await api.get('/transactions?direction=inflow&limit=5');
    const cursor = encodeURIComponent(first.body.next_cursor as string);
    const forecastCursor = encodeURIComponent((await api.get('/forecasts?limit=1')).body.next_cursor as string);
    for (const path of [
      `/transactions?direction=outflow&limit=5&cursor=${cursor}`,
      `/transactions?limit=5&cursor=${cursor}`,
      `/transactions?direction=inflow&from=2025-01-01&cursor=${cursor}`,
      '/transactions?cursor=not-a-cursor',
      `/transactions?cursor=${forecastCursor}`,
    ]) {
      const response = await api.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.error).toMatchObject({ type: 'invalid_request', code: 'invalid_cursor', param: 'cursor' });
    }
  });

  it('keeps a cursor valid when only the page size or expansion changes', async () => {
    const first = await api.get('/transactions?direction=inflow&limit=5');
    const response = await api.get(
      `/transactions?direction=inflow&limit=7&expand=category&cursor=${encodeURIComponent(first.body.next_cursor as string)}`,
    );
    expect(response.status).toBe(200);
    expect((response.body.data as unknown[]).length).toBe(7);
  });
});

describe('inserting rows while paging (spec 4.1 rule 5)', () => {
  it('neither skips nor repeats a row, and shows a row inserted ahead of the cursor', async () => {
    const before = expectedIds(api.store, {});
    const seen: Row[] = [];
    const page1 = (await api.get('/transactions?limit=200')).body;
    seen.push(...(page1.data as Row[]));
    const boundary = seen[seen.length - 1]!;
    const account = api.store.workspace.accounts[0]!.id;
    const category = api.store.workspace.categories.find((c) => c.code === 'uncategorized_outflows')!.id;
    // One row lands in the part already read (the newest date), one in the part still to come.
    const behind = api.store.insertTransaction({ date: '2026-03-15', amount: '-1.00', accountId: account, categoryId: category });
    const ahead = api.store.insertTransaction({ date: boundary.date, amount: '-2.00', accountId: account, categoryId: category });
    const older = api.store.insertTransaction({ date: '2025-01-10', amount: '-3.00', accountId: account, categoryId: category });
    let cursor = page1.next_cursor as string | null;
    while (cursor) {
      const page = (await api.get(`/transactions?limit=200&cursor=${encodeURIComponent(cursor)}`)).body;
      seen.push(...(page.data as Row[]));
      cursor = page.next_cursor as string | null;
    }
    const seenIds = ids(seen);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    expect(seenIds.filter((id) => id !== ahead && id !== older)).toEqual(before);
    expect(seenIds).not.toContain(behind);
    expect(seenIds).toContain(older);
    expect(seenIds.includes(ahead)).toBe(ahead > boundary.id);
  });
});

describe('paging the other lists', () => {
  it('walks /forecasts in date-descending-then-id order', async () => {
    const expected = [...api.store.forecasts]
      .map((forecast) => ({ id: forecast.id, date: new Date(forecast.day * 86_400_000).toISOString().slice(0, 10) }))
      .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? -1 : 1));
    const { items } = await walk<Row>(api.get, '/forecasts', 33);
    expect(ids(items)).toEqual(ids(expected));
  });

  it.each(['banks', 'counterparties', 'labels'])('walks /%s by name then id', async (name) => {
    const records = api.store.workspace[name as 'banks'];
    const expected = [...records].sort((a, b) => (a.name !== b.name ? (a.name < b.name ? -1 : 1) : a.id < b.id ? -1 : 1));
    const { items } = await walk<Row>(api.get, `/${name}`, 4);
    expect(ids(items)).toEqual(ids(expected));
  });

  it('walks /categories: inflows first, each root followed by its children, siblings by position', async () => {
    const { items } = await walk<{ id: string; direction: string; parent_id: string | null; position: number }>(api.get, '/categories', 5);
    expect(items).toHaveLength(api.store.workspace.categories.length);
    const directions = items.map((item) => item.direction);
    expect(directions).toEqual([...directions].sort((a, b) => (a === b ? 0 : a === 'inflow' ? -1 : 1)));
    const roots = items.filter((item) => item.parent_id === null);
    for (const direction of ['inflow', 'outflow']) {
      const positions = roots.filter((root) => root.direction === direction).map((root) => root.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    let currentRoot: string | null = null;
    let lastChildPosition = -Infinity;
    for (const item of items) {
      if (item.parent_id === null) [currentRoot, lastChildPosition] = [item.id, -Infinity];
      else {
        expect(item.parent_id).toBe(currentRoot);
        expect(item.position).toBeGreaterThan(lastChildPosition);
        lastChildPosition = item.position;
      }
    }
  });

  it('refuses a bad limit on the reference lists too', async () => {
    expect((await api.get('/labels?limit=0')).body.error).toMatchObject({ code: 'limit_out_of_range' });
  });
});
