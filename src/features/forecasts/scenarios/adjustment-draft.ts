import { parseAmountInput } from '../../../core/amount-input.ts';
import { addMonths, isIsoDate, type IsoDate, startOfMonth } from '../../../core/calendar-date.ts';
import {
  type AddEnd,
  type AddFrequency,
  type Adjustment,
  type AdjustmentKind,
  type Direction,
  MAX_ADD_OCCURRENCES,
  MAX_BASIS_POINTS,
  MAX_DELAY_DAYS,
  MAX_LABEL_LENGTH,
  MIN_BASIS_POINTS,
  type RunRateMonths,
  type Selection,
} from '../../../core/scenarios/scenario.ts';

/** The adjustment form as typed: text until the reader adds it, so nothing is lost to a half-typed value. */
export type AdjustmentDraft = {
  kind: AdjustmentKind;
  days: string;
  percent: string;
  from: string;
  forecastId: string;
  select: { direction: Direction | ''; categoryId: string; counterpartyId: string; labelId: string };
  addDirection: Direction;
  amount: string;
  every: AddFrequency;
  start: string;
  endKind: 'open' | 'until' | 'count';
  until: string;
  count: string;
  label: string;
  months: RunRateMonths;
};

export type DraftField = 'days' | 'percent' | 'from' | 'forecastId' | 'amount' | 'start' | 'until' | 'count' | 'label';
export type DraftErrors = Partial<Record<DraftField, string>>;

/** A fresh form: the typical "customers pay later" delay, additions starting next month. */
export function emptyDraft(today: IsoDate): AdjustmentDraft {
  return {
    kind: 'delay',
    days: '30',
    percent: '',
    from: '',
    forecastId: '',
    select: { direction: 'inflow', categoryId: '', counterpartyId: '', labelId: '' },
    addDirection: 'outflow',
    amount: '',
    every: 'monthly',
    start: addMonths(startOfMonth(today), 1),
    endKind: 'open',
    until: '',
    count: '12',
    label: '',
    months: 3,
  };
}

/** The adjustment the draft describes, or what the reader has to fix, field by field. */
export function buildAdjustment(draft: AdjustmentDraft): { adjustment: Adjustment } | { errors: DraftErrors } {
  switch (draft.kind) {
    case 'delay':
      return buildDelay(draft);
    case 'scale':
      return buildScale(draft);
    case 'drop':
      return draft.forecastId
        ? { adjustment: { kind: 'drop', forecastId: draft.forecastId } }
        : { errors: { forecastId: 'Choose the forecast to leave out' } };
    case 'add':
      return buildAddition(draft);
    case 'runrate':
      return { adjustment: { kind: 'runrate', months: draft.months } };
  }
}

function buildDelay(draft: AdjustmentDraft): { adjustment: Adjustment } | { errors: DraftErrors } {
  const text = draft.days.trim();
  const days = /^-?\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(days) || days === 0 || Math.abs(days) > MAX_DELAY_DAYS) {
    return { errors: { days: `Enter a whole number of days from 1 to ${MAX_DELAY_DAYS}, negative for earlier` } };
  }
  return { adjustment: { kind: 'delay', days, select: selection(draft) } };
}

function buildScale(draft: AdjustmentDraft): { adjustment: Adjustment } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const basisPoints = parseBasisPoints(draft.percent);
  if (basisPoints === null || basisPoints === 0 || basisPoints < MIN_BASIS_POINTS || basisPoints > MAX_BASIS_POINTS) {
    errors.percent = 'Enter a change like -20 or 15 or 2.5, from -100 to 1000';
  }
  const from = draft.from.trim();
  if (from !== '' && !isIsoDate(from)) errors.from = 'Enter a date, or leave it empty for every date';
  if (Object.keys(errors).length > 0 || basisPoints === null) return { errors };
  return { adjustment: { kind: 'scale', basisPoints, from: from === '' ? null : from, select: selection(draft) } };
}

function buildAddition(draft: AdjustmentDraft): { adjustment: Adjustment } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const label = draft.label.trim().replaceAll('~', '-');
  if (label === '') errors.label = 'Name the movement, e.g. New hire';
  if (label.length > MAX_LABEL_LENGTH) errors.label = `Keep the name to ${MAX_LABEL_LENGTH} characters`;
  const amount = parseAmountInput(draft.amount);
  if (!amount || amount === '0.00') errors.amount = 'Enter an amount above zero, like 6500 or 6500.50';
  if (!isIsoDate(draft.start)) errors.start = 'Enter the date of the first movement';
  const end = addEnd(draft, errors);
  if (Object.keys(errors).length > 0 || !amount) return { errors };
  return { adjustment: { kind: 'add', direction: draft.addDirection, amount, every: draft.every, start: draft.start, end, label } };
}

function addEnd(draft: AdjustmentDraft, errors: DraftErrors): AddEnd {
  if (draft.every === 'once' || draft.endKind === 'open') return null;
  if (draft.endKind === 'until') {
    if (!isIsoDate(draft.until)) errors.until = 'Enter the date of the last movement';
    else if (isIsoDate(draft.start) && draft.until < draft.start) errors.until = 'The end comes before the start';
    return { until: draft.until };
  }
  const count = /^\d{1,3}$/.test(draft.count.trim()) ? Number(draft.count.trim()) : 0;
  if (count < 1 || count > MAX_ADD_OCCURRENCES) errors.count = `Enter a number of times from 1 to ${MAX_ADD_OCCURRENCES}`;
  return { count };
}

function selection(draft: AdjustmentDraft): Selection {
  const { direction, categoryId, counterpartyId, labelId } = draft.select;
  return {
    ...(direction ? { direction } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(counterpartyId ? { counterpartyId } : {}),
    ...(labelId ? { labelId } : {}),
  };
}

/**
 * "-20", "+15 %", "2.5" as basis points (-2000, 1500, 250), read digit by digit so no float
 * rounds it; null when it is not such a number.
 */
export function parseBasisPoints(text: string): number | null {
  const match = /^([+-]?)(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const magnitude = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -magnitude : magnitude;
}
