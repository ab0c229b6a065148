import { bankStatusWords } from '../../core/words/bank-status.ts';
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

/** A bank's health in words (the core's, which the alerts write too), with a tone for the badge that never carries the meaning alone. */
export function healthLabel(health: BankHealth): { text: string; tone: StatusTone } {
  const text = bankStatusWords(health.kind, health.kind === 'unknown' ? health.status : '');
  return { text, tone: TONES[health.kind] };
}

const TONES: Record<BankHealth['kind'], StatusTone> = {
  current: 'ok',
  syncing: 'busy',
  stale: 'warning',
  ahead: 'warning',
  requires_action: 'danger',
  error: 'danger',
  unknown: 'neutral',
};
