/**
 * The pages of the workspace's lists (notes, forecast versions, members): a page holds at most
 * `limit` rows in the list's order and `next` says where the following one starts, strictly after
 * this page's last row on the list's sort key, so rows written meanwhile never shift what comes
 * next (no row skipped, none twice). A cursor is that key, opaque to the client: base64url of JSON.
 */
export type ListPage<Row> = { rows: Row[]; next: string | null };

/** The sort key's parts as a cursor may hold them. */
export const CURSOR_PARTS = {
  /** A time to the microsecond, as PostgreSQL keeps it: one rounded to milliseconds would skip or repeat rows. */
  at: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/,
  day: /^\d{4}-\d\d-\d\d$/,
  id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  /** A name as the list sorts it (a display name is at most 200 characters). */
  name: /^[^\0]{0,200}$/u,
} as const;

/**
 * The page of `fetched` (read with `limit + 1` rows, in the list's order), and the cursor after
 * its last row when there is more; `keyOf` gives a row's sort key, the parts `parseCursor` checks.
 */
export function pageOf<Row>(fetched: readonly Row[], limit: number, keyOf: (row: Row) => readonly string[]): ListPage<Row> {
  const rows = fetched.slice(0, limit);
  const last = rows.at(-1);
  const next = fetched.length > limit && last !== undefined ? Buffer.from(JSON.stringify(keyOf(last))).toString('base64url') : null;
  return { rows, next };
}

/** The sort key a cursor of ours holds, each part matching its format in `formats`; null when it is not one of ours. */
export function parseCursor(text: string, formats: readonly RegExp[]): string[] | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== formats.length) return null;
  const texts = parts.filter((part): part is string => typeof part === 'string');
  return texts.length === formats.length && texts.every((part, index) => formats[index]?.test(part) === true) ? texts : null;
}
