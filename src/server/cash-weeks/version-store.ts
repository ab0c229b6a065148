import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { ForecastVersion, VersionKind, VersionSummary } from '../../core/cash-weeks/contract.ts';
import type { VersionContent } from '../../core/cash-weeks/version-builder.ts';
import { CURSOR_PARTS, type ListPage, pageOf, parseCursor } from '../storage/page-cursor.ts';
import type { Database } from '../storage/schema.ts';

/** Versions are kept two years, then forgotten (the accuracy table looks back 13 weeks; the rest is history). */
export const VERSIONS_KEPT_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_EVERY_MS = 60 * 60 * 1000;

export type NewVersion = { content: VersionContent; kind: VersionKind; takenAt: Date; takenBy: string; takenByUserId: string | null };

// `first_week` is a `date`: read as text, or the driver makes a local-midnight Date of it.
const summaryColumns = ['id', 'taken_at', 'taken_by', 'kind', 'currency', sql<string>`first_week::text`.as('first_week')] as const;

/**
 * Stores a version; null when this kind already has one for that week (a scheduled or
 * reconstructed version another instance stored first: the unique key is the last guard).
 */
export async function insertVersion(db: Kysely<Database>, version: NewVersion): Promise<ForecastVersion | null> {
  const { content } = version;
  const row = await db
    .insertInto('forecast_versions')
    .values({
      taken_at: version.takenAt,
      taken_by: version.takenBy,
      taken_by_user_id: version.takenByUserId,
      kind: version.kind,
      first_week: content.firstWeek,
      currency: content.currency,
      opening: content.opening,
      cells: JSON.stringify(content.cells),
      items: JSON.stringify(content.items),
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning([...summaryColumns, 'opening', 'cells', 'items'])
    .executeTakeFirst();
  return row === undefined ? null : { ...summaryOf(row), opening: row.opening, cells: row.cells, items: row.items };
}

// Microseconds, as PostgreSQL keeps them (CURSOR_PARTS.at).
const CURSOR_AT = sql<string>`to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const CURSOR_FORMATS = [CURSOR_PARTS.at, CURSOR_PARTS.day, CURSOR_PARTS.id];

export type VersionCursor = { at: string; week: string; id: string };

/** The `after` cursor as the client sent it back, or null when it is not one of ours. */
export function parseVersionCursor(text: string): VersionCursor | null {
  const parts = parseCursor(text, CURSOR_FORMATS);
  return parts === null ? null : { at: parts[0] ?? '', week: parts[1] ?? '', id: parts[2] ?? '' };
}

/**
 * Newest first (when taken, then the week, then the id), `limit` at a time; `from` and `to` bound
 * the week a version was taken in; the next page starts strictly after this one's last.
 */
export async function versionPage(
  db: Kysely<Database>,
  window: { from?: string | undefined; to?: string | undefined; after?: VersionCursor | undefined },
  limit: number,
): Promise<ListPage<VersionSummary>> {
  let query = db.selectFrom('forecast_versions').select([...summaryColumns, CURSOR_AT.as('cursor_at')]);
  if (window.from !== undefined) query = query.where('first_week', '>=', window.from);
  if (window.to !== undefined) query = query.where('first_week', '<=', window.to);
  const { after } = window;
  if (after !== undefined)
    query = query.where(sql<boolean>`(taken_at, first_week, id) < (${after.at}::timestamptz, ${after.week}::date, ${after.id}::uuid)`);
  const rows = await query
    .orderBy('taken_at', 'desc')
    .orderBy('first_week', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit, (row) => [row.cursor_at, row.first_week, row.id]);
  return { rows: page.rows.map(summaryOf), next: page.next };
}

/** How many versions were saved on demand for `week` (its Monday): by `userId`, and by anyone. */
export async function savedVersionCounts(db: Kysely<Database>, week: string, userId: string): Promise<{ mine: number; all: number }> {
  const row = await db
    .selectFrom('forecast_versions')
    .select((eb) => [eb.fn.countAll<string>().filterWhere('taken_by_user_id', '=', userId).as('mine'), eb.fn.countAll<string>().as('all')])
    .where('kind', '=', 'saved')
    .where('first_week', '=', week)
    .executeTakeFirstOrThrow();
  return { mine: Number(row.mine), all: Number(row.all) };
}

export async function findVersion(db: Kysely<Database>, id: string): Promise<ForecastVersion | null> {
  const row = await db
    .selectFrom('forecast_versions')
    .select([...summaryColumns, 'opening', 'cells', 'items'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? null : { ...summaryOf(row), opening: row.opening, cells: row.cells, items: row.items };
}

/** When the last version taken on demand or on schedule was taken (reconstructed ones are the past, not a save); null when none is. */
export async function lastTakenAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('forecast_versions')
    .select((eb) => eb.fn.max('taken_at').as('last'))
    .where('kind', 'in', ['saved', 'scheduled'])
    .executeTakeFirst();
  return row?.last ?? null;
}

/** The weeks (Mondays) that already have a version of `kind`. */
export async function weeksWithVersions(db: Kysely<Database>, kind: VersionKind): Promise<Set<string>> {
  const rows = await db
    .selectFrom('forecast_versions')
    .select(sql<string>`first_week::text`.as('week'))
    .where('kind', '=', kind)
    .execute();
  return new Set(rows.map((row) => row.week));
}

/** Forgets versions older than two years, at most once an hour whoever asks (the list, the scheduler). */
export function versionRetention(now: () => number = Date.now): { prune(db: Kysely<Database>): Promise<void> } {
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    async prune(db) {
      if (now() - lastAt < RETENTION_EVERY_MS) return;
      const previous = lastAt;
      lastAt = now();
      const before = new Date(lastAt - VERSIONS_KEPT_DAYS * DAY_MS);
      await db
        .deleteFrom('forecast_versions')
        .where('taken_at', '<', before)
        .execute()
        .catch((error: unknown) => {
          lastAt = previous;
          throw error;
        });
    },
  };
}

function summaryOf(row: {
  id: string;
  taken_at: Date;
  taken_by: string;
  kind: VersionKind;
  first_week: string;
  currency: string;
}): VersionSummary {
  return {
    id: row.id,
    takenAt: row.taken_at.toISOString(),
    takenBy: row.taken_by,
    kind: row.kind,
    firstWeek: row.first_week,
    currency: row.currency,
  };
}
