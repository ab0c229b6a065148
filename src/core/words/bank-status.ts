/**
 * A bank connection's state as the dashboard names it on /accounts (its badge), written once for the page and for
 * the alerts' messages. `unknown` is a status this dashboard does not know yet: it is shown as the API writes it.
 */
export type BankStatusKind = 'current' | 'syncing' | 'stale' | 'ahead' | 'requires_action' | 'error' | 'unknown';

const STATUS_WORDS: Record<Exclude<BankStatusKind, 'unknown'>, string> = {
  current: 'Connected',
  syncing: 'Syncing',
  stale: 'Connected, not syncing',
  ahead: 'Synced after today',
  requires_action: 'Sign-in needed',
  error: 'Error',
};

/** @example bankStatusWords('requires_action') // 'Sign-in needed' */
export function bankStatusWords(kind: BankStatusKind, status = ''): string {
  return kind === 'unknown' ? status : STATUS_WORDS[kind];
}
