import { compareKeys, decodeCursor, encodeCursor, type SortKey } from './cursor.ts';

export type Page<T> = { object: 'list'; data: T[]; has_more: boolean; next_cursor: string | null };

export function listEnvelope<T>(data: T[], nextCursor: string | null): Page<T> {
  return { object: 'list', data, has_more: nextCursor !== null, next_cursor: nextCursor };
}

export type PageRequest = { limit: number; cursor: string | undefined; fingerprint: string };

/**
 * Keyset paging over an in-memory list already in its fixed order: the page starts after the cursor's
 * row key (or at `from`, the first position a caller's window allows) and takes the next matching items.
 * `stop` ends the scan early once no later item can match (a date window).
 */
export function pageByKey<T, J>(
  items: readonly T[],
  sortKey: (item: T) => SortKey,
  toJson: (item: T) => J,
  request: PageRequest,
  select: { from?: number; matches?: (item: T) => boolean; stop?: (item: T) => boolean } = {},
): Page<J> {
  const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor, request.fingerprint);
  const start = Math.max(select.from ?? 0, after === undefined ? 0 : firstAfter(items, sortKey, after));
  const picked: T[] = [];
  for (let i = start; i < items.length && picked.length <= request.limit; i++) {
    const item = items[i]!;
    if (select.stop?.(item)) break;
    if (select.matches?.(item) ?? true) picked.push(item);
  }
  const page = picked.slice(0, request.limit);
  const last = page[page.length - 1];
  const more = picked.length > request.limit && last !== undefined;
  return listEnvelope(page.map(toJson), more ? encodeCursor(sortKey(last), request.fingerprint) : null);
}

export function firstAfter<T>(items: readonly T[], sortKey: (item: T) => SortKey, after: SortKey): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareKeys(sortKey(items[middle]!), after) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
