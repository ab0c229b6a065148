import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../core/workspace/contract.ts';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../http/request-listener.ts';
import { writeGuard } from './write-guard.ts';
import type { WriteGuardEnv } from './write-guard.ts';

const TOKEN = 'the-right-token';

/** A write endpoint behind the guard that echoes the body it was given. */
function guarded(options: { overTls?: boolean; signedIn?: boolean } = {}) {
  const app = new Hono<WriteGuardEnv>();
  let reached = 0;
  app.use(
    writeGuard({
      overTls: () => options.overTls ?? false,
      expectedToken: () => Promise.resolve(options.signedIn === false ? null : TOKEN),
    }),
  );
  app.all('/write', (c) => {
    reached += 1;
    return c.json({ body: c.get('jsonBody') ?? null });
  });
  return { app, reached: () => reached };
}

function write(headers: Record<string, string> = {}, body: RequestInit['body'] = '{"name":"Board"}', method = 'POST'): RequestInit {
  return { method, body, headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': TOKEN, ...headers } };
}

async function errorOf(response: Response): Promise<{ status: number; code: string; param: string | null }> {
  const { error } = (await response.json()) as { error: { code: string; param: string | null } };
  return { status: response.status, code: error.code, param: error.param };
}

describe('the write guard over HTTP', () => {
  it(
    "lets a browser's bodiless DELETE through (Node gives every DELETE a body stream)," +
      ' and still refuses a DELETE with a body that is not JSON',
    async () => {
      const { app, reached } = guarded();
      const server = createAppServer(app as unknown as Hono);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/write`;
      try {
        const bodiless = await fetch(url, { method: 'DELETE', headers: { 'X-CSRF-Token': TOKEN, 'Sec-Fetch-Site': 'same-origin' } });
        expect(bodiless.status).toBe(200);
        expect(reached()).toBe(1);
        const text = await fetch(url, {
          method: 'DELETE',
          body: 'name=Board',
          headers: { 'Content-Type': 'text/plain', 'X-CSRF-Token': TOKEN },
        });
        expect(text.status).toBe(415);
        expect(reached()).toBe(1);
      } finally {
        server.close();
      }
    },
  );
});

describe('the write guard', () => {
  it('lets a same-origin JSON write with the token through, its body parsed', async () => {
    const { app } = guarded();
    const response = await app.request('/write', write({ Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ body: { name: 'Board' } });
  });

  it('leaves reads alone', async () => {
    const { app } = guarded();
    expect((await app.request('/write', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(200);
  });

  it.each([
    ['cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['none (typed in the address bar, or a bookmark)', { 'Sec-Fetch-Site': 'none' }],
    ["another site's Origin", { Origin: 'https://evil.example' }],
    ['an opaque Origin (a sandboxed frame)', { Origin: 'null' }],
    ['this host over the other scheme', { Origin: 'https://localhost' }],
    ['this host on another port', { Origin: 'http://localhost:8081' }],
  ])('refuses %s with 403 cross_site_request, before reading anything', async (_label, headers) => {
    const { app, reached } = guarded();
    expect(await errorOf(await app.request('/write', write(headers)))).toMatchObject({ status: 403, code: 'cross_site_request' });
    expect(reached()).toBe(0);
  });

  it("takes the scheme from the TLS a trusted proxy reports: behind it, https is this server's own origin", async () => {
    const { app } = guarded({ overTls: true });
    expect((await app.request('/write', write({ Origin: 'https://localhost' }))).status).toBe(200);
    expect((await app.request('/write', write({ Origin: 'http://localhost' }))).status).toBe(403);
  });

  it('accepts a write with neither Origin nor Sec-Fetch-Site only with the token', async () => {
    const { app } = guarded();
    expect((await app.request('/write', write())).status).toBe(200);
    expect(await errorOf(await app.request('/write', write({ 'X-CSRF-Token': '' })))).toEqual({
      status: 403,
      code: 'csrf_token_invalid',
      param: 'X-CSRF-Token',
    });
  });

  it.each([
    ['missing', undefined],
    ['wrong', 'the-wrong-token'],
    ['a prefix of the right one', TOKEN.slice(0, 5)],
  ])('refuses a %s CSRF token with 403 csrf_token_invalid', async (_label, token) => {
    const { app, reached } = guarded();
    const init = write({ Origin: 'http://localhost' });
    const headers = new Headers(init.headers);
    if (token === undefined) headers.delete('X-CSRF-Token');
    else headers.set('X-CSRF-Token', token);
    expect(await errorOf(await app.request('/write', { ...init, headers }))).toMatchObject({ status: 403, code: 'csrf_token_invalid' });
    expect(reached()).toBe(0);
  });

  it('answers 401 not_signed_in when no one is signed in', async () => {
    const { app } = guarded({ signedIn: false });
    expect(await errorOf(await app.request('/write', write()))).toMatchObject({ status: 401, code: 'not_signed_in' });
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x'], ['application/jsonp']])(
    'refuses a body sent as %s with 415 json_required (what a cross-site form can send)',
    async (type) => {
      const { app, reached } = guarded();
      expect(await errorOf(await app.request('/write', write({ 'Content-Type': type })))).toMatchObject({
        status: 415,
        code: 'json_required',
      });
      expect(reached()).toBe(0);
    },
  );

  it('takes application/json with a charset, and a bodiless DELETE without any type', async () => {
    const { app } = guarded();
    expect((await app.request('/write', write({ 'Content-Type': 'application/json; charset=utf-8' }))).status).toBe(200);
    expect((await app.request('/write', write({ 'Content-Type': '' }, null, 'DELETE'))).status).toBe(200);
  });

  it('refuses a body over the cap with 413, whether its Content-Length says so or not', async () => {
    const { app, reached } = guarded();
    const large = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    expect(await errorOf(await app.request('/write', write({ 'Content-Length': String(large.length) }, large)))).toMatchObject({
      status: 413,
      code: 'body_too_large',
    });
    // A stream that says nothing of its length (chunked), and a Content-Length that lies.
    const chunks = [new TextEncoder().encode(large.slice(0, 10_000)), new TextEncoder().encode(large.slice(10_000))];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await app.request('/write', { ...write({}, stream), duplex: 'half' });
    expect(await errorOf(streamed)).toMatchObject({ status: 413, code: 'body_too_large' });
    expect(await errorOf(await app.request('/write', write({ 'Content-Length': '20' }, large)))).toMatchObject({ status: 413 });
    expect(reached()).toBe(0);
  });

  it('takes a body of exactly the cap', async () => {
    const { app } = guarded();
    const exact = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES - 11) });
    expect(exact.length).toBe(MAX_BODY_BYTES);
    expect((await app.request('/write', write({}, exact))).status).toBe(200);
  });

  it('refuses malformed JSON with 400 invalid_body', async () => {
    const { app, reached } = guarded();
    expect(await errorOf(await app.request('/write', write({}, '{"name": "Board"')))).toEqual({
      status: 400,
      code: 'invalid_body',
      param: null,
    });
    expect(reached()).toBe(0);
  });
});
