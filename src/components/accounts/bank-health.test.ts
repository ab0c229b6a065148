import { describe, expect, it } from 'vitest';
import { bankHealth, consentState, describeAge, healthReferenceTime } from './bank-health.ts';

const now = Date.parse('2026-11-20T23:00:00Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('bankHealth', () => {
  it('treats a connected bank synced within 24 hours as current', () => {
    expect(bankHealth({ status: 'connected', last_sync_at: hoursAgo(23) }, now)).toEqual({ kind: 'current' });
    expect(bankHealth({ status: 'connected', last_sync_at: hoursAgo(24) }, now)).toEqual({ kind: 'current' });
  });

  it('flags a connected bank silent for longer than the threshold as stale', () => {
    expect(bankHealth({ status: 'connected', last_sync_at: hoursAgo(25) }, now)).toEqual({ kind: 'stale', ageMs: 25 * 3_600_000 });
    expect(bankHealth({ status: 'connected', last_sync_at: hoursAgo(3) }, now, 2 * 3_600_000).kind).toBe('stale');
  });

  it("flags a bank synced an hour or more after now: the reader's today is behind the data", () => {
    expect(bankHealth({ status: 'connected', last_sync_at: hoursAgo(-0.5) }, now)).toEqual({ kind: 'current' });
    expect(bankHealth({ status: 'connected', last_sync_at: hoursAgo(-7 * 24) }, now)).toEqual({
      kind: 'ahead',
      aheadMs: 7 * 24 * 3_600_000,
    });
  });

  it('flags a connected bank that never synced as stale', () => {
    expect(bankHealth({ status: 'connected', last_sync_at: null }, now)).toEqual({ kind: 'stale', ageMs: null });
  });

  it.each([
    ['loading', { kind: 'syncing' }],
    ['requires_action', { kind: 'requires_action' }],
    ['error', { kind: 'error' }],
    ['paused', { kind: 'unknown', status: 'paused' }],
  ] as const)('maps status %s whatever the last sync', (status, expected) => {
    expect(bankHealth({ status, last_sync_at: hoursAgo(200) }, now)).toEqual(expected);
  });
});

describe('consentState', () => {
  const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString();

  it('is null without a date or beyond 14 days', () => {
    expect(consentState({ consent_expires_at: null }, now)).toBeNull();
    expect(consentState({ consent_expires_at: inDays(15) }, now)).toBeNull();
  });

  it('warns within 14 days and counts the days left', () => {
    expect(consentState({ consent_expires_at: inDays(14) }, now)).toEqual({ expiresAt: inDays(14), expired: false, daysLeft: 14 });
    expect(consentState({ consent_expires_at: inDays(0.5) }, now)?.daysLeft).toBe(1);
  });

  it('reports an expired consent', () => {
    expect(consentState({ consent_expires_at: inDays(-2) }, now)).toMatchObject({ expired: true, daysLeft: 0 });
  });
});

describe('healthReferenceTime', () => {
  it('uses the clock when today is the real local day', () => {
    const clock = new Date(2026, 10, 22, 9, 30).getTime();
    expect(healthReferenceTime('2026-11-22', clock)).toBe(clock);
  });

  it('uses the end of a pinned day otherwise, so the demo is deterministic', () => {
    const clock = new Date(2026, 10, 22, 9, 30).getTime();
    expect(healthReferenceTime('2026-11-20', clock)).toBe(new Date(2026, 10, 20, 23, 59, 59, 999).getTime());
  });
});

describe('describeAge', () => {
  it.each([
    [1, '1 hour'],
    [26, '26 hours'],
    [47, '47 hours'],
    [48, '2 days'],
    [4 * 24 + 5, '4 days'],
  ])('%i hours reads %s', (hours, text) => {
    expect(describeAge(hours * 3_600_000)).toBe(text);
  });
});
