import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Context, MiddlewareHandler } from 'hono';
import { accessControl } from './access/access-control.ts';
import type { AccessControl } from './config/config.ts';
import { createUpstreamHealth, healthzRoute } from './operations/healthz.ts';
import type { UpstreamHealth } from './operations/healthz.ts';
import { hostGuard } from './access/host-guard.ts';
import type { HostPolicy } from './access/host-guard.ts';
import type { PageMeta } from './serving/page-meta.ts';
import { API_PREFIX, createApiProxy } from './proxy/proxy.ts';
import type { ApiProxyOptions } from './proxy/proxy.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { SharedState } from './proxy/shared-state.ts';
import { createStaticFiles } from './serving/static-files.ts';

export type AppOptions = {
  proxy: ApiProxyOptions;
  distDir: string;
  pageMeta: PageMeta;
  access: AccessControl;
  hosts: HostPolicy;
  /** The connecting address, for the login limits; the socket's by default (tests simulate others). */
  clientAddress?: (c: Context) => string;
  /** Reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUSTED_PROXY_ADDRESSES). */
  trustedProxies?: readonly string[];
  /** State shared with other instances (Redis); this process's memory by default. */
  shared?: SharedState;
  /** Tracks the upstream's answers for /healthz; one of its own by default. */
  upstreamHealth?: UpstreamHealth;
};

/** The whole server: security headers, the Host check and access control in front of the API proxy and the SPA. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  // Scripts and API answers are text: gzip makes them a third to a fifth the size on the wire.
  app.use(compress({ encoding: 'gzip' }));
  app.use(varyOnAcceptEncoding());
  app.use(securityHeaders());
  const upstreamHealth = options.upstreamHealth ?? createUpstreamHealth();
  // Before the Host check and the password: a load balancer probes by address, without credentials.
  app.route('/', healthzRoute(() => options.shared?.mode() ?? 'local', upstreamHealth));
  app.use(hostGuard(options.hosts));
  app.use(
    accessControl({
      access: options.access,
      ...(options.clientAddress && { clientAddress: options.clientAddress }),
      ...(options.trustedProxies && { trustedProxies: options.trustedProxies }),
      ...(options.shared && { limiter: options.shared.logins }),
    }),
  );
  app.route(API_PREFIX, createApiProxy({ ...options.proxy, upstreamHealth, ...(options.shared && { state: options.shared }) }));
  app.route('/', createStaticFiles({ distDir: options.distDir, pageMeta: options.pageMeta, privateAssets: options.access.kind !== 'none' }));
  return app;
}

/**
 * Says up front what compress would add: Hono's compress sets Vary through `c.header()`, which
 * rebuilds a finished response around a stream of its body, even one it then leaves uncompressed.
 * Passing API bytes through that stream cost the proxy a fifth of its CPU per request.
 */
function varyOnAcceptEncoding(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.append('Vary', 'Accept-Encoding');
  };
}
