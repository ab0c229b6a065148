import { plural } from '../../core/words/words.ts';
import type { Account } from '../../core/api/schemas/account.ts';
import { relationId } from '../../core/api/schemas/common.ts';
import type { Bank } from '../../core/api/schemas/reference.ts';
import { cutName } from '../../core/plain-text.ts';
import { bankHealth, consentState, describeAge, DEFAULT_STALE_AFTER_MS, type ConsentState } from './bank-health.ts';

export type HealthNotice = {
  bankId: string;
  /** `alert`: the figures behind it are not current; `notice`: worth knowing, nothing wrong yet. */
  severity: 'alert' | 'notice';
  kind: 'requires_action' | 'error' | 'stale' | 'ahead' | 'unknown' | 'consent';
  headline: string;
  affectedAccounts: string[];
  lastSyncAt: string | null;
  consent: ConsentState | null;
};

type Options = { nowMs: number; staleAfterMs?: number };

const ORDER: Record<HealthNotice['kind'], number> = { requires_action: 0, error: 1, stale: 2, ahead: 3, unknown: 4, consent: 5 };

/**
 * One notice per bank whose figures need a person's attention, alerts first. Accounts on a
 * delegated connection are never counted: their bank belongs to another workspace.
 */
export function toHealthNotices(
  banks: readonly Bank[],
  accounts: readonly Account[],
  { nowMs, staleAfterMs = DEFAULT_STALE_AFTER_MS }: Options,
): HealthNotice[] {
  const notices: HealthNotice[] = [];
  for (const bank of banks) {
    const affectedAccounts = accountsOf(bank.id, accounts);
    const health = bankHealth(bank, nowMs, staleAfterMs);
    const consent = consentState(bank, nowMs);
    const base = { bankId: bank.id, affectedAccounts, lastSyncAt: bank.last_sync_at, consent };
    const affected = describeAffected(affectedAccounts.length);
    // A headline is one line of text: a hostile 20,000-character name is cut there.
    const name = cutName(bank.name);
    switch (health.kind) {
      case 'requires_action':
        notices.push({
          ...base,
          severity: 'alert',
          kind: 'requires_action',
          headline: `Someone must sign in again at ${name} — ${affected}`,
        });
        break;
      case 'error':
        notices.push({ ...base, severity: 'alert', kind: 'error', headline: `The connection to ${name} is failing — ${affected}` });
        break;
      case 'stale': {
        const silence = health.ageMs === null ? 'has never synced' : `has not synced for ${describeAge(health.ageMs)}`;
        notices.push({ ...base, severity: 'alert', kind: 'stale', headline: `${name} ${silence} — ${affected}` });
        break;
      }
      case 'ahead':
        notices.push({
          ...base,
          severity: 'alert',
          kind: 'ahead',
          headline:
            `${name} synced ${describeAge(health.aheadMs)} after this browser's today: the data is dated later than the dashboard thinks` +
            ` — check this computer's clock` +
            ` (for a demo pinned to another day, its operator sets DASHBOARD_TODAY)`,
        });
        break;
      case 'unknown':
        notices.push({
          ...base,
          severity: 'notice',
          kind: 'unknown',
          headline: `${name} reports the status “${health.status}” — ${affected}`,
        });
        break;
      case 'current':
      case 'syncing':
        if (consent) notices.push({ ...base, severity: 'notice', kind: 'consent', headline: describeConsent(name, consent) });
        break;
    }
  }
  return notices.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
}

function accountsOf(bankId: string, accounts: readonly Account[]): string[] {
  return accounts
    .filter((account) => account.source !== 'delegated' && account.bank !== null && relationId(account.bank) === bankId)
    .map((account) => cutName(account.name));
}

function describeAffected(count: number): string {
  if (count === 0) return 'no accounts affected';
  return `${plural(count, 'account')} affected`;
}

function describeConsent(bankName: string, consent: ConsentState): string {
  if (consent.expired) return `The consent at ${bankName} has expired`;
  return `The consent at ${bankName} expires in ${plural(consent.daysLeft, 'day')}`;
}
