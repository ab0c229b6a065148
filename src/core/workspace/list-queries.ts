import { z } from 'zod/mini';
import { NOTE_LIMITS, VERSION_LIMITS } from '../cash-weeks/contract.ts';
import { MEMBERS_PER_PAGE } from './contract.ts';

/*
 * The query strings of the workspace's lists that answer a page at a time, as the server checks
 * them. Only the server reads these schemas: the browser writes `after` from the `next` it was
 * given (src/api/workspace/workspace-fetch.ts), so they stay out of its bundles.
 */

/** A page's cursor as the server gives it (`next`) and takes it back (`after`): its list's sort key, opaque. */
export const PAGE_CURSOR_MAX = 2_000;

/**
 * `after` and `limit`, the query of every list the workspace answers a page at a time (notes,
 * forecast versions, members): at most `perPage` rows a page, `after` the `next` of the page
 * before (null on the last page), so a page continues exactly where the one before ended.
 */
function pageQueryShape(perPage: number) {
  return {
    after: z.optional(z.string().check(z.maxLength(PAGE_CURSOR_MAX))),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(perPage))),
  };
}

const dateSchema = z.iso.date();

/**
 * `GET /workspace/notes?from&to&after&limit`: the notes whose target touches the window (a
 * forecast's note by the forecast's id, always), oldest first, a page at a time.
 */
export const noteQuerySchema = z.strictObject({
  from: z.optional(dateSchema),
  to: z.optional(dateSchema),
  ...pageQueryShape(NOTE_LIMITS.perPage),
});

/**
 * `GET /workspace/forecast-versions?from&to&after&limit`: the versions whose week is in the window,
 * newest first, without cells, a page at a time.
 */
export const versionQuerySchema = z.strictObject({
  from: z.optional(dateSchema),
  to: z.optional(dateSchema),
  ...pageQueryShape(VERSION_LIMITS.perPage),
});

/** `GET /workspace/members?after&limit`: everyone the workspace knows, by name, a page at a time. */
export const memberQuerySchema = z.strictObject(pageQueryShape(MEMBERS_PER_PAGE));
