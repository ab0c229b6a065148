import type { CachedAnswer } from './cached-answer.ts';
import { MAX_BACKOFF_S } from './response-cache.ts';
import { UpstreamTimeout, UpstreamTooLarge } from './upstream-client.ts';
import type { UpstreamClient, UpstreamReply } from './upstream-client.ts';

export type UpstreamFaultCode = 'upstream_unreachable' | 'upstream_timeout' | 'upstream_invalid_response' | 'upstream_too_large';

/** A failure of the upstream itself, as opposed to an error answer the upstream gave. */
export class UpstreamFault extends Error {
  constructor(
    readonly code: UpstreamFaultCode,
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Upstream response headers the browser gets; everything else (Set-Cookie included) stays here.
 * Not Content-Type: the proxy states its own, so a hostile type never reaches the browser.
 */
const PASSED_BACK_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];

export type UpstreamRequest = {
  url: URL;
  apiKey: string;
  acceptLanguage: string | undefined;
  timeoutMs: number;
  maxBodyBytes: number;
  client: UpstreamClient;
  /** Sent as X-Request-Id, so the upstream's logs can be matched with ours (the spec neither asks nor forbids it). */
  requestId: string;
  onRetry?: () => void;
};

/**
 * One GET to the upstream, with the body read in full (it is cached and checked to be JSON).
 * Never rejects with anything but an UpstreamFault.
 */
export async function fetchUpstream(request: UpstreamRequest): Promise<CachedAnswer> {
  let reply: UpstreamReply;
  try {
    const { url, timeoutMs, maxBodyBytes, onRetry } = request;
    reply = await request.client({ url, headers: upstreamHeaders(request), timeoutMs, maxBodyBytes, ...(onRetry && { onRetry }) });
  } catch (error) {
    if (error instanceof UpstreamTimeout)
      throw new UpstreamFault('upstream_timeout', 504, `The financial API did not answer within ${request.timeoutMs} ms.`);
    if (error instanceof UpstreamTooLarge) {
      throw new UpstreamFault(
        'upstream_too_large',
        502,
        `The financial API sent an answer larger than this server accepts (${megabytes(request.maxBodyBytes)} MB).`,
      );
    }
    throw new UpstreamFault('upstream_unreachable', 502, 'The financial API could not be reached.');
  }
  return toAnswer(reply);
}

function toAnswer(reply: UpstreamReply): CachedAnswer {
  // The spec answers with a success or an error envelope. A redirect is never followed (it could
  // carry the key to another host) and cannot pass on either: its Location stays here, and a 3xx
  // without one is a broken answer to the browser.
  if (!isSuccess(reply.status) && !isError(reply.status)) {
    throw new UpstreamFault(
      'upstream_invalid_response',
      502,
      `The financial API answered ${reply.status}, which is neither a result nor an error.`,
    );
  }
  const headers = passedBackHeaders(reply);
  const ok = isSuccess(reply.status);
  // A success passes through as bytes, unparsed (the browser parses it anyway): decoding and
  // parsing every page cost the proxy more CPU than the rest of its work. So it must be declared
  // exactly JSON: `application/json, text/html` parses as JSON yet renders as a page.
  if (ok && !isJsonType(reply.header('content-type'))) {
    throw new UpstreamFault(
      'upstream_invalid_response',
      502,
      `The financial API answered ${reply.status} with a Content-Type that is not JSON.`,
    );
  }
  if (ok && startsLikeJson(reply.body)) return { status: reply.status, headers, body: reply.body, upstreamRequestId: null };
  // An error (or a success that does not look like JSON) is parsed, to check it and to find its request id.
  const body = new TextDecoder().decode(reply.body);
  const parsed = parseJson(body);
  if (parsed === undefined) {
    throw new UpstreamFault('upstream_invalid_response', 502, `The financial API answered ${reply.status} with a body that is not JSON.`);
  }
  return { status: reply.status, headers, body, upstreamRequestId: requestIdOf(parsed) };
}

const isSuccess = (status: number) => status >= 200 && status < 300;
const isError = (status: number) => status >= 400 && status < 600;

// Built from scratch: the browser's cookies, Authorization and X-Forwarded-* never reach the upstream.
function upstreamHeaders(request: UpstreamRequest): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${request.apiKey}`,
    'X-Request-Id': request.requestId,
  };
  if (request.acceptLanguage) headers['Accept-Language'] = request.acceptLanguage;
  return headers;
}

/**
 * The longest wait, in seconds, a passed-back header may name: the spec's minute for the window's
 * reset, the replay's bound (MAX_BACKOFF_S) for Retry-After. A larger or malformed value (an
 * epoch, 99999999999) would stop the browser's requests for days; it is cut to the bound, or
 * dropped when it is not a whole number, and the browser then waits by its own rule.
 */
const LONGEST_WAIT_S: Readonly<Record<string, number>> = { 'x-ratelimit-reset': 60, 'retry-after': MAX_BACKOFF_S };

function passedBackHeaders(reply: UpstreamReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of PASSED_BACK_HEADERS) {
    const value = boundedWait(name, reply.header(name));
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

function boundedWait(name: string, value: string | undefined): string | undefined {
  const longest = LONGEST_WAIT_S[name];
  if (value === undefined || longest === undefined) return value;
  if (!/^\d{1,15}$/.test(value)) return undefined;
  return String(Math.min(Number(value), longest));
}

/**
 * One media type, `application/json`, with at most a UTF-8 charset: the proxy re-labels the bytes
 * as UTF-8 JSON, so any other charset would be misread.
 *
 * @example isJsonType('application/json; charset=UTF-8') // true
 * @example isJsonType('application/json, text/html') // false
 */
export function isJsonType(contentType: string | undefined): boolean {
  const [mediaType = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return parameters.every((parameter) => /^charset="?utf-8"?$/.test(parameter));
}

function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

const OPENING_BRACES = new Set([0x7b, 0x5b]);
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** True when the first non-blank byte opens an object or an array. */
function startsLikeJson(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (!WHITESPACE.has(byte)) return OPENING_BRACES.has(byte);
  }
  return false;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The spec's error envelope carries `error.request_id`; successful bodies have none. */
function requestIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = body.error;
  if (typeof error !== 'object' || error === null || !('request_id' in error)) return null;
  return typeof error.request_id === 'string' ? error.request_id : null;
}
