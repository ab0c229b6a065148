import { agreeing, plural } from '../../core/words/words.ts';
import type { HealthNotice } from './to-health-notices.ts';

/** The bank notices in one line, for a first screen whose figure is the cash: the detail is on /accounts. */
export type HealthSummary = {
  /** `danger`: a connection is broken; `warning`: figures are late or odd; `soft`: worth knowing, nothing wrong yet. */
  tone: 'danger' | 'warning' | 'soft';
  sentence: string;
};

// The notices' own order (to-health-notices.ts), each kind in a few words after its count.
const KIND_WORDS: Record<HealthNotice['kind'], { one: string; many: string }> = {
  requires_action: { one: 'needs a new sign-in', many: 'need a new sign-in' },
  error: { one: 'failing', many: 'failing' },
  stale: { one: 'out of date', many: 'out of date' },
  ahead: { one: 'dated after today', many: 'dated after today' },
  unknown: { one: 'with an unknown status', many: 'with an unknown status' },
  consent: { one: 'consent to renew', many: 'consents to renew' },
};

/**
 * "3 bank connections need attention: 1 needs a new sign-in, 1 failing, 1 out of date. Balances
 * on 4 accounts stop at their last sync." Null when there is nothing to say. Names stay on /accounts:
 * the line reads the same in presentation mode.
 */
export function healthSummary(notices: readonly HealthNotice[]): HealthSummary | null {
  if (notices.length === 0) return null;
  const counts = new Map<HealthNotice['kind'], number>();
  for (const notice of notices) counts.set(notice.kind, (counts.get(notice.kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, count]) => plural(count, KIND_WORDS[kind].one, KIND_WORDS[kind].many));
  const alerts = notices.filter((notice) => notice.severity === 'alert');
  const head =
    alerts.length > 0
      ? `${plural(notices.length, 'bank connection')} ${agreeing(notices.length, 'needs', 'need')} attention`
      : plural(notices.length, 'bank notice');
  const stopped = new Set(alerts.flatMap((notice) => notice.affectedAccounts)).size;
  const tail = stopped > 0 ? ` Balances on ${plural(stopped, 'account')} stop at their last sync.` : '';
  return { tone: toneOf(notices), sentence: `${head}: ${parts.join(', ')}.${tail}` };
}

function toneOf(notices: readonly HealthNotice[]): HealthSummary['tone'] {
  if (notices.some((notice) => notice.kind === 'requires_action' || notice.kind === 'error')) return 'danger';
  return notices.some((notice) => notice.severity === 'alert') ? 'warning' : 'soft';
}
