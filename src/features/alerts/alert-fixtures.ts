import type { AlertRule, Delivery } from '../../core/alerts/contract.ts';
import { aRuleState } from '../../core/alerts/testing/rule-state.ts';

/** Answers as the contract's schemas allow them, for the page's tests. */
export const RULE_ID = '1c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f';
export const SCHEDULE_ID = '3c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f';

export const cashRule: AlertRule = {
  id: RULE_ID,
  name: 'Cash under 50k',
  condition: { kind: 'projected_cash', level: { kind: 'amount', amount: '50000.00' }, withinWeeks: 5, countLate: false },
  repeatEveryHours: 24,
  destinations: [{ id: '2c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', kind: 'slack', target: 'https://hooks.slack.com/services/T0/B0/secret' }],
  enabled: true,
  state: {
    status: 'firing',
    since: '2026-11-23T07:00:00Z',
    lastCheckedAt: '2026-11-27T09:45:00Z',
    lastSentAt: '2026-11-26T07:00:00Z',
    nextRunAt: null,
    lastFailure: null,
    channelFailures: [],
    reading: 'Lowest projected cash €12,400.00 on 14 Jan 2027',
  },
  subscriberCount: 2,
  subscribed: false,
  createdBy: 'Ada Lovelace',
  updatedAt: '2026-11-20T10:00:00Z',
  canEdit: true,
};

export const boardPackRule: AlertRule = {
  ...cashRule,
  id: SCHEDULE_ID,
  name: 'Board pack',
  condition: { kind: 'board_pack', workingDay: 2, hour: 8 },
  repeatEveryHours: null,
  destinations: [{ id: '4c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', kind: 'email', target: 'board@acme-holdings.example' }],
  state: aRuleState({ status: 'scheduled', nextRunAt: '2026-12-02T07:00:00Z' }),
  subscriberCount: 1,
  subscribed: true,
};

export const capabilities = { email: false, pdf: false, privateWebhooks: false, timeZone: 'Europe/Paris' };

export function delivery(n: number, fields: Partial<Delivery> = {}): Delivery {
  return {
    id: `5d3c1f5e-8a4b-4c2d-9e1f-${String(n).padStart(12, '0')}`,
    ruleId: RULE_ID,
    ruleName: 'Cash under 50k',
    event: 'fired',
    channel: 'email',
    recipient: 'grace@example.com',
    subject: 'Projected cash under €50,000.00 on 14 Jan 2027',
    status: 'sent',
    attempts: 1,
    createdAt: '2026-11-26T07:00:00Z',
    sentAt: '2026-11-26T07:00:03Z',
    nextAttemptAt: null,
    lastError: null,
    ...fields,
  };
}

export const erringRule: AlertRule = {
  ...cashRule,
  id: '7c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
  name: 'Acme late',
  condition: { kind: 'late_items', direction: 'inflow', lateByDays: 30, above: '10000.00', per: 'counterparty' },
  destinations: [],
  state: {
    ...cashRule.state,
    status: 'error',
    since: null,
    reading: null,
    lastFailure: { at: '2026-11-27T09:45:00Z', message: 'Acme Corp owes €31,000.00: the API answered 503' },
  },
};
