import { describe, expect, it } from 'vitest';
import { aBank, anAccount } from '../../core/api/testing/account-fixtures.ts';
import { toHealthNotices } from './to-health-notices.ts';

const nowMs = Date.parse('2026-11-20T23:59:59Z');
const bankA = '00000000-0000-4000-8000-0000000000a1';
const bankB = '00000000-0000-4000-8000-0000000000b2';

describe('toHealthNotices', () => {
  it('says nothing about a fresh connection', () => {
    expect(toHealthNotices([aBank()], [anAccount()], { nowMs })).toEqual([]);
  });

  it('asks for a sign-in and names the bank and the accounts affected', () => {
    const banks = [aBank({ id: bankA, name: 'Revolut Business', status: 'requires_action' })];
    const accounts = [anAccount({ name: 'GBP', bank: bankA }), anAccount({ name: 'Cards', bank: bankA }), anAccount({ name: 'Other' })];
    const [notice] = toHealthNotices(banks, accounts, { nowMs });
    expect(notice).toMatchObject({
      severity: 'alert',
      kind: 'requires_action',
      headline: 'Someone must sign in again at Revolut Business — 2 accounts affected',
      affectedAccounts: ['GBP', 'Cards'],
    });
  });

  it('alerts on a connected bank silent for more than a day, and on failures', () => {
    const banks = [
      aBank({ id: bankA, name: 'Deutsche Bank', last_sync_at: '2026-11-16T10:00:00Z' }),
      aBank({ id: bankB, name: 'Qonto', status: 'error' }),
    ];
    const notices = toHealthNotices(banks, [anAccount({ bank: bankA })], { nowMs });
    expect(notices.map((notice) => [notice.kind, notice.headline])).toEqual([
      ['error', 'The connection to Qonto is failing — no accounts affected'],
      ['stale', 'Deutsche Bank has not synced for 4 days — 1 account affected'],
    ]);
  });

  it("warns when a bank synced after the dashboard's today, as a demo pinned to a later day does", () => {
    const banks = [aBank({ name: 'BNP Paribas', last_sync_at: '2026-11-27T08:00:00Z' })];
    const [notice] = toHealthNotices(banks, [anAccount()], { nowMs });
    expect(notice).toMatchObject({ severity: 'alert', kind: 'ahead' });
    expect(notice?.headline).toMatch(
      /^BNP Paribas synced 6 days after this browser's today: the data is dated later than the dashboard thinks/,
    );
  });

  it('honours a custom staleness threshold', () => {
    const banks = [aBank({ last_sync_at: '2026-11-20T06:00:00Z' })];
    expect(toHealthNotices(banks, [], { nowMs, staleAfterMs: 3_600_000 })[0]?.kind).toBe('stale');
  });

  it('never counts a delegated account, whose bank id belongs to another workspace', () => {
    const banks = [aBank({ status: 'requires_action' })];
    const [notice] = toHealthNotices(banks, [anAccount({ source: 'delegated' })], { nowMs });
    expect(notice?.affectedAccounts).toEqual([]);
  });

  it('shows an unknown status as itself, as a notice', () => {
    const [notice] = toHealthNotices([aBank({ status: 'paused' })], [], { nowMs });
    expect(notice).toMatchObject({
      severity: 'notice',
      kind: 'unknown',
      headline: 'BNP Paribas reports the status “paused” — no accounts affected',
    });
  });

  it('adds a softer notice when a healthy connection’s consent runs out within 14 days', () => {
    const banks = [aBank({ consent_expires_at: '2026-11-30T00:00:00Z' })];
    expect(toHealthNotices(banks, [], { nowMs })[0]).toMatchObject({
      severity: 'notice',
      kind: 'consent',
      headline: 'The consent at BNP Paribas expires in 10 days',
    });
  });

  it('treats a syncing bank as fine', () => {
    expect(toHealthNotices([aBank({ status: 'loading', last_sync_at: null })], [], { nowMs })).toEqual([]);
  });
});
