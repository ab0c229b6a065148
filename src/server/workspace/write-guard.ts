import type { Context, MiddlewareHandler } from 'hono';
import { CSRF_HEADER, MAX_BODY_BYTES } from '../../core/workspace/contract.ts';
import { errorResponse } from '../http/error-envelope.ts';
import { sameToken } from './csrf-tokens.ts';
import { notSignedIn } from './workspace-errors.ts';

/** The parsed JSON body of a write that passed the guard; undefined when it had none. */
export type WriteGuardEnv = { Variables: { jsonBody: unknown } };

export type WriteGuardOptions = {
  /** Whether the browser came over TLS (cameOverTls: the URL, or a trusted proxy's X-Forwarded-Proto). */
  overTls: (c: Context) => boolean;
  /** The token this request must carry: the signed-in person's; null when no one is signed in. */
  expectedToken: (c: Context) => Promise<string | null>;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * In front of every write: refuses what another site's page could send (Sec-Fetch-Site, Origin,
 * the CSRF token a cross-site page cannot read), a body that is not JSON, or larger than
 * MAX_BODY_BYTES (counted while reading: Content-Length may lie or be absent). The token is
 * required even when the browser sent neither header, so an old browser is not a way around it.
 */
export function writeGuard(options: WriteGuardOptions): MiddlewareHandler<WriteGuardEnv> {
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    if (!fromThisSite(c, options.overTls(c))) return crossSite();
    const hasBody = declaresBody(c);
    if (hasBody && !isJson(c.req.header('content-type'))) return jsonRequired();
    const expected = await options.expectedToken(c);
    if (expected === null) return notSignedIn();
    if (!sameToken(c.req.header(CSRF_HEADER) ?? '', expected)) return csrfTokenInvalid();
    if (!hasBody) return next();
    const text = await readCapped(c.req.raw, MAX_BODY_BYTES);
    if (text === null) return bodyTooLarge();
    if (text === '') return next();
    const parsed = parseJson(text);
    if (!parsed.ok) return invalidJson();
    c.set('jsonBody', parsed.value);
    return next();
  };
}

/**
 * HTTP says a request has a body when Content-Length or Transfer-Encoding says so (RFC 9112 6.1):
 * Node hands Hono a body stream for every DELETE, even a browser's bodiless one. A request made in
 * process (tests) has neither header, and a body only if it was given one.
 */
function declaresBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return length !== '0';
  if (c.req.header('transfer-encoding') !== undefined) return true;
  return c.req.raw.body !== null && c.req.header('content-type') !== undefined;
}

/** The Fetch Metadata and Origin a browser sends, where it sends them, must name this very site. */
function fromThisSite(c: Context, overTls: boolean): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  const own = new URL(`${overTls ? 'https' : 'http'}://${new URL(c.req.url).host}`).origin;
  return originOf(origin) === own;
}

/** Normalised (default ports dropped); null for `null` and anything else that is no origin. */
function originOf(header: string): string | null {
  try {
    const url = new URL(header);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The body as text, or null once it passes `limit` bytes (the rest is not read). */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (request.body === null) return '';
  const reader: ReadableStreamDefaultReader<Uint8Array> = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function crossSite(): Response {
  return errorResponse(403, {
    type: 'invalid_request',
    code: 'cross_site_request',
    message: 'Changes are accepted only from the dashboard itself, not from another site.',
  });
}

function jsonRequired(): Response {
  return errorResponse(415, {
    type: 'invalid_request',
    code: 'json_required',
    message: 'Send the body as JSON (Content-Type: application/json).',
  });
}

function csrfTokenInvalid(): Response {
  return errorResponse(403, {
    type: 'invalid_request',
    code: 'csrf_token_invalid',
    message: `The request lacks this session's ${CSRF_HEADER}: reload the page and try again.`,
    param: CSRF_HEADER,
  });
}

function bodyTooLarge(): Response {
  return errorResponse(413, {
    type: 'invalid_request',
    code: 'body_too_large',
    message: `The body is larger than ${MAX_BODY_BYTES} bytes.`,
  });
}

function invalidJson(): Response {
  return errorResponse(400, { type: 'invalid_request', code: 'invalid_body', message: 'The body is not valid JSON.' });
}
