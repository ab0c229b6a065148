import { describe, expect, it } from 'vitest';
import type { Account } from '../../core/api/schemas/account.ts';
import type { Category, Label } from '../../core/api/schemas/reference.ts';
import {
  accountName,
  categoryName,
  counterpartyName,
  nameText,
  type ReferenceLookups,
  sourceText,
  statusText,
  transactionLabels,
} from './transaction-names.ts';
import { transactionFixture } from './transaction-fixture.ts';

const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const parent = {
  object: 'category',
  id: 'c-root',
  name: 'Payroll',
  code: null,
  direction: 'outflow',
  activity: 'operating',
  parent_id: null,
  position: 0,
  color: null,
  ...stamp,
} as Category;
const child = { ...parent, id: 'c-child', name: 'Salaries', parent_id: 'c-root' } as Category;
const label = { object: 'label', id: 'l-1', name: 'Project X', type: null, color: '#0072b2', ...stamp } as Label;
const account = { id: 'a-1', name: 'Main EUR' } as Account;

const loaded: ReferenceLookups = {
  accounts: new Map([['a-1', account]]),
  banks: new Map(),
  categories: new Map([
    [parent.id, parent],
    [child.id, child],
  ]),
  counterparties: new Map(),
  labels: new Map([[label.id, label]]),
};
const loading: ReferenceLookups = {
  accounts: undefined,
  banks: undefined,
  categories: undefined,
  counterparties: undefined,
  labels: undefined,
};

describe('transaction names', () => {
  it('joins the category path from the cached list', () => {
    expect(categoryName(transactionFixture({ category: 'c-child' }), loaded)).toEqual({ kind: 'name', text: 'Payroll › Salaries' });
  });

  it('returns null for a split transaction', () => {
    expect(categoryName(transactionFixture({ category: null }), loaded)).toBeNull();
  });

  it('tells loading from an id the list does not hold', () => {
    const transaction = transactionFixture({ account: 'a-2' });
    expect(accountName(transaction, loading)).toEqual({ kind: 'loading' });
    expect(accountName(transaction, loaded)).toEqual({ kind: 'unknown', id: 'a-2' });
    expect(nameText(accountName(transaction, loaded))).toBe('Unknown (a-2)');
  });

  it('returns null for an unattributed counterparty', () => {
    expect(counterpartyName(transactionFixture({ counterparty: null }), loaded)).toBeNull();
  });

  it('joins labels with their colour', () => {
    expect(transactionLabels(transactionFixture({ labels: ['l-1'] }), loaded)).toEqual([
      { id: 'l-1', name: { kind: 'name', text: 'Project X' }, color: '#0072b2' },
    ]);
  });

  it('shows unknown enum values as themselves', () => {
    expect(statusText('pending')).toBe('Pending');
    expect(statusText('reversed')).toBe('reversed');
    expect(sourceText('open_banking')).toBe('open_banking');
  });
});
