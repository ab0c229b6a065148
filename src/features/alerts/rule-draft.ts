// The form shows zod's own words for a field it refuses (an address that is no e-mail address).
import '../../core/zod-english.ts';
import { parseAmountInput } from '../../core/amount-input.ts';
import {
  type AlertCondition,
  type AlertKind,
  type AlertRule,
  type DestinationKind,
  MAX_DESTINATIONS,
  type NewDestination,
  newRuleSchema,
  type NewRule,
  type RuleChange,
} from '../../core/alerts/contract.ts';

export const KIND_LABELS: Record<AlertKind, string> = {
  projected_cash: 'Projected cash under a level',
  balance: 'Balance of an account, a group or the total',
  bank_data: 'Bank data out of date',
  late_items: 'Late receipts or payments',
  board_pack: 'Monthly board pack',
  weekly_summary: 'Weekly summary',
};

export type DestinationDraft = {
  /** React's key: stable while rows are added and removed. */
  key: string;
  kind: DestinationKind;
  value: string;
  /** A saved destination: its id and what it was, so an untouched one is kept by id. */
  saved?: { id: string; kind: DestinationKind; value: string; signingSecret?: string | undefined };
};

/** The form as typed: every field a string or a boolean, whatever the kind, so switching kinds loses nothing. */
export type RuleDraft = {
  name: string;
  kind: AlertKind;
  levelKind: 'zero' | 'minimum' | 'amount';
  levelAmount: string;
  withinWeeks: string;
  countLate: boolean;
  scopeKind: 'total' | 'account' | 'group';
  accountId: string;
  group: string;
  when: 'under' | 'over';
  amount: string;
  staleAfterDays: string;
  consentWithinDays: string;
  direction: 'inflow' | 'outflow';
  lateByDays: string;
  above: string;
  per: 'counterparty' | 'total';
  workingDay: string;
  hour: string;
  weekday: string;
  /** Hours between repeats; '' sends once when it starts and once when it ends. */
  repeatEveryHours: string;
  destinations: DestinationDraft[];
  enabled: boolean;
};

let keys = 0;
export const newDestinationKey = () => `destination-${++keys}`;

export function emptyDraft(): RuleDraft {
  return {
    name: '',
    kind: 'projected_cash',
    levelKind: 'minimum',
    levelAmount: '',
    withinWeeks: '5',
    countLate: false,
    scopeKind: 'total',
    accountId: '',
    group: '',
    when: 'under',
    amount: '',
    staleAfterDays: '3',
    consentWithinDays: '14',
    direction: 'inflow',
    lateByDays: '30',
    above: '',
    per: 'counterparty',
    workingDay: '2',
    hour: '8',
    weekday: '1',
    repeatEveryHours: '24',
    destinations: [],
    enabled: true,
  };
}

function conditionFields(condition: AlertCondition): Partial<RuleDraft> {
  switch (condition.kind) {
    case 'projected_cash':
      return {
        levelKind: condition.level.kind,
        levelAmount: condition.level.kind === 'amount' ? condition.level.amount : '',
        withinWeeks: String(condition.withinWeeks),
        countLate: condition.countLate,
      };
    case 'balance':
      return {
        scopeKind: condition.scope.kind,
        accountId: condition.scope.kind === 'account' ? condition.scope.accountId : '',
        group: condition.scope.kind === 'group' ? condition.scope.group : '',
        when: condition.when,
        amount: condition.amount,
      };
    case 'bank_data':
      return { staleAfterDays: String(condition.staleAfterDays), consentWithinDays: String(condition.consentWithinDays) };
    case 'late_items':
      return { direction: condition.direction, lateByDays: String(condition.lateByDays), above: condition.above, per: condition.per };
    case 'board_pack':
      return { workingDay: String(condition.workingDay), hour: String(condition.hour) };
    case 'weekly_summary':
      return { weekday: String(condition.weekday), hour: String(condition.hour) };
  }
}

/** A saved rule in the form, its destinations as the editor sees them (whole URLs, secrets). */
export function draftFromRule(rule: AlertRule): RuleDraft {
  return {
    ...emptyDraft(),
    ...conditionFields(rule.condition),
    name: rule.name,
    kind: rule.condition.kind,
    repeatEveryHours: rule.repeatEveryHours === null ? '' : String(rule.repeatEveryHours),
    enabled: rule.enabled,
    destinations: rule.destinations.map((destination) => ({
      key: newDestinationKey(),
      kind: destination.kind,
      value: destination.target,
      saved: { id: destination.id, kind: destination.kind, value: destination.target, signingSecret: destination.signingSecret },
    })),
  };
}

/** Field errors by the body's path ("condition.withinWeeks", "destinations.1.url"), as the server's `param` names them. */
export type FieldErrors = Record<string, string>;

type Read<Value> = { value: Value; errors: FieldErrors };

/** An amount typed as the dashboard's amount inputs take it ("50,000" is 50000.00). */
function amountAt(param: string, text: string, errors: FieldErrors): string {
  const amount = parseAmountInput(text);
  if (typeof amount === 'string') return amount;
  errors[param] = amount === undefined ? 'Enter an amount.' : 'Write an amount like 50,000 or 50000.00, not negative.';
  return '';
}

/** A whole number; a wrong one is left to the schema, whose message gives the bounds. */
function wholeAt(param: string, text: string, errors: FieldErrors): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) {
    errors[param] = 'Enter a whole number.';
    return 0;
  }
  return Number(trimmed);
}

function conditionOf(draft: RuleDraft, errors: FieldErrors): AlertCondition {
  const p = (field: string) => `condition.${field}`;
  switch (draft.kind) {
    case 'projected_cash': {
      const level =
        draft.levelKind === 'amount'
          ? { kind: 'amount' as const, amount: amountAt(p('level.amount'), draft.levelAmount, errors) }
          : { kind: draft.levelKind };
      return {
        kind: 'projected_cash',
        level,
        withinWeeks: wholeAt(p('withinWeeks'), draft.withinWeeks, errors),
        countLate: draft.countLate,
      };
    }
    case 'balance': {
      const scope =
        draft.scopeKind === 'account'
          ? { kind: 'account' as const, accountId: draft.accountId }
          : draft.scopeKind === 'group'
            ? { kind: 'group' as const, group: draft.group.trim() }
            : { kind: 'total' as const };
      return { kind: 'balance', scope, when: draft.when, amount: amountAt(p('amount'), draft.amount, errors) };
    }
    case 'bank_data':
      return {
        kind: 'bank_data',
        staleAfterDays: wholeAt(p('staleAfterDays'), draft.staleAfterDays, errors),
        consentWithinDays: wholeAt(p('consentWithinDays'), draft.consentWithinDays, errors),
      };
    case 'late_items':
      return {
        kind: 'late_items',
        direction: draft.direction,
        lateByDays: wholeAt(p('lateByDays'), draft.lateByDays, errors),
        above: amountAt(p('above'), draft.above, errors),
        per: draft.per,
      };
    case 'board_pack':
      return {
        kind: 'board_pack',
        workingDay: wholeAt(p('workingDay'), draft.workingDay, errors),
        hour: wholeAt(p('hour'), draft.hour, errors),
      };
    case 'weekly_summary':
      return {
        kind: 'weekly_summary',
        weekday: wholeAt(p('weekday'), draft.weekday, errors),
        hour: wholeAt(p('hour'), draft.hour, errors),
      };
  }
}

function destinationOf(destination: DestinationDraft): NewDestination {
  const value = destination.value.trim();
  return destination.kind === 'email' ? { kind: 'email', address: value } : { kind: destination.kind, url: value };
}

/** What the form says, as `POST /workspace/alerts` takes it, or the errors beside each field. */
export function ruleFromDraft(draft: RuleDraft): Read<NewRule | null> {
  const errors: FieldErrors = {};
  // A schedule sends on its day, never "while it holds".
  const once = draft.repeatEveryHours.trim() === '' || draft.kind === 'board_pack' || draft.kind === 'weekly_summary';
  const repeat = once ? null : wholeAt('repeatEveryHours', draft.repeatEveryHours, errors);
  const rule = {
    name: draft.name,
    condition: conditionOf(draft, errors),
    repeatEveryHours: repeat,
    destinations: draft.destinations.map(destinationOf),
    enabled: draft.enabled,
  };
  const parsed = newRuleSchema.safeParse(rule);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const param = issue.path.map(String).join('.') || 'name';
      errors[param] ??= issue.message;
    }
  }
  if (draft.destinations.length > MAX_DESTINATIONS) errors.destinations = `At most ${MAX_DESTINATIONS} destinations.`;
  return Object.keys(errors).length > 0 || !parsed.success ? { value: null, errors } : { value: parsed.data, errors };
}

/** The change to a saved rule: everything the form holds, a saved destination left as it was kept by its id. */
export function changeFromDraft(draft: RuleDraft): Read<RuleChange | null> {
  const read = ruleFromDraft(draft);
  if (!read.value) return { value: null, errors: read.errors };
  const destinations = draft.destinations.map((destination) =>
    isUntouched(destination) && destination.saved ? { id: destination.saved.id } : destinationOf(destination),
  );
  return { value: { ...read.value, destinations }, errors: {} };
}

/** Kept by id, so a generic webhook keeps its signing secret; a changed address is a new destination. */
export function isUntouched(destination: DestinationDraft): boolean {
  return (
    destination.saved !== undefined && destination.saved.kind === destination.kind && destination.saved.value === destination.value.trim()
  );
}
