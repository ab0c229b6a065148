import { Hono } from 'hono';
import type { Context } from 'hono';
import { clientIdOf } from '../http/client-identity.ts';
import type { ClientEnv } from '../http/client-identity.ts';
import { createClientShares } from './client-shares.ts';
import type { CallBudget } from './client-shares.ts';
import type { ProxyTuning } from '../config/proxy-config.ts';
import { API_PREFIX } from '../http/api-path.ts';
import { errorResponse, JSON_CONTENT_TYPE } from '../http/error-envelope.ts';
import type { ErrorType } from '../http/error-envelope.ts';
import { acceptsEncoding } from '../http/accept-encoding.ts';
import { ownPagesOnly } from '../http/fetch-site.ts';
import { loggableId, newRequestId } from '../http/request-id.ts';
import { gzippedBody, worthGzipping } from './gzip-answer.ts';
import type { UpstreamHealth } from '../operations/healthz.ts';
import { createLogger } from '../operations/logger.ts';
import type { LogSink } from '../operations/logger.ts';
import { endpointOf, NO_METRICS } from '../operations/metrics.ts';
import type { Metrics } from '../operations/metrics.ts';
import type { RequestEnv } from '../operations/request-log.ts';
import { observedFetch } from './observed-call.ts';
import { createResponseCache } from './response-cache.ts';
import type { RateState } from './response-cache.ts';
import type { CacheResult } from './cached-answer.ts';
import { toUpstreamPath, toUpstreamUrl } from './upstream-path.ts';
import { createUpstreamClient } from './upstream-client.ts';
import type { UpstreamClient } from './upstream-client.ts';
import { UpstreamFault } from './upstream-fetch.ts';

export type ApiProxyOptions = ProxyTuning & {
  /** The upstream's base address, including `/v1`. */
  baseUrl: string;
  apiKey: string;
  /** How the upstream is reached; tests put a fake here. */
  client?: UpstreamClient;
  /** One JSON line per upstream call; stdout by default. (The request's own line is request-log.ts's.) */
  log?: LogSink;
  /** Cache, calls in flight, budget and back-off shared with other instances; in-process by default. */
  state?: RateState;
  /** Told of every upstream answer, for /healthz and /readyz. */
  upstreamHealth?: UpstreamHealth;
  metrics?: Metrics;
};

type ProxyEnv = { Variables: ClientEnv['Variables'] & RequestEnv['Variables'] };

/**
 * The upstream behind the proxy's cache: one answer for a checked upstream URL, from a copy, a
 * call in flight, or a new call charged to `clientId`'s share of the budget. The `/api` routes
 * use it for browsers; the server's own readers (the alert engine) use it under their own
 * client id, so they are coalesced, cached and rate-limited like any browser.
 */
export type ApiGateway = {
  baseUrl: URL;
  answer(request: { url: URL; acceptLanguage: string | undefined; clientId: string; requestId: string }): Promise<CacheResult>;
};

export function createApiGateway(options: ApiProxyOptions): ApiGateway {
  const baseUrl = new URL(options.baseUrl);
  const metrics = options.metrics ?? NO_METRICS;
  const cache = createResponseCache({
    ttlS: options.cacheTtlS,
    staleMaxS: options.cacheStaleMaxS,
    maxBytes: options.cacheMaxBytes,
    shares: countingRefusals(createClientShares(), metrics),
    maxRateLimit: options.maxRateLimit,
    ...(options.state && { state: { ...options.state, budget: countingRefusals(options.state.budget, metrics) } }),
  });
  metrics.watchAnswerCache(() => cache.size());
  const client = options.client ?? createUpstreamClient();
  const observers = { logger: createLogger(options.log), metrics, health: options.upstreamHealth, maxRateLimit: options.maxRateLimit };
  return {
    baseUrl,
    answer: ({ url, acceptLanguage, clientId, requestId }) => {
      const key = `${url.pathname}${url.search}\n${acceptLanguage ?? ''}`;
      const endpoint = endpointOf(url.pathname.slice(baseUrl.pathname.replace(/\/+$/, '').length + 1));
      return cache.get(key, clientId, () =>
        observedFetch(
          {
            url,
            apiKey: options.apiKey,
            acceptLanguage,
            timeoutMs: options.timeoutMs,
            maxBodyBytes: options.maxBodyBytes,
            client,
            requestId,
          },
          endpoint,
          observers,
        ),
      );
    },
  };
}

/**
 * The `/api` sub-app: forwards GET and HEAD to the upstream with the server's key and answers
 * everything else with 405. Mount it with `app.route(API_PREFIX, createApiProxy(options))`.
 */
export function createApiProxy(options: ApiProxyOptions, gateway: ApiGateway = createApiGateway(options)): Hono<ProxyEnv> {
  const metrics = options.metrics ?? NO_METRICS;
  const app = new Hono<ProxyEnv>();

  // Another site's page (or another port of this host: the same site, not the same origin) must not
  // spend the key, nor embed an answer as a script.
  app.use(ownPagesOnly({ message: 'The API answers only the dashboard’s own pages.', requestId: requestIdOf }));

  // Hono answers HEAD through the GET route (body dropped), so a HEAD costs upstream a GET that is cached like one.
  app.get('/*', async (c) => {
    const url = upstreamUrlOf(gateway.baseUrl, new URL(c.req.url));
    if (typeof url === 'string') return fail(c, 400, { type: 'invalid_request', code: 'invalid_path', message: url });
    const endpoint = endpointOf(url.pathname.slice(gateway.baseUrl.pathname.replace(/\/+$/, '').length + 1));
    try {
      const result = await gateway.answer({
        url,
        acceptLanguage: c.req.header('accept-language'),
        clientId: clientIdOf(c),
        requestId: requestIdOf(c),
      });
      const upstreamRequestId = result.answer.upstreamRequestId;
      if (upstreamRequestId) c.set('upstreamRequestId', loggableId(upstreamRequestId));
      c.set('cacheState', result.state);
      metrics.observeCacheAnswer({ endpoint, state: result.state });
      return await toResponse(result, acceptsEncoding(c.req.header('accept-encoding'), 'gzip'), options.exposeCacheState);
    } catch (error) {
      if (!(error instanceof UpstreamFault)) throw error;
      return fail(c, error.status, { type: 'server', code: error.code, message: error.message });
    }
  });

  app.all('/*', (c) =>
    fail(
      c,
      405,
      {
        type: 'invalid_request',
        code: 'method_not_allowed',
        message: `The API is read-only: ${c.req.method} is not allowed, only GET and HEAD.`,
      },
      { Allow: 'GET, HEAD' },
    ),
  );

  app.onError((error, c) => {
    console.error('Unexpected error in the API proxy:', error instanceof Error ? error.message : String(error));
    return fail(c, 500, { type: 'server', code: 'internal_error', message: 'The dashboard server failed unexpectedly.' });
  });

  return app;
}

/**
 * The upstream address for a browser request, or why there is none. The path is cut from the
 * request as written: the router matches `/%61pi/…` as `/api/…`, and cutting the raw path by
 * the prefix's length would then send `/i/…` upstream.
 */
export function upstreamUrlOf(baseUrl: URL, requestUrl: URL): URL | string {
  const prefix = `${API_PREFIX}/`;
  if (!requestUrl.pathname.startsWith(prefix)) return `The path must start with ${prefix} as written, without percent-encoding.`;
  const checked = toUpstreamPath(requestUrl.pathname.slice(prefix.length));
  if (!checked.ok) return checked.reason;
  return toUpstreamUrl(baseUrl, checked.path, requestUrl.search) ?? 'The path leaves the API.';
}

// Every answer is labelled JSON by the proxy itself; the upstream's Content-Type never passes.
// The server's compress middleware leaves an answer that already has a Content-Encoding alone.
async function toResponse({ answer, state, staleSince }: CacheResult, gzip: boolean, exposeCacheState: boolean): Promise<Response> {
  const headers: Record<string, string> = { ...answer.headers, 'Content-Type': JSON_CONTENT_TYPE, 'Cache-Control': 'no-store' };
  // The app says "data from <time>" next to what it shows; hit or miss would tell one user what another asked.
  if (staleSince !== undefined) headers['X-Dashboard-Stale-Since'] = new Date(staleSince).toISOString();
  if (exposeCacheState) headers['X-Dashboard-Cache'] = state;
  if (!gzip || !worthGzipping(answer)) return new Response(answer.body, { status: answer.status, headers });
  return new Response(await gzippedBody(answer), { status: answer.status, headers: { ...headers, 'Content-Encoding': 'gzip' } });
}

// The server's own errors quote the request's id, the one its log line and X-Request-Id carry.
function fail(
  c: Context<ProxyEnv>,
  status: number,
  fields: { type: ErrorType; code: string; message: string },
  headers: Record<string, string> = {},
): Response {
  return errorResponse(status, { ...fields, requestId: requestIdOf(c) }, headers);
}

// The request log names every request; a proxy mounted without it still gives its errors and calls an id.
function requestIdOf(c: Context<ProxyEnv>): string {
  const known = c.get('requestId');
  if (known) return known;
  const requestId = newRequestId();
  c.set('requestId', requestId);
  return requestId;
}

/** The budget as it is (a sync one stays sync), with each refusal of a client past its share counted. */
function countingRefusals(budget: CallBudget, metrics: Metrics): CallBudget {
  const count = (waitMs: number) => {
    if (waitMs > 0) metrics.observeRateLimited('client_share');
    return waitMs;
  };
  return {
    take: (client) => {
      const waitMs = budget.take(client);
      return typeof waitMs === 'number' ? count(waitMs) : waitMs.then(count);
    },
    learn: (stated) => budget.learn(stated),
    share: () => budget.share(),
  };
}
