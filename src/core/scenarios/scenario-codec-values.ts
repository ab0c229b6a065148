import { isMoney, parseMoney, toMoneyString } from '../money.ts';
import { isIsoDate, type IsoDate } from '../calendar-date.ts';
import { plainText } from '../plain-text.ts';
import { isOutsideLinkYears, LINK_YEARS } from '../url-state/field-parsers.ts';
import { MAX_ADD_OCCURRENCES, MAX_BASIS_POINTS, MAX_DELAY_DAYS, MIN_BASIS_POINTS, type AddEnd, type Selection } from './scenario.ts';

/** One argument of a scenario link read: its value, or why it cannot be used, in plain English. */
export type Read<Value> = { value: Value } | { error: string };

// Same shape as the ids field-parsers.ts accepts in filters.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A lone surrogate would make encodeURIComponent throw while the link is written.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const MAX_QUOTED_LENGTH = 40;

export function stripInvisible(text: string): string {
  return plainText(text).replace(LONE_SURROGATE, '\ufffd');
}

/**
 * A name or label as a link carries it: plain, trimmed, without `~` (it separates adjustments),
 * and at most `maxLength` characters (code points, so an emoji is never cut in half).
 */
export function toPlainText(text: string, maxLength: number): { text: string; cut: boolean } {
  const clean = stripInvisible(text).replaceAll('~', '-').trim();
  const characters = Array.from(clean);
  if (characters.length <= maxLength) return { text: clean, cut: false };
  return { text: characters.slice(0, maxLength).join('').trimEnd(), cut: true };
}

/** Link text inside a reason, in quotes and cut short: a hostile link's text can be very long. */
export function quoted(text: string): string {
  const characters = Array.from(text);
  const short = characters.length <= MAX_QUOTED_LENGTH ? text : `${characters.slice(0, MAX_QUOTED_LENGTH).join('')}…`;
  return `“${short}”`;
}

export function readId(text: string, what: string): Read<string> {
  return UUID.test(text) ? { value: text.toLowerCase() } : { error: `${quoted(text)} is not a ${what} id` };
}

export function readDate(text: string): Read<IsoDate> {
  if (isOutsideLinkYears(text)) return { error: `the date ${text} is outside the years ${LINK_YEARS.first}–${LINK_YEARS.last}` };
  if (isIsoDate(text)) return { value: text };
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { error: `the date ${text} does not exist` };
  return { error: `${quoted(text)} is not a date (YYYY-MM-DD)` };
}

/** "-45" or "45" (a leading "+" is read too, though links never write it): whole days, not zero. */
export function readDays(text: string): Read<number> {
  const match = /^([-+])?(\d{1,9})$/.exec(text);
  if (!match) return { error: 'the number of days is not a whole number' };
  const days = Number(match[2]) * (match[1] === '-' ? -1 : 1);
  if (days === 0) return { error: 'a delay of 0 days changes nothing' };
  if (Math.abs(days) > MAX_DELAY_DAYS) {
    return { error: `the delay must be between -${MAX_DELAY_DAYS} and ${MAX_DELAY_DAYS} days` };
  }
  return { value: days };
}

/** A percentage with at most two decimals, as basis points: "-20" is -2000, "2.5" is 250. */
export function readPercent(text: string): Read<number> {
  const match = /^([-+])?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { error: 'the percentage is not a number like -20 or 2.5 (at most 2 decimals)' };
  const magnitude = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  const basisPoints = match[1] === '-' ? -magnitude : magnitude;
  if (basisPoints === 0) return { error: 'a change of 0 % changes nothing' };
  if (basisPoints < MIN_BASIS_POINTS || basisPoints > MAX_BASIS_POINTS) {
    return { error: `the percentage must be between ${MIN_BASIS_POINTS / 100} and ${MAX_BASIS_POINTS / 100}` };
  }
  return { value: basisPoints };
}

/** Basis points as the shortest exact percentage: 1500 is "15", 250 is "2.5", -1225 is "-12.25". */
export function writePercent(basisPoints: number): string {
  const sign = basisPoints < 0 ? '-' : '';
  const magnitude = Math.abs(basisPoints);
  const whole = `${sign}${Math.floor(magnitude / 100)}`;
  const hundredths = magnitude % 100;
  if (hundredths === 0) return whole;
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

/** "6500", "6500.5" or "6500.50" as the Money string "6500.50"; above zero, as the direction gives the sign. */
export function readAmount(text: string): Read<string> {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    return text.startsWith('-')
      ? { error: 'the amount must be positive: in or out gives its sign' }
      : { error: 'the amount is not a number like 6500 or 6500.50' };
  }
  const cents = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (cents === 0n) return { error: 'the amount is zero' };
  return { value: toMoneyString(cents) };
}

/** A Money string as short as it stays exact: "6500.00" is "6500", "6500.50" stays. */
export function writeAmount(amount: string): string {
  // Not Money: written as it is, so the reader of the link is told why it was dropped.
  if (!isMoney(amount)) return amount.replaceAll('~', '-');
  const cents = parseMoney(amount);
  return cents % 100n === 0n ? String(cents / 100n) : toMoneyString(cents);
}

/** Where a repeating addition stops: "to-2027-12-31", "x12" or "open" (the horizon). */
export function readEnd(text: string | undefined, start: IsoDate): Read<AddEnd> {
  if (text === undefined || text === '') {
    return { error: 'a repeating addition needs an end: to-YYYY-MM-DD, x<count> or open' };
  }
  if (text === 'open') return { value: null };
  if (text.startsWith('to-')) return readUntil(text.slice('to-'.length), start);
  const count = /^x(\d{1,9})$/.exec(text);
  if (!count) return { error: `${quoted(text)} is not an end (to-YYYY-MM-DD, x<count> or open)` };
  const occurrences = Number(count[1]);
  if (occurrences < 1 || occurrences > MAX_ADD_OCCURRENCES) {
    return { error: `the number of occurrences must be between 1 and ${MAX_ADD_OCCURRENCES}` };
  }
  return { value: { count: occurrences } };
}

function readUntil(text: string, start: IsoDate): Read<AddEnd> {
  const until = readDate(text);
  if ('error' in until) return until;
  if (until.value < start) return { error: `the end ${until.value} is before the start ${start}` };
  return { value: { until: until.value } };
}

export function writeEnd(end: AddEnd): string {
  if (end === null) return 'open';
  return 'until' in end ? `to-${end.until}` : `x${end.count}`;
}

type IdSelector = { prefix: string; key: 'categoryId' | 'counterpartyId' | 'labelId'; what: string };

/** In the order links write them, after the direction. */
const idSelectors: readonly IdSelector[] = [
  { prefix: 'cat-', key: 'categoryId', what: 'category' },
  { prefix: 'cp-', key: 'counterpartyId', what: 'counterparty' },
  { prefix: 'label-', key: 'labelId', what: 'label' },
];

/** What a delay or a scale selects, and a scale's start date: each given at most once, in any order. */
export type Selectors = { select: Selection; from: IsoDate | null };

export function readSelectors(parts: readonly string[], takesFrom: boolean): Read<Selectors> {
  const selectors: Selectors = { select: {}, from: null };
  for (const part of parts) {
    // A doubled or trailing comma selects nothing more: nothing to report.
    if (part === '') continue;
    const error = readSelector(part, selectors, takesFrom);
    if (error) return { error };
  }
  return { value: selectors };
}

/** Reads one selector into `selectors`; returns why it cannot, if it cannot. */
function readSelector(part: string, selectors: Selectors, takesFrom: boolean): string | null {
  if (part === 'in' || part === 'out') {
    if (selectors.select.direction) return 'the direction is given twice';
    selectors.select.direction = part === 'in' ? 'inflow' : 'outflow';
    return null;
  }
  if (part.startsWith('from-'))
    return takesFrom ? readFrom(part.slice('from-'.length), selectors) : 'only a scale takes a start date (from-…)';
  const selector = idSelectors.find((candidate) => part.startsWith(candidate.prefix));
  if (!selector) return `${quoted(part)} is not a selector (in, out, cat-…, cp-…, label-…${takesFrom ? ', from-…' : ''})`;
  if (selectors.select[selector.key] !== undefined) return `more than one ${selector.what} is given`;
  const id = readId(part.slice(selector.prefix.length), selector.what);
  if ('error' in id) return id.error;
  selectors.select[selector.key] = id.value;
  return null;
}

function readFrom(text: string, selectors: Selectors): string | null {
  if (selectors.from !== null) return 'the start date is given twice';
  const from = readDate(text);
  if ('error' in from) return from.error;
  selectors.from = from.value;
  return null;
}

/** Direction first, then category, counterparty and label: one spelling per selection. */
export function writeSelection(select: Selection): string[] {
  const parts: string[] = [];
  if (select.direction) parts.push(select.direction === 'inflow' ? 'in' : 'out');
  for (const { prefix, key } of idSelectors) {
    const id = select[key];
    if (id !== undefined) parts.push(`${prefix}${id.toLowerCase()}`);
  }
  return parts;
}
