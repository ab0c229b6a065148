import type { AlertCondition, AlertRule, Delivery, DeliveryEvent, DestinationKind } from '../../core/alerts/contract.ts';
import { cashLevelInWords } from '../../core/alerts/cash-level-words.ts';
import { plural } from '../../core/words/words.ts';

/** How the words write what they do not decide: money in the workspace currency, an account by its name, a time in the workspace's zone. */
export type Wording = {
  money: (amount: string) => string;
  accountName: (id: string) => string | undefined;
  /** "Mon 1 Dec 08:00" */
  when: (iso: string) => string;
  /** "Monday" for 1 … "Sunday" for 7 */
  weekday: (isoWeekday: number) => string;
};

const hourOfDay = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/**
 * What a rule watches, in a sentence.
 * @example conditionInWords({ kind: 'projected_cash', level: { kind: 'amount', amount: '50000.00' }, withinWeeks: 5, countLate: false }, words)
 *   // 'Projected cash under €50,000.00 within 5 weeks, late items not counted'
 */
export function conditionInWords(condition: AlertCondition, words: Wording): string {
  switch (condition.kind) {
    case 'projected_cash':
      return `Projected cash under ${cashLevelInWords(condition.level, { amount: words.money, teamMinimum: null })} within ${plural(condition.withinWeeks, 'week')}, late items ${condition.countLate ? 'counted as arriving today' : 'not counted'}`;
    case 'balance': {
      const { scope } = condition;
      const whose =
        scope.kind === 'total'
          ? 'Total balance'
          : scope.kind === 'group'
            ? `Balance of the group “${scope.group}”`
            : `Balance of ${words.accountName(scope.accountId) ?? 'an account no longer listed'}`;
      return `${whose} ${condition.when} ${words.money(condition.amount)}`;
    }
    case 'bank_data':
      return `A bank connection not connected, not synced for ${plural(condition.staleAfterDays, 'day')}, or its consent expiring within ${plural(condition.consentWithinDays, 'day')}`;
    case 'late_items': {
      const items = condition.direction === 'inflow' ? 'Receipts' : 'Payments';
      const per = condition.per === 'counterparty' ? 'for one counterparty' : 'in total';
      return `${items} late by more than ${plural(condition.lateByDays, 'day')}, over ${words.money(condition.above)} ${per}`;
    }
    case 'board_pack':
      return `The month’s board pack on the ${ordinal(condition.workingDay)} working day at ${hourOfDay(condition.hour)}`;
    case 'weekly_summary':
      return `A weekly summary every ${words.weekday(condition.weekday)} at ${hourOfDay(condition.hour)}`;
  }
}

export type StateTone = 'ok' | 'firing' | 'error' | 'waiting' | 'paused';
/** A state as read and as shown: its words, and a shape that says the same without colour. */
export type StateInWords = { tone: StateTone; symbol: string; text: string };

/** A rule's state in words: OK, Firing since …, Never checked, Error: …, Next: …, Paused. A disabled rule is paused whatever it last was. */
export function stateInWords(rule: Pick<AlertRule, 'enabled' | 'state'>, words: Pick<Wording, 'when'>): StateInWords {
  const { state } = rule;
  if (!rule.enabled || state.status === 'paused') return { tone: 'paused', symbol: '‖', text: 'Paused' };
  switch (state.status) {
    case 'ok':
      return { tone: 'ok', symbol: '✓', text: 'OK' };
    case 'firing':
      return { tone: 'firing', symbol: '▲', text: state.since ? `Firing since ${words.when(state.since)}` : 'Firing' };
    case 'error':
      return { tone: 'error', symbol: '✕', text: `Error: ${state.lastFailure?.message ?? 'the last check failed'}` };
    case 'scheduled':
      return { tone: 'waiting', symbol: '◷', text: state.nextRunAt ? `Next: ${words.when(state.nextRunAt)}` : 'Scheduled' };
    case 'never_checked':
      return { tone: 'waiting', symbol: '○', text: 'Never checked' };
  }
}

export const EVENT_LABELS: Record<DeliveryEvent, string> = {
  fired: 'Fired',
  repeated: 'Repeated',
  changed: 'Changed',
  resolved: 'Resolved',
  scheduled: 'Scheduled',
  test: 'Test',
};
export const CHANNEL_LABELS: Record<DestinationKind, string> = { email: 'E-mail', slack: 'Slack', teams: 'Teams', webhook: 'Webhook' };

/** Sent at … / Pending, next try at … (and why, after a failed try) / Failed: the error. */
export function deliveryStatusInWords(
  delivery: Pick<Delivery, 'status' | 'sentAt' | 'nextAttemptAt' | 'lastError'>,
  words: Pick<Wording, 'when'>,
): StateInWords {
  if (delivery.status === 'sent')
    return { tone: 'ok', symbol: '✓', text: delivery.sentAt ? `Sent ${words.when(delivery.sentAt)}` : 'Sent' };
  if (delivery.status === 'failed') return { tone: 'error', symbol: '✕', text: `Failed: ${delivery.lastError ?? 'no reason given'}` };
  const at = delivery.nextAttemptAt ? words.when(delivery.nextAttemptAt) : null;
  if (delivery.lastError === null) return { tone: 'waiting', symbol: '◷', text: at ? `Pending, next try at ${at}` : 'Pending' };
  const retry = at ? `retry at ${at}` : 'retried soon';
  return { tone: 'waiting', symbol: '◷', text: `Pending: ${retry}; the last try failed: ${delivery.lastError}` };
}

/** Hours between repeats in words; null sends once when it starts and once when it ends. */
export function repeatInWords(hours: number | null): string {
  if (hours === null) return 'Once when it starts, once when it ends';
  const every = (n: number, unit: string) => `Every ${n === 1 ? unit : `${n} ${unit}s`} while it holds`;
  return hours % 24 === 0 ? every(hours / 24, 'day') : every(hours, 'hour');
}

/**
 * "Mon 1 Dec 08:00" in a time zone (the year added when not `now`'s): the parts the reader's
 * locale names, in a fixed order so a column of them lines up.
 */
export function whenFormatter(timeZone: string, locale?: string, now = new Date()): (iso: string) => string {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const yearFormat = new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric' });
  const thisYear = yearFormat.format(now);
  return (iso) => {
    const date = new Date(iso);
    const parts = format.formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
    const year = yearFormat.format(date);
    return `${part('weekday')} ${part('day')} ${part('month')}${year === thisYear ? '' : ` ${year}`} ${part('hour')}:${part('minute')}`;
  };
}

/** 1 Monday … 7 Sunday in the reader's language. */
export function weekdayNamer(locale?: string): (isoWeekday: number) => string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return (isoWeekday) => format.format(new Date(Date.UTC(2024, 0, isoWeekday)));
}
