import { describe, expect, it } from 'vitest';
import { anAccount } from '../api/testing/account-fixtures.ts';
import { dataCompleteness } from '../data-completeness.ts';
import { describeStaleBalance } from './stale-balance.ts';

const TODAY = '2026-11-20';

/** Two accounts on a bank stuck since 11 Nov, one on a bank failing since 18 Nov, two current. */
const accounts = [
  anAccount({ id: '00000000-0000-4000-8000-000000000001', name: 'Main operating' }),
  anAccount({ id: '00000000-0000-4000-8000-000000000002', name: 'Team cards', balance_as_of: '2026-11-11' }),
  anAccount({ id: '00000000-0000-4000-8000-000000000003', name: 'UK sterling account', balance_as_of: '2026-11-11', currency: 'GBP' }),
  anAccount({ id: '00000000-0000-4000-8000-000000000004', name: 'Qonto collections', balance_as_of: '2026-11-18' }),
  anAccount({ id: '00000000-0000-4000-8000-000000000005', name: 'Petty cash', source: 'manual', bank: null }),
];

describe('describeStaleBalance', () => {
  const today = { from: TODAY, to: TODAY };

  it('says nothing when every account has data to today', () => {
    expect(describeStaleBalance(dataCompleteness({ accounts: [accounts[0]!, accounts[4]!], window: today, today: TODAY }))).toBeNull();
  });

  it('names the oldest day and how many accounts stop before today, every account in its line', () => {
    const wording = describeStaleBalance(dataCompleteness({ accounts, window: today, today: TODAY }), 'en-US');
    expect(wording?.short).toMatch(
      /^Today's balance may miss movements after Nov 11: 3 of 5 accounts have data only to Nov 11\s?–\s?18\.$/,
    );
    expect(wording?.lines).toEqual(['Nov 11: Team cards and UK sterling account', 'Nov 18: Qonto collections']);
  });

  it('speaks of one account in the singular', () => {
    const wording = describeStaleBalance(dataCompleteness({ accounts: accounts.slice(0, 2), window: today, today: TODAY }), 'en-US');
    expect(wording?.short).toBe("Today's balance may miss movements after Nov 11: 1 of 2 accounts has data only to Nov 11.");
  });
});
