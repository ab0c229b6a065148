import { plural } from '../../core/words/words.ts';
import type { Bank } from '../../core/api/schemas/reference.ts';
import { localToday, type IsoDate } from '../../core/calendar-date.ts';

/** A `connected` bank silent for longer than this is the case the spec calls worth alerting on (2.8). */
export const DEFAULT_STALE_AFTER_MS = 24 * 60 * 60 * 1000;
export const CONSENT_NOTICE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Clocks drift by minutes; a sync an hour or more after now is data from another day. */
const AHEAD_TOLERANCE_MS = 60 * 60 * 1000;

export type BankHealth =
  | { kind: 'current' }
  | { kind: 'syncing' }
  | { kind: 'stale'; ageMs: number | null }
  /** Synced after the reader's now: this browser's today is behind the data (a wrong clock, or a demo pinned to another day). */
  | { kind: 'ahead'; aheadMs: number }
  | { kind: 'requires_action' }
  | { kind: 'error' }
  | { kind: 'unknown'; status: string };

type BankState = Pick<Bank, 'status' | 'last_sync_at'>;

/** What a bank's status and last sync mean for the figures behind it, at `nowMs`. */
export function bankHealth(bank: BankState, nowMs: number, staleAfterMs = DEFAULT_STALE_AFTER_MS): BankHealth {
  switch (bank.status) {
    case 'connected': {
      if (bank.last_sync_at === null) return { kind: 'stale', ageMs: null };
      const ageMs = nowMs - Date.parse(bank.last_sync_at);
      if (ageMs < -AHEAD_TOLERANCE_MS) return { kind: 'ahead', aheadMs: -ageMs };
      return ageMs > staleAfterMs ? { kind: 'stale', ageMs } : { kind: 'current' };
    }
    case 'loading':
      return { kind: 'syncing' };
    case 'requires_action':
      return { kind: 'requires_action' };
    case 'error':
      return { kind: 'error' };
    default:
      return { kind: 'unknown', status: bank.status };
  }
}

export type ConsentState = { expiresAt: string; expired: boolean; daysLeft: number };

/** The consent renewal worth a notice: expired, or expiring within `noticeDays`; null otherwise. */
export function consentState(bank: Pick<Bank, 'consent_expires_at'>, nowMs: number, noticeDays = CONSENT_NOTICE_DAYS): ConsentState | null {
  if (bank.consent_expires_at === null) return null;
  const leftMs = Date.parse(bank.consent_expires_at) - nowMs;
  if (leftMs > noticeDays * DAY_MS) return null;
  return { expiresAt: bank.consent_expires_at, expired: leftMs <= 0, daysLeft: Math.max(0, Math.ceil(leftMs / DAY_MS)) };
}

/**
 * The moment health is judged at: the clock, unless the dashboard follows a pinned "today"
 * (the demo), where the end of that day keeps every alert deterministic.
 * healthReferenceTime("2026-11-20", <a clock on 22 Nov>) === end of 20 Nov, local time
 */
export function healthReferenceTime(today: IsoDate, clockMs: number): number {
  if (localToday(new Date(clockMs)) === today) return clockMs;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + 1).getTime() - 1;
}

/** "26 hours", "4 days": how long a connection has been silent, in the largest sensible unit. */
export function describeAge(ageMs: number): string {
  const hours = Math.floor(ageMs / 3_600_000);
  if (hours < 48) return plural(hours, 'hour');
  const days = Math.floor(ageMs / DAY_MS);
  return `${days} days`;
}
