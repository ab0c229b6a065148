import { describe, expect, it } from 'vitest';
import type { AlertRule, Delivery } from '../../core/alerts/contract.ts';
import { aRuleState } from '../../core/alerts/testing/rule-state.ts';
import { deliveriesRefreshMs, rulesRefreshMs } from './alert-queries.ts';

const capabilities = { email: true, pdf: false, privateWebhooks: false, timeZone: 'Europe/Paris' };
const state = aRuleState();
const cashRule: AlertRule = {
  id: '1c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
  name: 'Cash under 50k',
  condition: { kind: 'balance', scope: { kind: 'total' }, when: 'under', amount: '50000.00' },
  repeatEveryHours: null,
  destinations: [],
  enabled: true,
  state,
  subscriberCount: 0,
  subscribed: false,
  createdBy: 'Eve',
  updatedAt: '2026-11-27T09:00:00Z',
  canEdit: true,
};
const delivery = (n: number, fields: Partial<Delivery> = {}): Delivery => ({
  id: `0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3${n}`,
  ruleId: cashRule.id,
  ruleName: cashRule.name,
  event: 'fired',
  channel: 'email',
  recipient: 'cfo@example.com',
  subject: 'Cash under €50,000.00',
  status: 'sent',
  attempts: 1,
  createdAt: '2026-11-27T09:00:00Z',
  sentAt: '2026-11-27T09:00:01Z',
  nextAttemptAt: null,
  lastError: null,
  ...fields,
});

const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('rulesRefreshMs', () => {
  it('follows closely while a rule waits for its first check, calmly otherwise', () => {
    const waiting = { ...cashRule, state: { ...cashRule.state, status: 'never_checked' as const } };
    expect(rulesRefreshMs({ rules: [cashRule, waiting], capabilities })).toBe(3_000);
    expect(rulesRefreshMs({ rules: [cashRule], capabilities })).toBe(60_000);
    expect(rulesRefreshMs({ rules: [{ ...waiting, enabled: false }], capabilities })).toBe(60_000);
    expect(rulesRefreshMs(undefined)).toBe(60_000);
  });
});

describe('deliveriesRefreshMs', () => {
  it('follows closely while a delivery is due to leave within the minute', () => {
    const dueNow = delivery(1, { status: 'pending', nextAttemptAt: '2026-11-27T10:00:20Z' });
    const dueLater = delivery(2, { status: 'pending', nextAttemptAt: '2026-11-27T11:00:00Z' });
    expect(deliveriesRefreshMs([{ deliveries: [dueLater, dueNow], next: null }], NOW)).toBe(3_000);
    expect(deliveriesRefreshMs([{ deliveries: [dueLater, delivery(3)], next: null }], NOW)).toBe(60_000);
    expect(deliveriesRefreshMs(undefined, NOW)).toBe(60_000);
  });
});
