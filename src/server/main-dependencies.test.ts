import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider } from './testing/oidc-provider.ts';
import type { TestProvider } from './testing/oidc-provider.ts';
import { freePort, startTestRedis, TEST_REDIS_PASSWORD } from './testing/redis-server.ts';
import type { TestRedis } from './testing/redis-server.ts';
import { startTestSmtp, TEST_SMTP_PASSWORD, TEST_SMTP_USER } from './testing/smtp-server.ts';
import type { TestSmtpServer } from './testing/smtp-server.ts';
import { listeningUrl, sandboxRoot, spawnServer } from './testing/spawn-server.ts';
import type { SpawnedServer } from './testing/spawn-server.ts';

const KEY = 'sk_dependencies_test_key_456';
const DB_PASSWORD = 'db-s3cret-pw';
const OIDC_SECRET = 'oidc-client-s3cret';
/** Each test starts a real `node --import tsx` process, and waits for its checks of the mail server and provider. */
const SPAWN_TIMEOUT_MS = 30_000;

type LogLine = { level: string; msg: string };

/** The server's JSON log lines (pino's), without the plain lines it prints beside them. */
function logLines(server: SpawnedServer): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Waits until the server has said something of each dependency, then gives each one's lines as `level msg`, in `prefixes`' order (the checks run side by side). */
async function dependencyLines(server: SpawnedServer, prefixes: readonly string[]): Promise<string[]> {
  const said = () => prefixes.flatMap((prefix) => logLines(server).filter((line) => line.msg.startsWith(prefix)));
  await expect.poll(() => said().length, { timeout: 20_000 }).toBe(prefixes.length);
  return said().map((line) => `${line.level} ${line.msg}`);
}

const PREFIXES = ['Database:', 'Redis at', 'Mail server', 'OIDC provider'] as const;

describe('tsx src/server/main.ts says what it connected to', () => {
  let root: string;
  let upstream: Server;
  let upstreamUrl: string;
  let smtp: TestSmtpServer;
  let redis: TestRedis;
  let provider: TestProvider;
  let dashboardPort: number;
  const servers: SpawnedServer[] = [];

  beforeAll(async () => {
    root = sandboxRoot();
    upstream = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
    dashboardPort = await freePort();
    [smtp, redis, provider] = await Promise.all([
      startTestSmtp(),
      startTestRedis(),
      startTestProvider({ accounts: [], redirectUris: [`http://127.0.0.1:${dashboardPort}/auth/callback`] }),
    ]);
  }, SPAWN_TIMEOUT_MS);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    upstream.close();
    await Promise.all([smtp.close(), redis.stop(), provider.close()]);
  });

  function oidcEnv(issuer: string, clientId: string, clientSecret: string) {
    return {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      PUBLIC_URL: `http://127.0.0.1:${dashboardPort}`,
    };
  }

  it(
    'one info line each: the database and its migrations, Redis, the mail server verified, the provider discovered',
    async () => {
      const server = spawnServer(root, {
        API_BASE_URL: upstreamUrl,
        API_KEY: KEY,
        PORT: String(dashboardPort),
        REDIS_URL: redis.url,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_TLS: 'off',
        SMTP_USER: TEST_SMTP_USER,
        SMTP_PASSWORD: TEST_SMTP_PASSWORD,
        SMTP_FROM: 'Cash dashboard <cash@example.com>',
        ...oidcEnv(provider.issuer, provider.clientId, provider.clientSecret),
      });
      servers.push(server);
      await listeningUrl(server);
      expect(await dependencyLines(server, PREFIXES)).toEqual([
        'info Database: PGlite in memory, created on first use.',
        `info Redis at redis://127.0.0.1:${redis.port}: state shared with the other instances.`,
        `info Mail server 127.0.0.1:${smtp.port}: verified, sending as Cash dashboard <cash@example.com>.`,
        `info OIDC provider ${provider.issuer}: discovered, client ${provider.clientId}.`,
      ]);
      for (const secret of [KEY, TEST_SMTP_PASSWORD, TEST_REDIS_PASSWORD, provider.clientSecret])
        expect(server.output()).not.toContain(secret);
      server.child.kill('SIGTERM');
      await server.exited;
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'a dependency that does not answer is named in one warning, and the server serves all the same',
    async () => {
      const [dbPort, redisPort, smtpPort, oidcPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
      const server = spawnServer(root, {
        API_BASE_URL: upstreamUrl,
        API_KEY: KEY,
        PORT: '0',
        DATABASE_URL: `postgresql://dash:${DB_PASSWORD}@127.0.0.1:${dbPort}/cashflow`,
        REDIS_URL: `redis://:${TEST_REDIS_PASSWORD}@127.0.0.1:${redisPort}`,
        SMTP_URL: `smtp://${TEST_SMTP_USER}:${TEST_SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
        SMTP_TLS: 'off',
        SMTP_FROM: 'cash@example.com',
        ...oidcEnv(`http://127.0.0.1:${oidcPort}`, 'cashflow-dashboard', OIDC_SECRET),
      });
      servers.push(server);
      const url = await listeningUrl(server);
      const lines = await dependencyLines(server, PREFIXES);
      expect(lines).toEqual([
        expect.stringMatching(
          new RegExp(`^warn Database: PostgreSQL 127\\.0\\.0\\.1:${dbPort}/cashflow is unavailable \\(.*ECONNREFUSED.*\\); serving`),
        ),
        expect.stringMatching(new RegExp(`^warn Redis at redis://127\\.0\\.0\\.1:${redisPort} unreachable \\(`)),
        expect.stringMatching(new RegExp(`^warn Mail server 127\\.0\\.0\\.1:${smtpPort} refused: .*ECONNREFUSED.*; each e-mail is tried`)),
        expect.stringMatching(new RegExp(`^warn OIDC provider http://127\\.0\\.0\\.1:${oidcPort} not discovered: .*ECONNREFUSED`)),
      ]);
      // One line each, not a stack trace.
      expect(server.output()).not.toMatch(/^\s+at /m);
      expect((await fetch(`${url}healthz`)).status).toBe(200);
      for (const secret of [KEY, DB_PASSWORD, TEST_SMTP_PASSWORD, TEST_REDIS_PASSWORD, OIDC_SECRET])
        expect(server.output()).not.toContain(secret);
      server.child.kill('SIGTERM');
      await server.exited;
    },
    SPAWN_TIMEOUT_MS,
  );
});
