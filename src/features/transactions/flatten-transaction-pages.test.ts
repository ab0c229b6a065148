import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { extendFlattenedPages, flattenTransactionPages } from './flatten-transaction-pages.ts';
import { pageFixture, transactionFixture } from './transaction-fixture.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('flattenTransactionPages', () => {
  it('keeps the API order across pages', () => {
    const list = flattenTransactionPages([
      pageFixture([transactionFixture({ id: id(1) }), transactionFixture({ id: id(2) })], true),
      pageFixture([transactionFixture({ id: id(3) })]),
    ]);
    expect(list.rows.map((row) => row.id)).toEqual([id(1), id(2), id(3)]);
    expect(list.byId.get(id(3))?.id).toBe(id(3));
  });

  it('upserts a pending transaction met again in a later page, keeping the later version once', () => {
    const pending = transactionFixture({ id: id(2), status: 'pending', amount: '-10.00', date: '2026-11-19' });
    const booked = transactionFixture({ id: id(2), status: 'booked', amount: '-12.50', date: '2026-11-17' });
    const list = flattenTransactionPages([
      pageFixture([transactionFixture({ id: id(1) }), pending], true),
      pageFixture([transactionFixture({ id: id(3) }), booked]),
    ]);
    expect(list.rows.map((row) => row.id)).toEqual([id(1), id(3), id(2)]);
    expect(list.rows[2]).toMatchObject({ status: 'booked', amount: '-12.50' });
    expect(list.byId.get(id(2))?.amount).toBe('-12.50');
  });

  it('collects the rows that failed their schema from every page', () => {
    const bad = new ApiError({ kind: 'shape', endpoint: '/transactions', field: 'data.4.amount', message: 'bad amount' });
    const list = flattenTransactionPages([
      { ...pageFixture([transactionFixture({ id: id(1) })], true), invalidRows: [bad] },
      { ...pageFixture([]), invalidRows: [bad] },
    ]);
    expect(list.invalidRows).toHaveLength(2);
    expect(list.rows).toHaveLength(1);
  });

  it('gives an empty list for no pages', () => {
    expect(flattenTransactionPages([])).toMatchObject({ rows: [], invalidRows: [] });
  });
});

describe('extendFlattenedPages', () => {
  const first = pageFixture([transactionFixture({ id: id(1) }), transactionFixture({ id: id(2), status: 'pending' })], true);
  const second = pageFixture([transactionFixture({ id: id(3) })], true);
  const third = pageFixture([transactionFixture({ id: id(4) }), transactionFixture({ id: id(2), status: 'booked' })]);

  it('gives the same list as flattening every page, page by page', () => {
    let state = extendFlattenedPages(null, [first]);
    state = extendFlattenedPages(state, [first, second]);
    expect(state.list.rows.map((row) => row.id)).toEqual([id(1), id(2), id(3)]);
    state = extendFlattenedPages(state, [first, second, third]);
    const whole = flattenTransactionPages([first, second, third]);
    expect(state.list.rows).toEqual(whole.rows);
    expect(state.list.rows.map((row) => row.id)).toEqual([id(1), id(3), id(4), id(2)]);
    expect(state.list.byId.get(id(2))?.status).toBe('booked');
  });

  it('keeps the earlier rows array untouched and returns the same state for the same pages', () => {
    const one = extendFlattenedPages(null, [first]);
    const rowsBefore = [...one.list.rows];
    const two = extendFlattenedPages(one, [first, second]);
    expect(one.list.rows).toEqual(rowsBefore);
    expect(two.list.rows).not.toBe(one.list.rows);
    expect(extendFlattenedPages(two, [first, second])).toBe(two);
  });

  it('starts over when the pages do not extend the previous ones', () => {
    const state = extendFlattenedPages(extendFlattenedPages(null, [first, second]), [third]);
    expect(state.list.rows.map((row) => row.id)).toEqual([id(4), id(2)]);
    expect(state.list.byId.has(id(1))).toBe(false);
  });
});
