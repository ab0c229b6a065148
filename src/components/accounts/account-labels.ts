import type { BankHealth } from './bank-health.ts';

/** Words for an account's source; a value added later is shown as itself. */
export function sourceLabel(source: string): string {
  switch (source) {
    case 'bank':
      return 'Bank feed';
    case 'manual':
      return 'Manual';
    case 'delegated':
      return 'Delegated';
    default:
      return source;
  }
}

export type StatusTone = 'ok' | 'busy' | 'warning' | 'danger' | 'neutral';

/** A bank's health in words, with a tone for the badge that never carries the meaning alone. */
export function healthLabel(health: BankHealth): { text: string; tone: StatusTone } {
  switch (health.kind) {
    case 'current':
      return { text: 'Connected', tone: 'ok' };
    case 'syncing':
      return { text: 'Syncing', tone: 'busy' };
    case 'stale':
      return { text: 'Connected, not syncing', tone: 'warning' };
    case 'ahead':
      return { text: 'Synced after today', tone: 'warning' };
    case 'requires_action':
      return { text: 'Sign-in needed', tone: 'danger' };
    case 'error':
      return { text: 'Error', tone: 'danger' };
    case 'unknown':
      return { text: health.status, tone: 'neutral' };
  }
}
