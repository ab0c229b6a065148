import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { addDays, startOfIsoWeek } from '../../core/calendar-date.ts';
import type { IsoDate } from '../../core/calendar-date.ts';
import { newNoteSchema, NOTE_LIMITS, noteChangeSchema, VERSION_LIMITS, versionScheduleSchema } from '../../core/cash-weeks/contract.ts';
import type { BuildVersion } from '../../core/cash-weeks/version-builder.ts';
import { noteQuerySchema, versionQuerySchema } from '../../core/workspace/list-queries.ts';
import { roleAtLeast } from '../../core/workspace/contract.ts';
import type { Person } from '../identity/person.ts';
import { ApiReadError } from '../api-reader/api-reader.ts';
import { errorResponse } from '../http/error-envelope.ts';
import { inTransaction } from '../storage/audit-trail-store.ts';
import { lockForCount } from '../storage/cap-lock-store.ts';
import type { Database } from '../storage/schema.ts';
import { requireRole, validBody, validQuery } from '../workspace/route-guards.ts';
import { audit } from '../workspace/workspace-env.ts';
import type { WorkspaceDeps, WorkspaceEnv } from '../workspace/workspace-env.ts';
import { invalidField, limitReached, NO_STORE, notFound } from '../workspace/workspace-errors.ts';
import { deleteNote, insertNote, noteAsSeen, noteCounts, noteForUpdate, notePage, parseNoteCursor, updateNoteText } from './note-store.ts';
import { saveSchedule, scheduleOf } from './schedule-store.ts';
import type { NextVersionRun } from './schedule-store.ts';
import {
  findVersion,
  insertVersion,
  lastTakenAt,
  parseVersionCursor,
  savedVersionCounts,
  versionPage,
  VERSIONS_KEPT_DAYS,
} from './version-store.ts';

export type CashWeeksRouteOptions = {
  buildVersion: BuildVersion;
  /** The API as the server reads it (through the proxy's cache and the team's budget). */
  read: ApiReader;
  today: () => IsoDate;
  nextRun: NextVersionRun;
  /** The workspace's IANA time zone, which the schedule's hour is in. */
  timeZone: string;
  /** Forgets old versions (at most hourly); the list asks first. */
  prune: (db: Kysely<Database>) => Promise<void>;
  /** Told when someone lists versions (the demo's past weeks are rebuilt from then on). */
  historyWanted?: () => void;
  now?: () => Date;
};

const idSchema = z.uuid();
/** The audit trail keeps the start of a note: enough to recognise it, not a second copy of every word. */
const AUDITED_TEXT = 200;
/** A version on demand at most once a minute, counting the scheduled one: the history and the API's budget are the team's. */
export const SAVE_COOLDOWN_S = 60;

/**
 * `/forecast-versions` and `/notes`, inside the workspace's routes (sign-in and write guard
 * before them): anyone signed in reads; editors save a version, set the schedule, keep the notes.
 */
export function cashWeeksRoutes(deps: WorkspaceDeps, options: CashWeeksRouteOptions): Hono<WorkspaceEnv> {
  const now = options.now ?? (() => new Date());
  const app = new Hono<WorkspaceEnv>();
  // The routes serve one workspace (its database), so the in-flight guard is this closure's.
  let saving = false;

  app.get('/forecast-versions', validQuery(versionQuerySchema), async (c) => {
    const { from, to, after, limit } = c.req.valid('query');
    const cursor = after === undefined ? undefined : parseVersionCursor(after);
    if (cursor === null) return invalidField('after', 'Not a cursor this server gave.');
    await options.prune(deps.db());
    options.historyWanted?.();
    const page = await versionPage(deps.db(), { from, to, after: cursor }, limit ?? VERSION_LIMITS.perPage);
    return c.json({ versions: page.rows, keptForDays: VERSIONS_KEPT_DAYS, next: page.next }, 200, NO_STORE);
  });

  app.post('/forecast-versions', requireRole('editor'), async (c) => {
    // One save at a time: a double click's second POST must not build (and spend the API's budget) while the first does.
    if (saving) return savedRecently(SAVE_COOLDOWN_S, 'A version is being saved right now');
    saving = true;
    try {
      return await saveNow(c);
    } finally {
      saving = false;
    }
  });

  async function saveNow(c: Context<WorkspaceEnv>): Promise<Response> {
    const wait = await cooldownLeftS(deps.db(), now());
    if (wait > 0) return savedRecently(wait, 'A version was saved less than a minute ago');
    const person = c.get('person');
    // Before the API is read (its budget is the team's); checked again under the lock before the write.
    const full = await versionCapReached(deps.db(), person, startOfIsoWeek(options.today()));
    if (full !== null) return full;
    const content = await built(options);
    if (content instanceof Response) return content;
    const version = await inTransaction(deps.db(), async (tx) => {
      await lockForCount(tx, 'forecast_versions');
      const stillFull = await versionCapReached(tx, person, content.firstWeek);
      if (stillFull !== null) return stillFull;
      const stored = await insertVersion(tx, { content, kind: 'saved', takenAt: now(), takenBy: person.name, takenByUserId: person.id });
      if (stored === null)
        throw new Error('A saved version was refused by the unique key, which covers scheduled and reconstructed ones only.');
      await audit(tx, c, deps, { action: 'forecast_version_saved', target: stored.id, details: { firstWeek: stored.firstWeek } });
      return stored;
    });
    return version instanceof Response ? version : c.json(version, 201, NO_STORE);
  }

  // Before `/:id`, which would take "schedule" for an id.
  app.get('/forecast-versions/schedule', async (c) =>
    c.json({ ...(await scheduleOf(deps.db())), timeZone: options.timeZone }, 200, NO_STORE),
  );

  app.put('/forecast-versions/schedule', requireRole('editor'), validBody(versionScheduleSchema), async (c) => {
    const schedule = c.req.valid('json');
    await inTransaction(deps.db(), async (tx) => {
      const before = await scheduleOf(tx);
      await saveSchedule(tx, schedule, options.nextRun(schedule, now()));
      await audit(tx, c, deps, { action: 'forecast_version_schedule_changed', details: { from: before, to: schedule } });
    });
    return c.json({ ...schedule, timeZone: options.timeZone }, 200, NO_STORE);
  });

  app.get('/forecast-versions/:id', async (c) => {
    const id = c.req.param('id');
    const version = idSchema.safeParse(id).success ? await findVersion(deps.db(), id) : null;
    return version === null
      ? notFound('version_not_found', 'There is no such forecast version (versions are kept two years).')
      : c.json(version, 200, NO_STORE);
  });

  app.get('/notes', validQuery(noteQuerySchema), async (c) => {
    const { from, to, after, limit } = c.req.valid('query');
    const cursor = after === undefined ? undefined : parseNoteCursor(after);
    if (cursor === null) return invalidField('after', 'Not a cursor this server gave.');
    const canEdit = roleAtLeast(c.get('person').role, 'editor');
    const page = await notePage(deps.db(), { from, to, after: cursor }, limit ?? NOTE_LIMITS.perPage);
    return c.json({ notes: page.rows.map((row) => noteAsSeen(row, canEdit)), next: page.next }, 200, NO_STORE);
  });

  app.post('/notes', requireRole('editor'), validBody(newNoteSchema), async (c) => {
    const note = c.req.valid('json');
    const person = c.get('person');
    const row = await inTransaction(deps.db(), async (tx) => {
      const full = await noteCapReached(tx, person);
      if (full !== null) return full;
      const inserted = await insertNote(tx, { ...note, author: person.name, authorUserId: person.id });
      await audit(tx, c, deps, {
        action: 'note_created',
        target: inserted.id,
        details: { target: note.target, text: auditedText(inserted.text) },
      });
      return inserted;
    });
    return row instanceof Response ? row : c.json(noteAsSeen(row, true), 201, NO_STORE);
  });

  app.patch('/notes/:id', requireRole('editor'), validBody(noteChangeSchema), async (c) => {
    const { text } = c.req.valid('json');
    const outcome = await inTransaction(deps.db(), async (tx) => {
      const before = await lockedNote(tx, c);
      if (before === undefined) return noteNotFound();
      const after = await updateNoteText(tx, before.id, text, c.get('person').name);
      await audit(tx, c, deps, {
        action: 'note_changed',
        target: after.id,
        details: { target: after.target, from: auditedText(before.text), to: auditedText(after.text) },
      });
      return after;
    });
    return outcome instanceof Response ? outcome : c.json(noteAsSeen(outcome, true), 200, NO_STORE);
  });

  app.delete('/notes/:id', requireRole('editor'), async (c) => {
    const outcome = await inTransaction(deps.db(), async (tx) => {
      const note = await lockedNote(tx, c);
      if (note === undefined) return noteNotFound();
      await deleteNote(tx, note.id);
      await audit(tx, c, deps, { action: 'note_deleted', target: note.id, details: { target: note.target, text: auditedText(note.text) } });
      return null;
    });
    return outcome instanceof Response ? outcome : c.body(null, 204, NO_STORE);
  });

  return app;
}

/**
 * The version as the API stands now, or the answer that says why not: an API that cannot be read
 * is a 503 and nothing is stored (under a 429, the team's budget is spent: try after Retry-After).
 */
async function built(options: CashWeeksRouteOptions) {
  try {
    return await options.buildVersion({ read: options.read, today: options.today() });
  } catch (error) {
    if (!(error instanceof ApiReadError)) throw error;
    return upstreamUnavailable(error);
  }
}

function upstreamUnavailable(error: ApiReadError): Response {
  if (error.status === 429) {
    const retryAfterS = error.retryAfterS ?? 60;
    const message = `The API's request budget for this minute is spent, so the version was not saved. Try again in ${retryAfterS} s.`;
    return errorResponse(
      503,
      { type: 'server', code: 'upstream_unavailable', message },
      { ...NO_STORE, 'Retry-After': String(retryAfterS) },
    );
  }
  return errorResponse(
    503,
    {
      type: 'server',
      code: 'upstream_unavailable',
      message: 'The API could not be read, so the version was not saved. Try again in a moment.',
    },
    NO_STORE,
  );
}

/** Whole seconds until a version may be saved again after the last one taken (0: now). */
async function cooldownLeftS(db: Kysely<Database>, at: Date): Promise<number> {
  const last = await lastTakenAt(db);
  if (last === null) return 0;
  const leftMs = last.getTime() + SAVE_COOLDOWN_S * 1000 - at.getTime();
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

function savedRecently(waitS: number, reason: string): Response {
  const message = `${reason}, so this one was not saved. The next version can be saved in ${waitS} s.`;
  return errorResponse(429, { type: 'rate_limit', code: 'version_saved_recently', message }, { ...NO_STORE, 'Retry-After': String(waitS) });
}

/** The 409 of a version saved past one of VERSION_LIMITS for `week` (its Monday), or null while there is room. */
async function versionCapReached(db: Kysely<Database>, person: Person, week: IsoDate): Promise<Response | null> {
  const counts = await savedVersionCounts(db, week, person.id);
  const again = `save again from Monday ${addDays(week, 7)}.`;
  if (counts.mine >= VERSION_LIMITS.savedPerPersonWeek)
    return limitReached(
      `You saved ${VERSION_LIMITS.savedPerPersonWeek} versions in the week of ${week}, the most one person may: ${again}`,
    );
  if (counts.all >= VERSION_LIMITS.savedPerWeek)
    return limitReached(`The team saved ${VERSION_LIMITS.savedPerWeek} versions in the week of ${week}, the most a week may: ${again}`);
  return null;
}

/** The 409 of a note past one of NOTE_LIMITS, or null while there is room; notes take turns from here to their commit. */
async function noteCapReached(tx: Kysely<Database>, person: Person): Promise<Response | null> {
  await lockForCount(tx, 'notes');
  const counts = await noteCounts(tx, person.id);
  if (counts.mine >= NOTE_LIMITS.perPerson)
    return limitReached(
      `You wrote ${NOTE_LIMITS.perPerson.toLocaleString('en-US')} of the notes the workspace keeps, the most one person may: ` +
        'delete old ones to add more.',
    );
  if (counts.all >= NOTE_LIMITS.all)
    return limitReached(
      `The workspace keeps ${NOTE_LIMITS.all.toLocaleString('en-US')} notes, the most it may: delete old ones to add more.`,
    );
  return null;
}

function lockedNote(db: Kysely<Database>, c: Context<WorkspaceEnv>) {
  const id = c.req.param('id') ?? '';
  return idSchema.safeParse(id).success ? noteForUpdate(db, id) : Promise.resolve(undefined);
}

function auditedText(text: string): string {
  return text.slice(0, AUDITED_TEXT);
}

function noteNotFound(): Response {
  return notFound('note_not_found', 'There is no such note.');
}
