import { describe, expect, it } from 'vitest';
import { aBank, anAccount } from '../../core/api/testing/account-fixtures.ts';
import { healthSummary } from './health-summary.ts';
import { toHealthNotices } from './to-health-notices.ts';

const nowMs = Date.parse('2026-11-20T23:59:59Z');
const ids = [
  '00000000-0000-4000-8000-0000000000a1',
  '00000000-0000-4000-8000-0000000000b2',
  '00000000-0000-4000-8000-0000000000c3',
] as const;

describe('healthSummary', () => {
  it('counts each kind of trouble in one line, with the accounts whose balances stop, and names no bank', () => {
    const banks = [
      aBank({ id: ids[0], name: 'Revolut Business', status: 'requires_action' }),
      aBank({ id: ids[1], name: 'Qonto', status: 'error' }),
      aBank({ id: ids[2], name: 'Deutsche Bank', last_sync_at: '2026-11-16T10:00:00Z' }),
    ];
    const accounts = [
      anAccount({ name: 'GBP', bank: ids[0] }),
      anAccount({ name: 'Cards', bank: ids[0] }),
      anAccount({ name: 'Main', bank: ids[2] }),
    ];
    const summary = healthSummary(toHealthNotices(banks, accounts, { nowMs }));
    expect(summary).toEqual({
      tone: 'danger',
      sentence:
        '3 bank connections need attention: 1 needs a new sign-in, 1 failing, 1 out of date.' +
        ' Balances on 3 accounts stop at their last sync.',
    });
    for (const bank of banks) expect(summary?.sentence).not.toContain(bank.name);
  });

  it('is a warning when figures are only late, and soft when nothing is wrong yet', () => {
    const stale = [
      aBank({ id: ids[0], last_sync_at: '2026-11-16T10:00:00Z' }),
      aBank({ id: ids[1], last_sync_at: '2026-11-17T10:00:00Z' }),
    ];
    expect(healthSummary(toHealthNotices(stale, [anAccount({ bank: ids[0] })], { nowMs }))).toEqual({
      tone: 'warning',
      sentence: '2 bank connections need attention: 2 out of date. Balances on 1 account stop at their last sync.',
    });
    const consent = [aBank({ id: ids[0], consent_expires_at: '2026-11-25T00:00:00Z', last_sync_at: '2026-11-20T20:00:00Z' })];
    expect(healthSummary(toHealthNotices(consent, [], { nowMs }))).toEqual({
      tone: 'soft',
      sentence: '1 bank notice: 1 consent to renew.',
    });
  });

  it('says nothing when every connection is well', () => {
    expect(healthSummary([])).toBeNull();
  });
});
