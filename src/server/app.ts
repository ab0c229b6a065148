import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Context, MiddlewareHandler } from 'hono';
import { accessControl } from './access/access-control.ts';
import type { AccessControl } from './config/access-config.ts';
import type { Identity } from './identity/identity.ts';
import { createUpstreamHealth, healthzRoute } from './operations/healthz.ts';
import type { UpstreamHealth } from './operations/healthz.ts';
import { createLogger } from './operations/logger.ts';
import type { LogSink } from './operations/logger.ts';
import { NO_METRICS } from './operations/metrics.ts';
import type { ScrapableMetrics } from './operations/metrics.ts';
import { metricsRoute, NO_OPERATOR_ACCESS, operatorCheck } from './operations/operator-access.ts';
import type { OperatorAccess } from './operations/operator-access.ts';
import { readyzRoute, redisCheck, upstreamCheck } from './operations/readyz.ts';
import type { ReadinessCheck } from './operations/readyz.ts';
import { requestLog } from './operations/request-log.ts';
import { hostGuard } from './access/host-guard.ts';
import type { HostPolicy } from './access/host-guard.ts';
import type { PageMeta } from './serving/page-meta.ts';
import { API_PREFIX } from './http/api-path.ts';
import { createApiGateway, createApiProxy } from './proxy/proxy.ts';
import type { ApiGateway, ApiProxyOptions } from './proxy/proxy.ts';
import type { PrintPasses } from './access/print-passes.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { SharedState } from './shared-stores/shared-state.ts';
import { createStaticFiles } from './serving/static-files.ts';
import { cameOverTls, forwardedClientAddress, socketAddress } from './http/client-identity.ts';
import { DEFAULT_AUDIT_RETENTION_DAYS } from './config/storage-config.ts';
import type { PersonResolver } from './identity/person.ts';
import type { StorageService } from './storage/storage-service.ts';
import { WORKSPACE_PREFIX, workspacePaths } from '../core/workspace/contract.ts';
import { localPersonResolver } from './workspace/local-person.ts';
import { teamDefaultsSource } from './workspace/team-defaults.ts';
import { openDb } from './workspace/workspace-env.ts';
import { createWorkspaceRoutes, csrfTokenOf } from './workspace/workspace-routes.ts';
import type { WorkspaceRoutesOptions } from './workspace/workspace-routes.ts';
import { writeGuard } from './workspace/write-guard.ts';
import { unsubscribeRoutes } from './alerts/unsubscribe-routes.ts';
import { createUnsubscribeTokens } from './alerts/unsubscribe-tokens.ts';

export type AppOptions = {
  proxy: ApiProxyOptions;
  distDir: string;
  pageMeta: PageMeta;
  access: AccessControl;
  /** Who is asking; required with OIDC access control (its sessions and /auth routes). */
  identity?: Identity;
  hosts: HostPolicy;
  /** The connecting address, for the login limits; the socket's by default (tests simulate others). */
  clientAddress?: (c: Context) => string;
  /** Reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUSTED_PROXY_ADDRESSES). */
  trustedProxies?: readonly string[];
  /** State shared with other instances (Redis); this process's memory by default. */
  shared?: SharedState;
  /** Tracks the upstream's answers for /healthz and /readyz; one of its own by default. */
  upstreamHealth?: UpstreamHealth;
  /** JSON lines, one per request and one per upstream call; stdout by default. */
  log?: LogSink;
  /** Kept and served at /metrics when given (main.ts loads prom-client only when METRICS_TOKEN or METRICS_ALLOW is set). */
  metrics?: ScrapableMetrics;
  /** Who reads /metrics and the details of /healthz; nobody by default. */
  operators?: OperatorAccess;
  /** Readiness checks beside the upstream's and Redis's (a server that is stopping, a database). */
  readinessChecks?: readonly ReadinessCheck[];
  /** The workspace's database (main.ts starts it); without one, every /workspace call is a 503. */
  storage?: Pick<StorageService, 'db' | 'database'>;
  /** Who a request is; the identity's by default, else "This computer" on loopback without access control, else no one. */
  resolvePerson?: PersonResolver;
  /** AUDIT_RETENTION_DAYS. */
  auditRetentionDays?: number;
  /** ADMIN_EMAILS (lower case): admins the Team page may not lower. */
  adminEmails?: readonly string[];
  /** The proxy's cache and budget, when the server's own readers share it (main.ts, for alerts); built from `proxy` otherwise. */
  gateway?: ApiGateway;
  /** Admits the server's own headless Chromium, printing the board pack, past access control. */
  printPasses?: PrintPasses;
  /** More workspace endpoints behind its sign-in and write guard: alerts, forecast versions and notes (main.ts builds them). */
  moreWorkspaceRoutes?: WorkspaceRoutesOptions['moreRoutes'];
};

const NO_STORAGE = { db: () => null, database: () => Promise.resolve(null) };

/** The whole server: security headers, the Host check and access control in front of the API proxy and the SPA. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const logger = createLogger(options.log);
  const metrics = options.metrics ?? NO_METRICS;
  const mode = () => options.shared?.mode() ?? 'local';
  metrics.watchStateMode(mode);
  // First, so its line has the final status and the time of everything below.
  app.use(
    requestLog({
      logger,
      metrics,
      trustedProxies: options.trustedProxies ?? [],
      ...(options.clientAddress && { clientAddress: options.clientAddress }),
    }),
  );
  // Scripts and API answers are text: gzip makes them a third to a fifth the size on the wire.
  app.use(compress({ encoding: 'gzip' }));
  app.use(varyOnAcceptEncoding());
  app.use(securityHeaders());
  const upstreamHealth = options.upstreamHealth ?? createUpstreamHealth();
  const isOperator = operatorCheck(options.operators ?? NO_OPERATOR_ACCESS, options.clientAddress);
  // Before the Host check and the password: balancers and Prometheus come by address, without the password.
  app.route('/', healthzRoute(mode, upstreamHealth, isOperator));
  app.route('/', readyzRoute([upstreamCheck(upstreamHealth), redisCheck(mode), ...(options.readinessChecks ?? [])]));
  app.route('/', metricsRoute(options.metrics ?? null, isOperator));
  app.use(hostGuard(options.hosts));
  // Before access control: an e-mail's outside recipient has no account, and a mail client's one-click POST no session.
  app.route(
    '/',
    unsubscribeRoutes({
      database: () => (options.storage ?? NO_STORAGE).database(),
      tokens: createUnsubscribeTokens(),
      clientAddress: forwardedClientAddress(options.trustedProxies ?? [], options.clientAddress ?? socketAddress),
    }),
  );
  const access = accessControl({
    access: options.access,
    ...(options.clientAddress && { clientAddress: options.clientAddress }),
    ...(options.trustedProxies && { trustedProxies: options.trustedProxies }),
    ...(options.shared && { limiter: options.shared.logins }),
    onFailure: () => metrics.observeLoginFailure(),
    log: (line) => logger.warn(line),
    ...(options.identity?.signedIn && { signedIn: options.identity.signedIn }),
  });
  app.use(options.printPasses ? options.printPasses.admit(access) : access);
  const workspace = workspaceOf(options);
  if (options.identity?.routes) {
    // Signing out is a write like the workspace's: same origin, and the person's CSRF token.
    app.post(workspacePaths.signOut, workspace.writeGuard);
    app.route('/', options.identity.routes);
  }
  app.route(WORKSPACE_PREFIX, workspace.routes);
  const proxyOptions = {
    ...options.proxy,
    upstreamHealth,
    metrics,
    ...(options.log && { log: options.log }),
    ...(options.shared && { state: options.shared }),
  };
  app.route(API_PREFIX, createApiProxy(proxyOptions, options.gateway ?? createApiGateway(proxyOptions)));
  app.route(
    '/',
    createStaticFiles({
      distDir: options.distDir,
      pageMeta: options.pageMeta,
      privateAssets: options.access.kind !== 'none',
      teamDefaults: workspace.teamDefaults,
    }),
  );
  return app;
}

/** The workspace's routes, and the team defaults index.html carries, over the same database. */
function workspaceOf(options: AppOptions) {
  const storage = options.storage ?? NO_STORAGE;
  const socket = options.clientAddress ?? socketAddress;
  const trusted = options.trustedProxies ?? [];
  const teamDefaults = teamDefaultsSource(storage);
  const resolvePerson =
    options.resolvePerson ??
    options.identity?.personOf ??
    (options.access.kind === 'none' ? localPersonResolver(openDb(storage)) : () => Promise.resolve(null));
  const routes = createWorkspaceRoutes({
    storage,
    resolvePerson,
    clientAddress: forwardedClientAddress(trusted, socket),
    overTls: cameOverTls(trusted, socket),
    auditRetentionDays: options.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
    ...(options.adminEmails && { adminEmails: options.adminEmails }),
    teamDefaultsChanged: teamDefaults.forget,
    ...(options.moreWorkspaceRoutes && { moreRoutes: options.moreWorkspaceRoutes }),
  });
  const guard = writeGuard({ overTls: cameOverTls(trusted, socket), expectedToken: csrfTokenOf(storage, resolvePerson) });
  return { routes, teamDefaults: teamDefaults.read, writeGuard: guard };
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
