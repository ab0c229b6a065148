import { z } from 'zod';
import { parseDay, type Day } from './calendar.ts';
import { invalidExpand, invalidParameter, limitOutOfRange } from './errors.ts';

const dateSchema = z.iso.date();
const uuidSchema = z.guid();

/** The page size of spec 4.1 and 8. */
export const PAGE_SIZE = { min: 1, max: 500, default: 100 } as const;
const limitSchema = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(PAGE_SIZE.min).max(PAGE_SIZE.max));

/** Typed access to a request's query string, each getter throwing the spec's error for a bad value. */
export class QueryParams {
  constructor(private readonly search: URLSearchParams) {}

  /** A parameter's value; an empty value counts as absent (docs/api-assumptions.md). */
  raw(name: string): string | undefined {
    const value = this.search.get(name);
    return value === null || value === '' ? undefined : value;
  }

  date(name: string): Day | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const day = dateSchema.safeParse(value).success ? parseDay(value) : undefined;
    if (day === undefined) throw invalidParameter(name, `${name} must be a date as YYYY-MM-DD`);
    return day;
  }

  /** A window [from, to]; `to` before `from` is refused on `to`. */
  window(): { from: Day | undefined; to: Day | undefined } {
    const from = this.date('from');
    const to = this.date('to');
    if (from !== undefined && to !== undefined && from > to) throw invalidParameter('to', 'to must not be before from');
    return { from, to };
  }

  /** Comma-separated uuids, lowercased, deduplicated and sorted (so the order of ids does not change the query). */
  ids(name: string): string[] | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const ids = value.split(',').map((id) => id.trim());
    for (const id of ids) {
      if (!uuidSchema.safeParse(id).success) throw invalidParameter(name, `${name} must be comma-separated UUIDs`);
    }
    return [...new Set(ids.map((id) => id.toLowerCase()))].sort();
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const parsed = z.enum(values as [T, ...T[]]).safeParse(value);
    if (!parsed.success) throw invalidParameter(name, `${name} must be one of ${values.join(', ')}`);
    return parsed.data;
  }

  /** The page size of 4.1: 1 to 500, default 100; anything else (a non-integer too) is limit_out_of_range. */
  limit(): number {
    const value = this.raw('limit');
    if (value === undefined) return PAGE_SIZE.default;
    const parsed = limitSchema.safeParse(value);
    if (!parsed.success) throw limitOutOfRange(PAGE_SIZE);
    return parsed.data;
  }

  expand<T extends string>(allowed: readonly T[]): Set<T> {
    const value = this.raw('expand');
    const names = new Set<T>();
    for (const name of value?.split(',').map((part) => part.trim()) ?? []) {
      if (!(allowed as readonly string[]).includes(name)) throw invalidExpand(name);
      names.add(name as T);
    }
    return names;
  }
}

/** Resolves ids to internal indexes; ids that name nothing are dropped, so they match no rows. */
export function toIndexes(ids: string[] | undefined, byId: Map<string, number>): number[] | undefined {
  if (ids === undefined) return undefined;
  return ids.flatMap((id) => {
    const index = byId.get(id);
    return index === undefined ? [] : [index];
  });
}
