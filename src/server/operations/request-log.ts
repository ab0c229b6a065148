import type { Context, MiddlewareHandler } from 'hono';
import { isListedIn, socketAddress } from '../http/client-identity.ts';
import { isApiPath } from '../http/api-path.ts';
import { REQUEST_ID_HEADER, requestIdOf } from '../http/request-id.ts';
import { HEALTHZ_PATH } from './healthz.ts';
import type { Logger } from './logger.ts';
import type { CacheState, Metrics, RouteLabel } from './metrics.ts';
import { METRICS_PATH } from './operator-access.ts';
import { READYZ_PATH } from './readyz.ts';

/** What a request's handlers tell its log line. */
export type RequestEnv = {
  Variables: {
    /** Unset only where the request log is not mounted (a sub-app alone in a test). */
    requestId: string | undefined;
    cacheState: CacheState | undefined;
    /** The id the upstream put in an error answer, to quote to its support. */
    upstreamRequestId: string | undefined;
  };
};

export type RequestLogOptions = {
  logger: Logger;
  metrics: Metrics;
  /** Reverse proxies whose X-Request-Id is kept (TRUSTED_PROXY_ADDRESSES), matched exactly. */
  trustedProxies: readonly string[];
  clientAddress?: (c: Context) => string;
};

// A path is the client's choice: bounded, so a 16 kB path cannot make a 16 kB line.
const MAX_LOGGED_PATH = 200;

/**
 * Names the request (X-Request-Id in and out), then writes one JSON line when it is answered:
 * method, path without its query (filters name customers and amounts), status, duration, cache
 * state, ids. Mount it first, so the line sees the final status.
 */
export function requestLog(options: RequestLogOptions): MiddlewareHandler<RequestEnv> {
  const isTrustedFront = isListedIn(options.trustedProxies);
  const clientAddress = options.clientAddress ?? socketAddress;
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER), isTrustedFront(clientAddress(c)));
    c.set('requestId', requestId);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const seconds = (performance.now() - started) / 1000;
    const path = new URL(c.req.url).pathname;
    options.metrics.observeRequest({ route: routeOf(path), method: c.req.method, status: c.res.status, seconds });
    options.logger.info(
      {
        request_id: requestId,
        method: c.req.method,
        path: path.slice(0, MAX_LOGGED_PATH),
        status: c.res.status,
        duration_ms: Math.round(seconds * 1000),
        cache: c.get('cacheState'),
        upstream_request_id: c.get('upstreamRequestId'),
      },
      'request',
    );
  };
}

/** @example routeOf('/api/transactions') // 'api' */
export function routeOf(path: string): RouteLabel {
  if (isApiPath(path)) return 'api';
  if (path === HEALTHZ_PATH) return 'healthz';
  if (path === READYZ_PATH) return 'readyz';
  if (path === METRICS_PATH) return 'metrics';
  return 'app';
}
