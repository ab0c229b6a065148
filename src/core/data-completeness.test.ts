import { describe, expect, it } from 'vitest';
import { anAccount } from './api/testing/account-fixtures.ts';
import { dataCompleteness, describeCompleteness, incompleteAccountCount } from './data-completeness.ts';

const TODAY = '2026-11-20';
const REVOLUT = '00000000-0000-4000-8000-0000000000b2';
const QONTO = '00000000-0000-4000-8000-0000000000b3';

/** The demo's shape: two accounts on a bank stuck since 11 Nov, one on a bank failing since 18 Nov, the rest current. */
const accounts = [
  anAccount({ id: '00000000-0000-4000-8000-000000000001', name: 'Main operating' }),
  anAccount({ id: '00000000-0000-4000-8000-000000000002', name: 'Team cards', bank: REVOLUT, balance_as_of: '2026-11-11' }),
  anAccount({
    id: '00000000-0000-4000-8000-000000000003',
    name: 'UK sterling account',
    bank: REVOLUT,
    balance_as_of: '2026-11-11',
    currency: 'GBP',
  }),
  anAccount({ id: '00000000-0000-4000-8000-000000000004', name: 'Qonto collections', bank: QONTO, balance_as_of: '2026-11-18' }),
  anAccount({ id: '00000000-0000-4000-8000-000000000005', name: 'Petty cash', source: 'manual', bank: null }),
];
const yesterday = { from: '2026-11-19', to: '2026-11-19' };

describe('dataCompleteness', () => {
  it('names every account whose data stops before the window ends, grouped by that date, earliest first', () => {
    const result = dataCompleteness({ accounts, window: yesterday, today: TODAY });
    expect(result.accountsInScope).toBe(5);
    expect(result.groups.map((group) => [group.completeTo, group.accounts.map((account) => account.name)])).toEqual([
      ['2026-11-11', ['Team cards', 'UK sterling account']],
      ['2026-11-18', ['Qonto collections']],
    ]);
  });

  it('finds nothing missing in a window that ends on or before every last sync', () => {
    expect(dataCompleteness({ accounts, window: { from: '2026-10-01', to: '2026-10-31' }, today: TODAY }).groups).toEqual([]);
    expect(dataCompleteness({ accounts, window: { from: '2026-11-01', to: '2026-11-11' }, today: TODAY }).groups).toEqual([]);
  });

  it('flags an account the day after its last sync', () => {
    const result = dataCompleteness({ accounts, window: { from: '2026-11-01', to: '2026-11-12' }, today: TODAY });
    expect(result.groups.map((group) => group.completeTo)).toEqual(['2026-11-11']);
  });

  it('judges a window running past today only up to today: the future is empty for every account', () => {
    const result = dataCompleteness({ accounts, window: { from: '2026-11-01', to: '2026-11-30' }, today: TODAY });
    expect(result.reachesTo).toBe(TODAY);
    expect(result.groups.flatMap((group) => group.accounts.map((account) => account.name))).not.toContain('Main operating');
    expect(incompleteAccountCount(result)).toBe(3);
  });

  it('applies the same rule to manual and delegated accounts', () => {
    const stale = [
      anAccount({ name: 'Petty cash', source: 'manual', bank: null, balance_as_of: '2026-11-15' }),
      anAccount({ id: '00000000-0000-4000-8000-000000000009', name: 'Group cash pool', source: 'delegated', balance_as_of: '2026-11-17' }),
    ];
    const result = dataCompleteness({ accounts: stale, window: yesterday, today: TODAY });
    expect(result.groups.map((group) => [group.completeTo, group.accounts[0]?.source])).toEqual([
      ['2026-11-15', 'manual'],
      ['2026-11-17', 'delegated'],
    ]);
  });

  it('counts only the accounts the account_id and bank_id filters keep, both at once', () => {
    const byAccount = dataCompleteness({
      accounts,
      window: yesterday,
      today: TODAY,
      scope: { account_id: ['00000000-0000-4000-8000-000000000001'] },
    });
    expect([byAccount.accountsInScope, byAccount.groups]).toEqual([1, []]);

    const byBank = dataCompleteness({ accounts, window: yesterday, today: TODAY, scope: { bank_id: [REVOLUT.toUpperCase()] } });
    expect([byBank.accountsInScope, incompleteAccountCount(byBank)]).toEqual([2, 2]);

    const both = dataCompleteness({
      accounts,
      window: yesterday,
      today: TODAY,
      scope: { bank_id: [REVOLUT], account_id: ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000004'] },
    });
    expect(both.groups.flatMap((group) => group.accounts.map((account) => account.name))).toEqual(['Team cards']);
  });

  it('treats empty filter lists as no filter', () => {
    expect(dataCompleteness({ accounts, window: yesterday, today: TODAY, scope: { account_id: [], bank_id: [] } }).accountsInScope).toBe(5);
  });
});

describe('describeCompleteness', () => {
  it('says nothing when every account is complete', () => {
    expect(describeCompleteness({ reachesTo: TODAY, accountsInScope: 3, groups: [] })).toBeNull();
  });

  it('names each account with its date when few are missing', () => {
    const wording = describeCompleteness(dataCompleteness({ accounts, window: yesterday, today: TODAY }), 'en-GB');
    expect(wording).toMatchObject({
      compact: false,
      full: 'Flows are complete only to 11 Nov for Team cards and UK sterling account; to 18 Nov for Qonto collections.',
      lines: ['11 Nov: Team cards and UK sterling account', '18 Nov: Qonto collections'],
    });
    expect(wording?.short).toBe(wording?.full);
  });

  it('shortens to a count and a date range when many are missing, keeping every name in the full text', () => {
    const many = [
      ...accounts,
      anAccount({ id: '00000000-0000-4000-8000-000000000006', name: 'DE operating', balance_as_of: '2026-11-16' }),
      anAccount({ id: '00000000-0000-4000-8000-000000000007', name: 'US dollar account', balance_as_of: '2026-11-16' }),
    ];
    const wording = describeCompleteness(dataCompleteness({ accounts: many, window: yesterday, today: TODAY }), 'en-GB');
    expect(wording?.compact).toBe(true);
    expect(wording?.short).toMatch(/^Flows are complete only to 11\s?–\s?18 Nov for 5 of 7 accounts\.$/);
    expect(wording?.full).toBe(
      'Flows are complete only to 11 Nov for Team cards and UK sterling account;' +
        ' to 16 Nov for DE operating and US dollar account; to 18 Nov for Qonto collections.',
    );
  });

  it('gives the year of a date outside the year the window reaches into', () => {
    const old = [anAccount({ name: 'Old savings', balance_as_of: '2025-12-30' })];
    const wording = describeCompleteness(
      dataCompleteness({ accounts: old, window: { from: '2026-01-01', to: '2026-01-31' }, today: TODAY }),
      'en-GB',
    );
    expect(wording?.full).toBe('Flows are complete only to 30 Dec 2025 for Old savings.');
  });

  it('writes dates in the reader’s locale', () => {
    const wording = describeCompleteness(dataCompleteness({ accounts, window: yesterday, today: TODAY }), 'en-US');
    expect(wording?.lines).toEqual(['Nov 11: Team cards and UK sterling account', 'Nov 18: Qonto collections']);
  });
});
