import { describe, expect, it } from 'vitest';
import type { AlertRule } from '../../core/alerts/contract.ts';
import { aRuleState } from '../../core/alerts/testing/rule-state.ts';
import { changeFromDraft, draftFromRule, emptyDraft, newDestinationKey, ruleFromDraft } from './rule-draft.ts';

const hookId = '2c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f';
const saved: AlertRule = {
  id: '1c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
  name: 'Cash under the minimum',
  condition: { kind: 'projected_cash', level: { kind: 'amount', amount: '50000.00' }, withinWeeks: 5, countLate: false },
  repeatEveryHours: null,
  destinations: [{ id: hookId, kind: 'webhook', target: 'https://hooks.example.com/cash', signingSecret: 'whsec_1' }],
  enabled: true,
  state: aRuleState(),
  subscriberCount: 0,
  subscribed: false,
  createdBy: 'Ada',
  updatedAt: '2025-11-20T10:00:00Z',
  canEdit: true,
};

describe('ruleFromDraft', () => {
  it('reads amounts as the amount inputs do, and whole numbers, into the contract', () => {
    const draft = { ...emptyDraft(), name: '  Late customers ', kind: 'late_items' as const, above: '10,000', lateByDays: '30' };
    expect(ruleFromDraft(draft)).toEqual({
      value: {
        name: 'Late customers',
        condition: { kind: 'late_items', direction: 'inflow', lateByDays: 30, above: '10000.00', per: 'counterparty' },
        repeatEveryHours: 24,
        destinations: [],
        enabled: true,
      },
      errors: {},
    });
  });

  it('puts each error beside its field, by the path the server names as param', () => {
    const draft = {
      ...emptyDraft(),
      levelKind: 'amount' as const,
      levelAmount: '-5',
      withinWeeks: '60',
      repeatEveryHours: '1.5',
      destinations: [{ key: newDestinationKey(), kind: 'slack' as const, value: 'not a url' }],
    };
    const { value, errors } = ruleFromDraft(draft);
    expect(value).toBeNull();
    expect(Object.keys(errors).sort()).toEqual([
      'condition.level.amount',
      'condition.withinWeeks',
      'destinations.0.url',
      'name',
      'repeatEveryHours',
    ]);
    expect(errors['destinations.0.url']).toBe('A webhook address is an http(s) URL.');
  });

  it('sends once when the repeat is left empty', () => {
    expect(ruleFromDraft({ ...emptyDraft(), name: 'Once', repeatEveryHours: ' ' }).value?.repeatEveryHours).toBeNull();
  });
});

describe('changeFromDraft', () => {
  it('keeps an untouched destination by its id and sends a changed one as new', () => {
    const draft = draftFromRule(saved);
    expect(draft.levelAmount).toBe('50000.00');
    expect(changeFromDraft(draft).value?.destinations).toEqual([{ id: hookId }]);
    const [hook] = draft.destinations;
    if (!hook) throw new Error('no destination');
    const edited = { ...draft, destinations: [{ ...hook, value: 'https://hooks.example.com/other' }] };
    expect(changeFromDraft(edited).value?.destinations).toEqual([{ kind: 'webhook', url: 'https://hooks.example.com/other' }]);
  });
});
