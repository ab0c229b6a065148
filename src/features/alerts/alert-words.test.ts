import { describe, expect, it } from 'vitest';
import type { AlertRule } from '../../core/alerts/contract.ts';
import { aRuleState } from '../../core/alerts/testing/rule-state.ts';
import { formatMoneyString } from '../../core/money.ts';
import {
  conditionInWords,
  deliveryStatusInWords,
  repeatInWords,
  stateInWords,
  weekdayNamer,
  whenFormatter,
  type Wording,
} from './alert-words.ts';

const when = whenFormatter('Europe/Paris', 'en-GB', new Date('2025-11-20T12:00:00Z'));
const words: Wording = {
  money: (amount) => formatMoneyString(amount, 'EUR', { locale: 'en-GB' }),
  accountName: (id) => (id === '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f' ? 'Main account' : undefined),
  when,
  weekday: weekdayNamer('en-GB'),
};

describe('conditionInWords', () => {
  it('says what a projected-cash rule watches, with its level, horizon and late items', () => {
    expect(
      conditionInWords({ kind: 'projected_cash', level: { kind: 'amount', amount: '50000.00' }, withinWeeks: 5, countLate: false }, words),
    ).toBe('Projected cash under €50,000.00 within 5 weeks, late items not counted');
    expect(conditionInWords({ kind: 'projected_cash', level: { kind: 'minimum' }, withinWeeks: 1, countLate: true }, words)).toBe(
      'Projected cash under the team minimum within 1 week, late items counted as arriving today',
    );
  });

  it('names a balance by its account, group or the total, and an account no longer listed as such', () => {
    const account = { kind: 'account', accountId: '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f' } as const;
    expect(conditionInWords({ kind: 'balance', scope: account, when: 'over', amount: '1000.00' }, words)).toBe(
      'Balance of Main account over €1,000.00',
    );
    expect(
      conditionInWords(
        { kind: 'balance', scope: { ...account, accountId: '1c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f' }, when: 'under', amount: '1.00' },
        words,
      ),
    ).toBe('Balance of an account no longer listed under €1.00');
    expect(conditionInWords({ kind: 'balance', scope: { kind: 'group', group: 'Payroll' }, when: 'under', amount: '0.50' }, words)).toBe(
      'Balance of the group “Payroll” under €0.50',
    );
    expect(conditionInWords({ kind: 'balance', scope: { kind: 'total' }, when: 'under', amount: '0.00' }, words)).toBe(
      'Total balance under €0.00',
    );
  });

  it('words bank data, late items and the two schedules', () => {
    expect(conditionInWords({ kind: 'bank_data', staleAfterDays: 3, consentWithinDays: 1 }, words)).toBe(
      'A bank connection not connected, not synced for 3 days, or its consent expiring within 1 day',
    );
    expect(
      conditionInWords({ kind: 'late_items', direction: 'inflow', lateByDays: 30, above: '10000.00', per: 'counterparty' }, words),
    ).toBe('Receipts late by more than 30 days, over €10,000.00 for one counterparty');
    expect(conditionInWords({ kind: 'late_items', direction: 'outflow', lateByDays: 1, above: '5.00', per: 'total' }, words)).toBe(
      'Payments late by more than 1 day, over €5.00 in total',
    );
    expect(conditionInWords({ kind: 'board_pack', workingDay: 2, hour: 8 }, words)).toBe(
      'The month’s board pack on the 2nd working day at 08:00',
    );
    expect(conditionInWords({ kind: 'board_pack', workingDay: 1, hour: 17 }, words)).toBe(
      'The month’s board pack on the 1st working day at 17:00',
    );
    expect(conditionInWords({ kind: 'weekly_summary', weekday: 7, hour: 9 }, words)).toBe('A weekly summary every Sunday at 09:00');
  });
});

describe('stateInWords', () => {
  it('gives each state words and a shape, never colour alone', () => {
    const shown = (fields: Partial<AlertRule['state']>, enabled = true) => stateInWords({ enabled, state: aRuleState(fields) }, words);
    expect(shown({ status: 'ok' })).toEqual({ tone: 'ok', symbol: '✓', text: 'OK' });
    expect(shown({ status: 'firing', since: '2025-11-17T07:00:00Z' }).text).toBe('Firing since Mon 17 Nov 08:00');
    expect(shown({ status: 'never_checked' }).text).toBe('Never checked');
    expect(shown({ status: 'error', lastFailure: { at: '2025-11-17T07:00:00Z', message: 'The API answered 503' } }).text).toBe(
      'Error: The API answered 503',
    );
    expect(shown({ status: 'scheduled', nextRunAt: '2025-12-01T07:00:00Z' }).text).toBe('Next: Mon 1 Dec 08:00');
    expect(shown({ status: 'firing', since: '2025-11-17T07:00:00Z' }, false)).toEqual({ tone: 'paused', symbol: '‖', text: 'Paused' });
    const symbols = new Set(
      ['ok', 'firing', 'error', 'scheduled', 'paused'].map((status) => shown({ status: status as AlertRule['state']['status'] }).symbol),
    );
    expect(symbols.size).toBe(5);
  });

  it('writes the year of a time not in this year, in the workspace zone across DST', () => {
    expect(when('2026-07-06T06:00:00Z')).toBe('Mon 6 Jul 2026 08:00');
  });
});

describe('deliveryStatusInWords and repeatInWords', () => {
  it('says when it was sent, when a pending one is tried (and why again), or failed with the error', () => {
    const none = { sentAt: null, nextAttemptAt: null, lastError: null };
    expect(deliveryStatusInWords({ ...none, status: 'sent', sentAt: '2025-11-20T13:05:42Z' }, words).text).toBe('Sent Thu 20 Nov 14:05');
    expect(deliveryStatusInWords({ ...none, status: 'pending', nextAttemptAt: '2025-11-20T13:05:00Z' }, words).text).toBe(
      'Pending, next try at Thu 20 Nov 14:05',
    );
    expect(
      deliveryStatusInWords(
        { ...none, status: 'pending', nextAttemptAt: '2025-11-20T13:05:00Z', lastError: 'The webhook answered 500' },
        words,
      ).text,
    ).toBe('Pending: retry at Thu 20 Nov 14:05; the last try failed: The webhook answered 500');
    expect(deliveryStatusInWords({ ...none, status: 'failed', lastError: '550 mailbox unavailable' }, words).text).toBe(
      'Failed: 550 mailbox unavailable',
    );
  });

  it('says how often a holding condition repeats', () => {
    expect(repeatInWords(null)).toBe('Once when it starts, once when it ends');
    expect(repeatInWords(48)).toBe('Every 2 days while it holds');
    expect(repeatInWords(1)).toBe('Every hour while it holds');
    expect(repeatInWords(24)).toBe('Every day while it holds');
    expect(repeatInWords(36)).toBe('Every 36 hours while it holds');
  });
});
