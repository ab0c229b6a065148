import type { IsoDate } from '../calendar-date.ts';
import type { RawSearch } from './search-codec.ts';
import { plainText } from '../plain-text.ts';

/** A URL parameter the view could not use, and what it did instead. */
export type SearchNotice = { param: string; value: string; reason: string };

/**
 * What a parser may judge a value against besides itself: the reader's today (the browser's,
 * or the one the server computed for its preloads), so both sides read a link the same way.
 */
export type SearchContext = { today: IsoDate };

/** A value to keep (with a note when it was corrected), or the reason it was dropped. */
export type FieldResult<Value> = { value: Value; note?: string } | { error: string };

/** Parses one raw parameter, judged against the context where it needs to be. */
export type FieldParser<Value> = (raw: string, context: SearchContext) => FieldResult<Value>;

/** Parses one raw parameter on its own value alone: most fields (dates, ids, choices). */
export type ValueParser<Value> = (raw: string) => FieldResult<Value>;

export type SearchFields = Record<string, FieldParser<unknown>>;

export type ParsedSearch<Fields extends SearchFields> = {
  [Name in keyof Fields]?: Fields[Name] extends FieldParser<infer Value> ? Value : never;
};

/** Longer values are hostile or broken: no legitimate parameter of this app comes close. */
const MAX_VALUE_LENGTH = 10_000;

/**
 * Parses the raw search with one parser per known parameter. Nothing here throws: a bad
 * value is dropped (or corrected) and reported, so the page still opens and can say what
 * it ignored. Unknown parameters are left out silently; they may belong to another view.
 */
export function parseSearch<Fields extends SearchFields>(
  fields: Fields,
  raw: Record<string, unknown>,
  context: SearchContext,
): { search: ParsedSearch<Fields>; notices: SearchNotice[] } {
  const search: Record<string, unknown> = {};
  const notices: SearchNotice[] = [];
  // A notice quotes the value as plain text: a `%00` or a bidi override in a link would garble it.
  for (const [name, parse] of Object.entries(fields)) {
    const value = raw[name];
    if (value === undefined || value === null || value === '') continue;
    const text = rawText(value);
    if (text.length > MAX_VALUE_LENGTH) {
      notices.push({ param: name, value: `${plainText(text.slice(0, 40))}…`, reason: 'is far too long and was ignored' });
      continue;
    }
    const result = parse(text, context);
    if ('error' in result) {
      notices.push({ param: name, value: plainText(text), reason: result.error });
      continue;
    }
    search[name] = result.value;
    if (result.note) notices.push({ param: name, value: plainText(text), reason: result.note });
  }
  return { search: search as ParsedSearch<Fields>, notices };
}

export function isSameSearch(a: RawSearch, b: RawSearch): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * A raw value as the text its parser reads. The router lays the already-parsed search under the
 * raw one, so an id list may come back as an array; it reads as the comma list it came from.
 */
function rawText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(rawText).join(',');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // The router parses JSON-looking values: a notice quotes an object as JSON, not "[object Object]".
  return JSON.stringify(value) ?? '';
}
