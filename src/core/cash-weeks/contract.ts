import { z } from 'zod/mini';
import { plainTextWithLineBreaks } from '../plain-text.ts';
import { isMoney } from '../money.ts';
import { WORKSPACE_PREFIX } from '../workspace/contract.ts';

/**
 * The 13-week cash-flow view's memory (issue 34): forecast versions (snapshots of the 13-week
 * table, per category and week) and the notes the team keeps, as the server answers them and the
 * browser reads them. Writes follow the workspace's rules (JSON, `X-CSRF-Token`, same origin).
 */
export const cashWeeksPaths = {
  versions: `${WORKSPACE_PREFIX}/forecast-versions`,
  version: (id: string) => `${WORKSPACE_PREFIX}/forecast-versions/${encodeURIComponent(id)}`,
  schedule: `${WORKSPACE_PREFIX}/forecast-versions/schedule`,
  notes: `${WORKSPACE_PREFIX}/notes`,
  note: (id: string) => `${WORKSPACE_PREFIX}/notes/${encodeURIComponent(id)}`,
} as const;

const idSchema = z.uuid();
const timestampSchema = z.iso.datetime({ offset: true });
const dateSchema = z.iso.date();
const moneySchema = z.string().check(z.refine(isMoney, 'An amount is written like -1234.50.'));

/**
 * Scheduled: the weekly one on the team's day; saved: "save this version"; reconstructed: rebuilt for the demo's past
 * weeks (docs/api-assumptions.md).
 */
export const versionKindSchema = z.enum(['scheduled', 'saved', 'reconstructed']);
export type VersionKind = z.infer<typeof versionKindSchema>;

/**
 * One cell of a version: what the 13-week table expected to move in one category in one week
 * (receipts positive, disbursements negative), in the workspace currency. `categoryId` null is
 * the uncategorised row. Weeks are Mondays.
 */
export const versionCellSchema = z.object({ categoryId: z.nullable(idSchema), week: dateSchema, amount: moneySchema });
export type VersionCell = z.infer<typeof versionCellSchema>;

export const versionSummarySchema = z.object({
  id: idSchema,
  takenAt: timestampSchema,
  takenBy: z.string(),
  kind: versionKindSchema,
  /** The Monday of its first week (the week it was taken in). */
  firstWeek: dateSchema,
  currency: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/**
 * The largest expected items of a version (at most 300), so a later version can say what moved:
 * "Castellan Design: €120k moved from week 3 to week 7".
 */
export const versionItemSchema = z.object({
  forecastId: idSchema,
  label: z.string(),
  categoryId: z.nullable(idSchema),
  week: dateSchema,
  amount: moneySchema,
});
export type VersionItem = z.infer<typeof versionItemSchema>;
export const MAX_VERSION_ITEMS = 300;

export const versionSchema = z.object({
  ...versionSummarySchema.shape,
  /** Cash at the start of its first week. */
  opening: moneySchema,
  cells: z.array(versionCellSchema),
  items: z.array(versionItemSchema),
});
export type ForecastVersion = z.infer<typeof versionSchema>;

/**
 * The most versions saved on demand in one week (the week a version starts, in the workspace's
 * time zone): by one person and by the whole team (issue 44); a save past either is 409
 * `limit_reached`. With the weekly and the rebuilt version (one a week each) and two years kept,
 * the workspace keeps at most about 5,500 versions; a page of the list holds at most `perPage`.
 */
export const VERSION_LIMITS = { savedPerPersonWeek: 20, savedPerWeek: 50, perPage: 100 } as const;

/** A page of `GET /workspace/forecast-versions` (its query: core/workspace/list-queries.ts); at most two years are kept. */
export const versionListSchema = z.object({
  versions: z.array(versionSummarySchema),
  keptForDays: z.int(),
  next: z.nullable(z.string()),
});
export type VersionList = z.infer<typeof versionListSchema>;

/** `PUT /workspace/forecast-versions/schedule` (editor): the weekday (1 Monday … 7 Sunday) and hour, in the workspace's time zone. */
export const versionScheduleSchema = z.strictObject({
  weekday: z.int().check(z.minimum(1), z.maximum(7)),
  hour: z.int().check(z.minimum(0), z.maximum(23)),
});
export type VersionSchedule = z.infer<typeof versionScheduleSchema>;

/** `GET` and `PUT …/schedule` answer the schedule with the IANA time zone its hour is in. */
export const versionScheduleAnswerSchema = z.object({ ...versionScheduleSchema.shape, timeZone: z.string() });
export type VersionScheduleAnswer = z.infer<typeof versionScheduleAnswerSchema>;

/** What a note is about: a week, a month, a category within a period, or one forecast. */
export const noteTargetSchema = z.union([
  z.strictObject({ kind: z.literal('week'), week: dateSchema }),
  z.strictObject({
    kind: z.literal('month'),
    month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written like 2026-11.')),
  }),
  z.strictObject({ kind: z.literal('category'), categoryId: idSchema, from: dateSchema, to: dateSchema }),
  z.strictObject({ kind: z.literal('forecast'), forecastId: idSchema }),
]);
export type NoteTarget = z.infer<typeof noteTargetSchema>;

export const NOTE_MAX = 2000;
/** Plain text as typed (line breaks kept, other controls and bidi marks dropped), trimmed; links stay text. */
export const noteTextSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(NOTE_MAX * 2)),
    z.transform((text: string) => plainTextWithLineBreaks(text).trim()),
  ),
  z.string().check(z.minLength(1), z.maxLength(NOTE_MAX)),
);

export const noteSchema = z.object({
  id: idSchema,
  target: noteTargetSchema,
  text: z.string(),
  author: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  updatedBy: z.string(),
  /** Editors change and delete notes; viewers read them. */
  canEdit: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

/**
 * The most notes the workspace keeps, and one person writes (issue 44): a note past either is 409
 * `limit_reached`. A page of `GET /workspace/notes` holds at most `perPage`, so an answer stays
 * under about 600 kB (a note is at most NOTE_MAX characters) whatever the workspace keeps.
 */
export const NOTE_LIMITS = { perPerson: 1_000, all: 5_000, perPage: 100 } as const;

export const noteListSchema = z.object({ notes: z.array(noteSchema), next: z.nullable(z.string()) });
export type NoteList = z.infer<typeof noteListSchema>;

/** `POST /workspace/notes` (editor). */
export const newNoteSchema = z.strictObject({ target: noteTargetSchema, text: noteTextSchema });
/** `PATCH /workspace/notes/:id` (editor): the text only; a note about something else is a new note. */
export const noteChangeSchema = z.strictObject({ text: noteTextSchema });
