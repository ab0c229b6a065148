import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createApp } from './app.ts';
import { buildIfNeeded } from './operations/build-if-needed.ts';
import { ConfigError } from './config/config-error.ts';
import { loadConfig } from './config/config.ts';
import { tuningOf } from './config/proxy-config.ts';
import { readEnv } from './config/env-file.ts';
import { gracefulCloser, onShutdownSignal } from './operations/graceful-shutdown.ts';
import { createAppServer } from './http/request-listener.ts';
import { createLogger } from './operations/logger.ts';
import type { ScrapableMetrics } from './operations/metrics.ts';
import { operatorAccessConfigured } from './operations/operator-access.ts';
import type { OperatorAccess } from './operations/operator-access.ts';
import { openSharedState } from './shared-stores/open-shared-state.ts';
import { openUpstream } from './config/upstream-target.ts';
import type { StorageConfig } from './storage/open-storage.ts';
import { startStorage } from './storage/storage-service.ts';
import { createIdentity } from './identity/identity.ts';
import { checkProvider } from './identity/oidc-client.ts';
import { checkMailServer } from './delivery/smtp-transport.ts';
import type { DependencyCheck } from './delivery/smtp-transport.ts';
import { createPrintPasses } from './access/print-passes.ts';
import { serverAlerts } from './alerts/server-alerts.ts';
import { localDate } from '../core/time/zoned-time.ts';
import { createUpstreamHealth } from './operations/healthz.ts';
import { createApiGateway } from './proxy/proxy.ts';
import { Hono } from 'hono';
import { buildVersion } from '../core/cash-weeks/version-builder.ts';
import { createApiReader } from './api-reader/api-reader.ts';
import { gatewayAnswers, SERVER_READERS } from './api-reader/gateway-answers.ts';
import { createCashWeeks } from './cash-weeks/create-cash-weeks.ts';
import type { WorkspaceEnv } from './workspace/workspace-env.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SHUTDOWN_GRACE_MS = 10_000;
/** Half a year of the demo's past forecast versions: 13 weeks measured at every horizon up to 13 weeks ahead. */
const DEMO_HISTORY_WEEKS = 26;

async function main(): Promise<void> {
  const env = readEnv(join(ROOT, '.env'), process.env);
  const config = loadConfig(env);
  await buildIfNeeded(ROOT);
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  if (config.identity.adminEmails.length > 0)
    console.log(
      `ADMIN_EMAILS: ${config.identity.adminEmails.join(', ')} will be admin at their next sign-in, whatever their groups or stored role.`,
    );
  const upstream = await openUpstream(config.upstream, env);
  const tuning = tuningOf(config);
  const logger = createLogger();
  const shared = await openSharedState({
    log: (line) => logger.warn(line),
    info: (line) => logger.info(line),
    redisUrl: config.redisUrl,
    baseUrl: upstream.baseUrl,
    apiKey: upstream.apiKey,
    cache: { ttlS: tuning.cacheTtlS, staleMaxS: tuning.cacheStaleMaxS, maxBytes: tuning.cacheMaxBytes },
    claimTtlMs: tuning.timeoutMs,
  });
  // In the background: the API's figures are served whether or not the database answers.
  const storage = startStorage(storageAt(config.storage, ROOT), { log: (line) => logger.warn(line), info: (line) => logger.info(line) });
  // PORT=0 picks a free port: the Host check learns which once the server listens.
  const identity = createIdentity({
    access: config.access,
    identity: config.identity,
    db: () => storage.database(),
    trustedProxies: config.trustedProxies,
    signInLimits: shared.logins,
    log: (line) => logger.warn(line),
  });
  let listeningPort = config.port;
  let stopping = false;
  const proxy = { ...tuning, baseUrl: upstream.baseUrl, apiKey: upstream.apiKey };
  const { metrics } = await metricsFor(config.operators);
  const upstreamHealth = createUpstreamHealth();
  // One cache and budget for browsers and the alert engine, which reads under its own share.
  const gateway = createApiGateway({ ...proxy, upstreamHealth, ...(metrics && { metrics }), state: shared });
  const printPasses = createPrintPasses();
  const workspaceToday = () => config.pinnedToday ?? upstream.today ?? localDate(new Date(), config.workspace.timeZone);
  const alerts = serverAlerts({
    config: config.alerts,
    timeZone: config.workspace.timeZone,
    storage,
    read: createApiReader(gatewayAnswers(gateway, SERVER_READERS.alerts)),
    today: workspaceToday,
    printPasses,
    ownOrigin: () => `http://${ownHost(config.host)}:${listeningPort}`,
    log: (line) => logger.warn(line),
  });
  const cashWeeks = createCashWeeks({
    db: () => storage.db(),
    buildVersion,
    read: createApiReader(gatewayAnswers(gateway, SERVER_READERS.versions)),
    today: workspaceToday,
    timeZone: config.workspace.timeZone,
    ...(upstream.demoOptions && {
      reconstruct: (await import('./cash-weeks/demo-history.ts')).demoVersionBuilder(upstream.demoOptions, DEMO_HISTORY_WEEKS),
    }),
    log: (line) => logger.warn(line),
  });
  const app = createApp({
    proxy,
    gateway,
    upstreamHealth,
    printPasses,
    moreWorkspaceRoutes: (deps) => new Hono<WorkspaceEnv>().route('/', alerts.routes(deps)).route('/', cashWeeks.routes(deps)),
    distDir: join(ROOT, 'dist'),
    pageMeta: { dataSource: upstream.dataSource, today: config.pinnedToday ?? upstream.today, demoCompany: upstream.demoCompany },
    access: config.access,
    identity,
    trustedProxies: config.trustedProxies,
    hosts: { allowedHosts: config.allowedHosts, listeningPort: () => listeningPort },
    shared,
    operators: config.operators,
    ...(metrics && { metrics }),
    // Balancers stop sending new requests while the open ones finish.
    readinessChecks: [{ name: 'server', failure: () => (stopping ? 'The server is stopping.' : null) }, storage.readiness],
    storage,
    auditRetentionDays: config.auditRetentionDays,
    adminEmails: config.identity.adminEmails,
  });
  const server = createAppServer(app);
  const closeGracefully = gracefulCloser(server);
  onShutdownSignal(async (signal) => {
    stopping = true;
    console.log(`${signal}: finishing open requests, then stopping.`);
    await Promise.all([closeGracefully(SHUTDOWN_GRACE_MS), alerts.engine.stop(), cashWeeks.scheduler.stop()]);
    await shared.close();
    await storage.close().catch((error: unknown) => console.error(`Closing the database failed: ${String(error)}`));
    await upstream.close().catch((error: unknown) => console.error(`Closing the demo API failed: ${String(error)}`));
    process.exit(0);
  });
  try {
    await listen(server, config.port, config.host);
    listeningPort = (server.address() as AddressInfo).port;
    alerts.engine.start();
    cashWeeks.scheduler.start();
  } catch (error) {
    await shared.close();
    await storage.close();
    await upstream.close();
    throw error;
  }
  const source =
    upstream.dataSource === 'demo' ? `embedded demo API, profile ${upstream.demoProfile ?? 'services'}` : new URL(upstream.baseUrl).origin;
  console.log(`Cash-flow dashboard on ${urlOf(server)} (data: ${source})`);
  // After listening, in the background: a mail server or provider that is down costs a line, never the start.
  const said = ({ ok, line }: DependencyCheck) => (ok ? logger.info(line) : logger.warn(line));
  if (config.alerts.smtp !== null) void checkMailServer(config.alerts.smtp).then(said);
  if (config.access.kind === 'oidc') void checkProvider(config.access.oidc).then(said);
}

/** A relative DATA_DIR is the project folder's, like `.env` and `dist/`, whatever the working directory. */
function storageAt(storage: StorageConfig, root: string): StorageConfig {
  if (storage.kind === 'postgres' || storage.dataDir.includes('://')) return storage;
  return { kind: 'embedded', dataDir: resolve(root, storage.dataDir) };
}

/** prom-client only when someone may read it: loading it costs the start about 50 ms. */
async function metricsFor(operators: OperatorAccess): Promise<{ metrics?: ScrapableMetrics }> {
  if (!operatorAccessConfigured(operators)) return {};
  const { createPrometheusMetrics } = await import('./operations/prometheus.ts');
  return { metrics: createPrometheusMetrics() };
}

/** How this server reaches itself (its headless Chromium): loopback when it listens on every address. */
function ownHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
}

function urlOf(server: Server): string {
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}/`;
}

main().catch((error: unknown) => {
  // Configuration and listen errors are for the operator: one line, no stack.
  const message =
    error instanceof ConfigError ? error.message : `Could not start: ${error instanceof Error ? error.message : String(error)}`;
  console.error(message);
  process.exit(1);
});
