import { Hono } from 'hono';
import type { z } from 'zod/mini';
import { auditQuerySchema } from '../../core/workspace/contract.ts';
import type { AuditEvent, AuditQuery } from '../../core/workspace/contract.ts';
import { toCsv } from '../../core/csv.ts';
import { errorResponse } from '../http/error-envelope.ts';
import type { AuditRetention } from './audit-retention.ts';
import { auditEvents, auditPage, parseCursor } from './audit-store.ts';
import type { AuditFilter } from './audit-store.ts';
import { validQuery } from './route-guards.ts';
import type { WorkspaceDeps, WorkspaceEnv } from './workspace-env.ts';

const DEFAULT_PAGE = 100;
/** A download holds at most this many events: a year of a busy team's trail, a few megabytes. */
export const CSV_MAX_EVENTS = 100_000;
const CSV_HEADER = ['At (UTC)', 'Actor', 'Action', 'Target', 'Details', 'From'];

/** `/audit` and `/audit.csv`: the trail, newest first, filtered; the caller checks the admin role. */
export function auditRoutes(deps: WorkspaceDeps, retention: AuditRetention, now: () => number): Hono<WorkspaceEnv> {
  const app = new Hono<WorkspaceEnv>();

  app.get('/audit', validQuery(auditQuerySchema, invalidAuditQuery), async (c) => {
    const query = auditFilter(c.req.valid('query'));
    if (query instanceof Response) return query;
    const db = deps.db();
    // Pruned before reading, so a page never shows what retention should have removed.
    await retention.prune(db);
    const page = await auditPage(db, query.filter, query.limit);
    return c.json({ ...page, keptForDays: retention.keptForDays }, 200);
  });

  app.get('/audit.csv', validQuery(auditQuerySchema, invalidAuditQuery), async (c) => {
    const query = auditFilter(c.req.valid('query'));
    if (query instanceof Response) return query;
    const db = deps.db();
    await retention.prune(db);
    const events = await auditEvents(db, query.filter, CSV_MAX_EVENTS);
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(toCsv(CSV_HEADER, events.map(csvRow)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-trail-${day}.csv"`,
    });
  });

  return app;
}

/** The first problem zod found, its field named in `param` (an unknown field by its own name). */
function invalidAuditQuery(error: z.core.$ZodError): Response {
  const issue = error.issues[0];
  const param = issue?.code === 'unrecognized_keys' ? (issue.keys[0] ?? null) : (issue?.path.map(String).join('.') ?? null);
  return invalidQuery(param, issue?.message ?? 'The query is not valid.');
}

function auditFilter(query: AuditQuery): { filter: AuditFilter; limit: number } | Response {
  const { before, limit, ...filters } = query;
  if (before === undefined) return { filter: filters, limit: limit ?? DEFAULT_PAGE };
  const cursor = parseCursor(before);
  if (cursor === null) return invalidQuery('before', 'This is not a cursor the audit trail gave out.');
  return { filter: { ...filters, before: cursor }, limit: limit ?? DEFAULT_PAGE };
}

function invalidQuery(param: string | null, message: string): Response {
  return errorResponse(400, { type: 'invalid_request', code: 'invalid_query', message, param });
}

function csvRow(event: AuditEvent): string[] {
  return [event.at, event.actor, event.action, event.target ?? '', JSON.stringify(event.details), event.from ?? ''];
}
