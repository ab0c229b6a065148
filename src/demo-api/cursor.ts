import { createHash } from 'node:crypto';
import { invalidCursor } from './errors.ts';

/** The sort key of the last row of a page: strings and numbers, compared in order. */
export type SortKey = (string | number)[];

/**
 * A cursor is base64url JSON of the last row's sort key plus a fingerprint of the query's filters, so it
 * anchors to a row (not an offset) and is refused by any other query.
 */
export function encodeCursor(key: SortKey, fingerprint: string): string {
  return Buffer.from(JSON.stringify({ k: key, q: fingerprint })).toString('base64url');
}

export function decodeCursor(cursor: string, fingerprint: string): SortKey {
  const decoded = parse(cursor);
  if (!decoded) throw invalidCursor('cursor is not one this API issued');
  if (decoded.q !== fingerprint) throw invalidCursor('cursor belongs to a query with other filters');
  return decoded.k;
}

/** Fingerprint of an endpoint and its normalised filters (limit and expand excluded: they do not pick rows). */
export function queryFingerprint(endpoint: string, filters: Record<string, unknown>): string {
  const normal = Object.keys(filters)
    .sort()
    .map((name) => [name, filters[name] ?? null]);
  return createHash('sha256')
    .update(JSON.stringify([endpoint, normal]))
    .digest('base64url')
    .slice(0, 16);
}

function parse(cursor: string): { k: SortKey; q: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || !('k' in value) || !('q' in value)) return undefined;
    const { k, q } = value;
    if (typeof q !== 'string' || !Array.isArray(k) || !k.every((part) => typeof part === 'string' || typeof part === 'number'))
      return undefined;
    return { k, q };
  } catch {
    return undefined;
  }
}

export function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [x, y] = [a[i], b[i]];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (typeof x === typeof y) return x < y ? -1 : 1;
    return typeof x === 'number' ? -1 : 1;
  }
  return 0;
}
