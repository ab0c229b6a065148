import { Hono } from 'hono';
import type { Context } from 'hono';
import { errorResponse, newRequestId } from './error-envelope.ts';
import type { ErrorType } from './error-envelope.ts';
import { acceptsGzip, gzippedBody, worthGzipping } from './gzip-answer.ts';
import { createResponseCache } from './response-cache.ts';
import type { CachedAnswer, CacheState } from './response-cache.ts';
import { toUpstreamPath, toUpstreamUrl } from './upstream-path.ts';
import { createUpstreamClient } from './upstream-client.ts';
import type { UpstreamClient } from './upstream-client.ts';
import { fetchUpstream, UpstreamFault } from './upstream-fetch.ts';

/** Where the proxy is mounted; the browser's API client calls `/api/<endpoint>`. */
export const API_PREFIX = '/api';

export type ApiProxyOptions = {
  /** The upstream's base address, including `/v1`. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** 0 disables the cache; concurrent identical requests are still coalesced. */
  cacheTtlS: number;
  /** How the upstream is reached; tests put a fake here. */
  client?: UpstreamClient;
  /** One line per request; defaults to stdout. */
  log?: (line: string) => void;
};

type ProxyEnv = { Variables: { requestId: string | undefined } };

/**
 * The `/api` sub-app: forwards GET and HEAD to the upstream with the server's key and answers
 * everything else with 405. Mount it with `app.route(API_PREFIX, createApiProxy(options))`.
 */
export function createApiProxy(options: ApiProxyOptions): Hono<ProxyEnv> {
  const baseUrl = new URL(options.baseUrl);
  const cache = createResponseCache({ ttlS: options.cacheTtlS });
  const client = options.client ?? createUpstreamClient();
  const log = options.log ?? ((line: string) => console.log(line));
  const app = new Hono<ProxyEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log(logLine(c, Math.round(performance.now() - started)));
  });

  // Hono answers HEAD through the GET route (body dropped), so a HEAD costs upstream a GET that is cached like one.
  app.get('/*', async (c) => {
    const requestUrl = new URL(c.req.url);
    const checked = toUpstreamPath(requestUrl.pathname.slice(API_PREFIX.length + 1));
    const url = checked.ok ? toUpstreamUrl(baseUrl, checked.path, requestUrl.search) : null;
    if (!url) {
      const reason = checked.ok ? 'The path leaves the API.' : checked.reason;
      return fail(c, 400, { type: 'invalid_request', code: 'invalid_path', message: reason });
    }
    const acceptLanguage = c.req.header('accept-language');
    const key = `${url.pathname}${url.search}\n${acceptLanguage ?? ''}`;
    try {
      const { answer, state } = await cache.get(key, () =>
        fetchUpstream({ url, apiKey: options.apiKey, acceptLanguage, timeoutMs: options.timeoutMs, client }),
      );
      c.set('requestId', answer.upstreamRequestId ?? undefined);
      return await toResponse(answer, state, acceptsGzip(c.req.header('accept-encoding')));
    } catch (error) {
      if (!(error instanceof UpstreamFault)) throw error;
      return fail(c, error.status, { type: 'server', code: error.code, message: error.message });
    }
  });

  app.all('/*', (c) =>
    fail(
      c,
      405,
      { type: 'invalid_request', code: 'method_not_allowed', message: `The API is read-only: ${c.req.method} is not allowed, only GET and HEAD.` },
      { Allow: 'GET, HEAD' },
    ),
  );

  app.onError((error, c) => {
    console.error('Unexpected error in the API proxy:', error instanceof Error ? error.message : String(error));
    return fail(c, 500, { type: 'server', code: 'internal_error', message: 'The dashboard server failed unexpectedly.' });
  });

  return app;
}

// The server's compress middleware leaves an answer that already has a Content-Encoding alone.
async function toResponse(answer: CachedAnswer, state: CacheState, gzip: boolean): Promise<Response> {
  const headers = { ...answer.headers, 'Cache-Control': 'no-store', 'X-Dashboard-Cache': state };
  if (!gzip || !worthGzipping(answer)) return new Response(answer.body, { status: answer.status, headers });
  return new Response(await gzippedBody(answer), { status: answer.status, headers: { ...headers, 'Content-Encoding': 'gzip' } });
}

// The server's own errors get an id of their own, named in the log line so support can find them.
function fail(
  c: Context<ProxyEnv>,
  status: number,
  fields: { type: ErrorType; code: string; message: string },
  headers: Record<string, string> = {},
): Response {
  const requestId = newRequestId();
  c.set('requestId', requestId);
  return errorResponse(status, { ...fields, requestId }, headers);
}

// The query string is left out: filters can name customers and amounts.
function logLine(c: Context<ProxyEnv>, durationMs: number): string {
  const fields = [
    `method=${c.req.method}`,
    `path=${new URL(c.req.url).pathname}`,
    `status=${c.res.status}`,
    `duration_ms=${durationMs}`,
    `cache=${c.res.headers.get('X-Dashboard-Cache') ?? 'none'}`,
  ];
  const requestId = c.get('requestId');
  if (requestId) fields.push(`request_id=${requestId}`);
  return `api ${fields.join(' ')}`;
}
