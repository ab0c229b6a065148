import { agreeing, plural } from '../words/words.ts';
import { normaliseIds } from '../api/filter-params.ts';
import { isIsoDate } from '../calendar-date.ts';
import type { ValueParser } from './parse-search.ts';

/** Enough for any real filter; more is a hostile or broken link. */
export const MAX_IDS_PER_PARAM = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The years a link may name: every real cash flow, and no window whose arithmetic leaves four-digit years. */
export const LINK_YEARS = { first: 1900, last: 2200 } as const;
const OUTSIDE_LINK_YEARS = `is outside the years ${LINK_YEARS.first}–${LINK_YEARS.last} and was ignored`;

/** Whether a date or month (`YYYY-…`) names a year outside LINK_YEARS; text without a year does not. */
export function isOutsideLinkYears(text: string): boolean {
  const year = /^(\d{4})-/.exec(text)?.[1];
  return year !== undefined && (Number(year) < LINK_YEARS.first || Number(year) > LINK_YEARS.last);
}

export const dateField: ValueParser<string> = (raw) => {
  if (isOutsideLinkYears(raw)) return { error: OUTSIDE_LINK_YEARS };
  return isIsoDate(raw) ? { value: raw } : { error: 'is not a calendar date (YYYY-MM-DD) and was ignored' };
};

export const monthField: ValueParser<string> = (raw) => {
  if (isOutsideLinkYears(raw)) return { error: OUTSIDE_LINK_YEARS };
  return /^\d{4}-\d{2}$/.test(raw) && isIsoDate(`${raw}-01`) ? { value: raw } : { error: 'is not a month (YYYY-MM) and was ignored' };
};

export function enumField<const Values extends readonly string[]>(values: Values): ValueParser<Values[number]> {
  return (raw) => (values.includes(raw) ? { value: raw } : { error: `is not one of ${values.join(', ')} and was ignored` });
}

export function numberChoiceField<const Values extends readonly number[]>(values: Values): ValueParser<Values[number]> {
  return (raw) => {
    const value = values.find((choice) => String(choice) === raw);
    return value === undefined ? { error: `is not one of ${values.join(', ')} and was ignored` } : { value };
  };
}

export function integerField(min: number, max: number): ValueParser<number> {
  return (raw) => {
    if (!/^\d{1,9}$/.test(raw)) return { error: 'is not a whole number and was ignored' };
    const value = Number(raw);
    if (value < min) return { value: min, note: `was below ${min} and was raised to it` };
    if (value > max) return { value: max, note: `was above ${max} and was lowered to it` };
    return { value };
  };
}

/** A non-negative amount in major units, kept as the exact decimal string. */
export const amountField: ValueParser<string> = (raw) => {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) return { error: 'is not an amount like 50000 or 50000.50 and was ignored' };
  return { value: `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}` };
};

/** Comma-separated ids: malformed ones are dropped one by one, the rest in their normal form. */
export const idListField: ValueParser<readonly string[]> = (raw) => {
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wellFormed = parts.filter((part) => UUID.test(part));
  const valid = normaliseIds(wellFormed);
  if (valid.length === 0) return { error: 'holds no valid id and was ignored' };
  const notes: string[] = [];
  const dropped = parts.length - wellFormed.length;
  if (dropped > 0) notes.push(`${plural(dropped, 'malformed id')} ${agreeing(dropped, 'was', 'were')} ignored`);
  if (valid.length > MAX_IDS_PER_PARAM) notes.push(`only ${MAX_IDS_PER_PARAM} of the ${valid.length} ids were kept`);
  const value = valid.slice(0, MAX_IDS_PER_PARAM);
  return notes.length > 0 ? { value, note: notes.join('; ') } : { value };
};
