import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { Role } from '../../core/workspace/contract.ts';
import { requireRole, validBody, validQuery } from './route-guards.ts';
import type { WorkspaceEnv } from './workspace-env.ts';

const noteSchema = z.strictObject({ text: z.string().check(z.minLength(1)) });
const pageSchema = z.strictObject({ limit: z.optional(z.string().check(z.regex(/^\d+$/))) });

/** A person of `role` signed in, the body as the write guard would have parsed it. */
function routes(role: Role, body: unknown) {
  const app = new Hono<WorkspaceEnv>();
  app.use(async (c, next) => {
    c.set('person', { id: 'p', name: 'Pat', email: null, role, access: 'proxy', sessionKey: 'proxy:pat' });
    c.set('jsonBody', body);
    return next();
  });
  app.post('/notes', requireRole('editor'), validBody(noteSchema), (c) => c.json({ saved: c.req.valid('json').text }, 201));
  app.get('/notes', validQuery(pageSchema), (c) => c.json({ limit: c.req.valid('query').limit ?? null }));
  app.get(
    '/audit',
    validQuery(pageSchema, (error) => Response.json({ refused: error.issues[0]?.code }, { status: 400 })),
    (c) => c.json({ limit: c.req.valid('query').limit ?? null }),
  );
  return app;
}

async function answerOf(response: Response) {
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
}

describe('the workspace route guards', () => {
  it('requireRole: someone below the role is refused with 403 forbidden_role naming it, before the body is read', async () => {
    expect(await answerOf(await routes('viewer', {}).request('/notes', { method: 'POST' }))).toEqual({
      status: 403,
      body: {
        error: {
          type: 'authentication',
          code: 'forbidden_role',
          message: 'This needs the editor role.',
          param: null,
          request_id: expect.any(String),
        },
      },
      cache: 'no-store',
    });
  });

  it.each(['editor', 'admin'] as const)(
    'requireRole: an %s passes, and the handler reads the body as the schema typed it',
    async (role) => {
      expect(await answerOf(await routes(role, { text: 'Payroll moved' }).request('/notes', { method: 'POST' }))).toMatchObject({
        status: 201,
        body: { saved: 'Payroll moved' },
      });
    },
  );

  it.each([
    ['a field the schema does not know', { text: 'x', author: 'someone else' }, 'author'],
    ['a field that breaks its rule', { text: '' }, 'text'],
    ['no body at all', undefined, null],
  ])('validBody: %s is a 400 invalid_body naming the field', async (_label, body, param) => {
    const { status, body: answer } = await answerOf(await routes('editor', body).request('/notes', { method: 'POST' }));
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: { type: 'invalid_request', code: 'invalid_body', param } });
  });

  it('validQuery: the query string is checked the same way and handed on typed', async () => {
    expect(await answerOf(await routes('viewer', undefined).request('/notes?limit=20'))).toMatchObject({
      status: 200,
      body: { limit: '20' },
    });
    expect(await answerOf(await routes('viewer', undefined).request('/notes?limit=many'))).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_body', param: 'limit' } },
    });
    expect(await answerOf(await routes('viewer', undefined).request('/notes?sort=asc'))).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_body', param: 'sort' } },
    });
  });

  it('validQuery: a route may answer a bad query in words of its own', async () => {
    expect(await answerOf(await routes('viewer', undefined).request('/audit?sort=asc'))).toMatchObject({
      status: 400,
      body: { refused: 'unrecognized_keys' },
    });
  });
});
