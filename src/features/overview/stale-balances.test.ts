import { describe, expect, it } from 'vitest';
import { anAccount } from '../../core/api/testing/account-fixtures.ts';
import { dataCompleteness } from '../../core/data-completeness.ts';
import { describeStaleBalances } from './stale-balances.ts';

const TODAY = '2026-11-20';
const QONTO = '00000000-0000-4000-8000-0000000000b3';
const yesterday = { from: '2026-11-19', to: '2026-11-19' };

/** The demo's shape: two accounts last synced on Nov 11, one on Nov 18, the rest current. */
const accounts = [
  anAccount({ id: '00000000-0000-4000-8000-000000000001', name: 'Main operating' }),
  anAccount({ id: '00000000-0000-4000-8000-000000000002', name: 'Team cards', balance_as_of: '2026-11-11' }),
  anAccount({ id: '00000000-0000-4000-8000-000000000003', name: 'UK sterling account', balance_as_of: '2026-11-11', currency: 'GBP' }),
  anAccount({ id: '00000000-0000-4000-8000-000000000004', name: 'Qonto collections', bank: QONTO, balance_as_of: '2026-11-18' }),
  anAccount({ id: '00000000-0000-4000-8000-000000000005', name: 'Petty cash', source: 'manual', bank: null }),
];

describe('describeStaleBalances', () => {
  it('says nothing when every account in scope is current', () => {
    expect(
      describeStaleBalances(dataCompleteness({ accounts, window: { from: '2026-11-01', to: '2026-11-11' }, today: TODAY }), TODAY),
    ).toBeNull();
  });

  it('names a few accounts, and says their sync may move earlier days', () => {
    expect(describeStaleBalances(dataCompleteness({ accounts, window: yesterday, today: TODAY }), TODAY, 'en-US')).toBe(
      'Team cards, UK sterling account, and Qonto collections last synced before Nov 19:' +
        ' their movements since then are not in these figures and may change earlier days when they sync.',
    );
  });

  it('counts many accounts, and reads a figure of today as "before today"', () => {
    const many = [
      ...accounts,
      anAccount({ id: '00000000-0000-4000-8000-000000000006', name: 'DE operating', balance_as_of: '2026-11-16' }),
    ];
    expect(describeStaleBalances(dataCompleteness({ accounts: many, window: { from: TODAY, to: TODAY }, today: TODAY }), TODAY)).toBe(
      '4 of 6 accounts last synced before today: their movements since then are not in these figures' +
        ' and may change earlier days when they sync.',
    );
  });

  it('speaks of one account in the singular', () => {
    const one = dataCompleteness({ accounts, window: yesterday, today: TODAY, scope: { bank_id: [QONTO] } });
    expect(describeStaleBalances(one, TODAY, 'en-US')).toBe(
      'Qonto collections last synced before Nov 19: its movements since then are not in these figures' +
        ' and may change earlier days when it syncs.',
    );
  });
});
