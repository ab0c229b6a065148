import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import { answerClientError } from './client-error.ts';
import { errorBody, JSON_CONTENT_TYPE } from './error-envelope.ts';
import type { ErrorType } from './error-envelope.ts';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.ts';

type Refusal = { status: number; type: ErrorType; code: string; message: string };

/**
 * The dashboard's HTTP server for `app`. Node's own Host check is off because it answers a bare
 * 400, without the envelope or the security headers; the listener refuses a missing Host itself.
 */
export function createAppServer(app: Hono): Server {
  const server = createServer({ requireHostHeader: false }, createRequestListener(app));
  server.on('clientError', answerClientError);
  return server;
}

/**
 * The Node listener for `app`, with the checks the app cannot make because Node's parser has
 * already folded them away: a second `Host` header (Node keeps the first; a proxy on the way may
 * have used the other), none at all, and a request line other than HTTP/1.0 or 1.1. What the adapter cannot
 * turn into a request (`Host: a/b`, a backslash in the path) is refused in the same envelope,
 * with the same security headers as every other answer.
 */
export function createRequestListener(app: Hono): RequestListener {
  const listener = getRequestListener(app.fetch, {
    errorHandler: (error) => refusalResponse(error instanceof RequestError ? UNREADABLE : INTERNAL),
  });
  return (incoming, outgoing) => {
    const refusal = refusalOf(incoming);
    if (refusal) return send(outgoing, refusal);
    void listener(incoming, outgoing);
  };
}

const UNREADABLE: Refusal = { status: 400, type: 'invalid_request', code: 'bad_request', message: 'The request could not be read.' };
const INTERNAL: Refusal = { status: 500, type: 'server', code: 'internal_error', message: 'The dashboard server failed unexpectedly.' };

function refusalOf(incoming: IncomingMessage): Refusal | null {
  if (incoming.httpVersion !== '1.1' && incoming.httpVersion !== '1.0') {
    return { status: 505, type: 'invalid_request', code: 'http_version_not_supported', message: 'This server speaks HTTP/1.1 only.' };
  }
  const hosts = hostHeaderCount(incoming.rawHeaders);
  if (hosts === 0) return { status: 400, type: 'invalid_request', code: 'missing_host', message: 'The request carries no Host header.' };
  if (hosts > 1) {
    return { status: 400, type: 'invalid_request', code: 'duplicate_host', message: 'The request carries more than one Host header.' };
  }
  return null;
}

// rawHeaders alternates names and values.
function hostHeaderCount(rawHeaders: string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === 'host') count++;
  }
  return count;
}

function refusalHeaders(): Record<string, string> {
  return {
    'Content-Type': JSON_CONTENT_TYPE,
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
}

function refusalResponse(refusal: Refusal): Response {
  return new Response(errorBody(refusal), { status: refusal.status, headers: refusalHeaders() });
}

function send(outgoing: ServerResponse, refusal: Refusal): void {
  outgoing.writeHead(refusal.status, refusalHeaders());
  outgoing.end(errorBody(refusal));
}
