import type { MiddlewareHandler } from 'hono';
import { z } from 'zod/mini';
import { roleAtLeast } from '../../core/workspace/contract.ts';
import type { Role } from '../../core/workspace/contract.ts';
import type { WorkspaceEnv } from './workspace-env.ts';
import { forbiddenRole, invalidBody } from './workspace-errors.ts';

/**
 * What a handler after `validBody(schema)` reads with `c.req.valid('json')`: the write's body as
 * the schema reads it. Hono's input, not a context variable, so the context stays a
 * `Context<WorkspaceEnv>` that the routes' helpers take.
 */
export type BodyInput<T> = { out: { json: T } };

/** What a handler after `validQuery(schema)` reads with `c.req.valid('query')`. */
export type QueryInput<T> = { out: { query: T } };

/**
 * Refuses (403 forbidden_role) the signed-in person when their role is below `needed`.
 *
 * @example app.post('/notes', requireRole('editor'), async (c) => …)
 */
export function requireRole(needed: Role): MiddlewareHandler<WorkspaceEnv> {
  return async (c, next) => (roleAtLeast(c.get('person').role, needed) ? next() : forbiddenRole(needed));
}

/**
 * The write's JSON body (parsed by the write guard) checked against `schema`: a 400 invalid_body
 * naming the first problem, else the handler reads it, typed, with `c.req.valid('json')`.
 *
 * @example app.put('/alerts/:id/subscription', validBody(subscriptionSchema), async (c) => c.req.valid('json').subscribed)
 */
export function validBody<S extends z.core.$ZodType<object>>(schema: S): MiddlewareHandler<WorkspaceEnv, string, BodyInput<z.output<S>>> {
  return async (c, next) => {
    const parsed = z.safeParse(schema, c.get('jsonBody'));
    if (!parsed.success) return invalidBody(parsed.error);
    c.req.addValidatedData('json', parsed.data);
    return next();
  };
}

/**
 * The query string checked against `schema`: refused as `validBody` refuses a body unless
 * `refuse` answers otherwise; the handler reads it, typed, with `c.req.valid('query')`.
 *
 * @example app.get('/notes', validQuery(noteQuerySchema), async (c) => notePage(db, c.req.valid('query'), 100))
 */
export function validQuery<S extends z.core.$ZodType<object>>(
  schema: S,
  refuse: (error: z.core.$ZodError) => Response = invalidBody,
): MiddlewareHandler<WorkspaceEnv, string, QueryInput<z.output<S>>> {
  return async (c, next) => {
    const parsed = z.safeParse(schema, c.req.query());
    if (!parsed.success) return refuse(parsed.error);
    c.req.addValidatedData('query', parsed.data);
    return next();
  };
}
