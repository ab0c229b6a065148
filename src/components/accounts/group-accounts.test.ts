import { describe, expect, it } from 'vitest';
import { anAccount } from '../../core/api/testing/account-fixtures.ts';
import { groupAccounts, sumByCurrency } from './group-accounts.ts';

describe('sumByCurrency', () => {
  it('adds balances exactly, per currency, without converting', () => {
    const totals = sumByCurrency([
      anAccount({ currency: 'USD', balance: '0.10' }),
      anAccount({ currency: 'EUR', balance: '9007199254740993.01' }),
      anAccount({ currency: 'USD', balance: '0.20' }),
      anAccount({ currency: 'EUR', balance: '-0.02' }),
    ]);
    expect(totals).toEqual([
      { currency: 'EUR', total: 900719925474099299n, accounts: 2 },
      { currency: 'USD', total: 30n, accounts: 2 },
    ]);
  });

  it('puts the workspace currency first, then A–Z', () => {
    const accounts = ['USD', 'GBP', 'EUR', 'CHF'].map((currency) => anAccount({ currency }));
    expect(sumByCurrency(accounts, 'GBP').map((total) => total.currency)).toEqual(['GBP', 'CHF', 'EUR', 'USD']);
  });

  it('is empty without accounts', () => {
    expect(sumByCurrency([])).toEqual([]);
  });
});

describe('groupAccounts', () => {
  it('groups A–Z with the ungrouped last, keeping the API order inside a group', () => {
    const groups = groupAccounts([
      anAccount({ name: 'Petty cash', group: null }),
      anAccount({ name: 'Payroll', group: 'Operating' }),
      anAccount({ name: 'Cash pool', group: 'Savings' }),
      anAccount({ name: 'Main', group: 'Operating' }),
    ]);
    expect(groups.map((group) => [group.name, group.accounts.map((account) => account.name)])).toEqual([
      ['Operating', ['Payroll', 'Main']],
      ['Savings', ['Cash pool']],
      [null, ['Petty cash']],
    ]);
  });

  it('subtotals each group per currency', () => {
    const [group] = groupAccounts(
      [
        anAccount({ currency: 'USD', balance: '5.00' }),
        anAccount({ currency: 'EUR', balance: '1.25' }),
        anAccount({ currency: 'EUR', balance: '-3.50' }),
      ],
      'EUR',
    );
    expect(group?.subtotals).toEqual([
      { currency: 'EUR', total: -225n, accounts: 2 },
      { currency: 'USD', total: 500n, accounts: 1 },
    ]);
  });
});
