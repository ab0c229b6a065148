import { describe, expect, it } from 'vitest';
import {
  filterParams,
  filtersBeyondWindow,
  isFiltered,
  isIdFilterParam,
  narrowsAccounts,
  narrowsMovementsOnly,
  normaliseIds,
  pickFilters,
} from './filter-params.ts';

const a = '0b6f3c2e-1d4a-4f7e-9c1b-2a3d4e5f6a7b';
const b = '1c7a4d3f-2e5b-4a8f-8d2c-3b4e5f6a7b8c';

describe('normaliseIds', () => {
  it('lower-cases, folds duplicates and sorts, so one selection has one spelling', () => {
    expect(normaliseIds([b, a.toUpperCase(), a, ` ${b} `])).toEqual([a, b]);
  });
});

describe('filterParams', () => {
  const filters = {
    from: '2026-01-01',
    to: '2026-03-31',
    bank_id: [b],
    account_id: [b, a],
    category_id: [],
    direction: 'outflow',
  } as const;

  it('sends the transactions and summary filters, ids in their normal form and empty lists left out', () => {
    const expected = { from: '2026-01-01', to: '2026-03-31', bank_id: [b], account_id: [a, b], direction: 'outflow' };
    expect(filterParams('transactions', filters)).toEqual(expected);
    expect(filterParams('summary', filters)).toEqual(expected);
  });

  it('sends /forecasts only the filters spec 4.2 documents: no bank, no account', () => {
    expect(filterParams('forecasts', { ...filters, category_id: [a] })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      category_id: [a],
      direction: 'outflow',
    });
  });

  it('gives the same parameters, in the same order, for the same selection made in another order', () => {
    const one = filterParams('transactions', { label_id: [a, b], counterparty_id: [b] });
    const other = filterParams('transactions', { counterparty_id: [b], label_id: [b, a] });
    expect(JSON.stringify(one)).toBe(JSON.stringify(other));
  });

  it('leaves out what is not a shared filter', () => {
    const search = { category_id: [a], interval: 'month', tx: b };
    expect(filterParams('summary', search)).toEqual({ category_id: [a] });
    expect(pickFilters(search)).toEqual({ category_id: [a] });
  });
});

describe('what the filters narrow', () => {
  it.each([
    [{}, false, false],
    [{ from: '2026-01-01', to: '2026-01-31' }, false, false],
    [{ bank_id: [a] }, true, false],
    [{ account_id: [a] }, true, false],
    [{ account_id: [] }, false, false],
    [{ category_id: [a] }, false, true],
    [{ direction: 'inflow' as const }, false, true],
    [{ account_id: [a], label_id: [b] }, true, true],
  ])('%o narrows the accounts: %s, the movements only: %s', (filters, accounts, movements) => {
    expect(narrowsAccounts(filters)).toBe(accounts);
    expect(narrowsMovementsOnly(filters)).toBe(movements);
  });
});

describe('isIdFilterParam', () => {
  it.each([
    ['category_id', true],
    ['account_id', true],
    ['activity_id', false],
    ['direction', false],
    ['from', false],
  ])('%s: %s', (name, expected) => {
    expect(isIdFilterParam(name)).toBe(expected);
  });
});

describe('filtersBeyondWindow', () => {
  it('keeps what the endpoint documents but the window: a forecast has no bank or account', () => {
    const search = {
      from: '2026-01-01',
      to: '2026-03-31',
      bank_id: [b],
      account_id: [a],
      category_id: [a],
      label_id: [b],
      direction: 'inflow',
    } as const;
    expect(filtersBeyondWindow('forecasts', search)).toEqual({ category_id: [a], label_id: [b], direction: 'inflow' });
    expect(filtersBeyondWindow('transactions', search)).toEqual({
      bank_id: [b],
      account_id: [a],
      category_id: [a],
      label_id: [b],
      direction: 'inflow',
    });
  });
});

describe('isFiltered', () => {
  it('is false for no filters and for empty id lists, true for any filter', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ label_id: [] })).toBe(false);
    expect(isFiltered({ direction: 'inflow' })).toBe(true);
    expect(isFiltered({ category_id: [a] })).toBe(true);
  });
});
