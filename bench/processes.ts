import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const TODAY = '2026-11-20';
/**
 * High enough that no measurement is ever throttled (the server believes it up to UPSTREAM_MAX_RATE_LIMIT); the limit
 * has its own tests.
 */
const RATE_LIMIT = '10000000';

export type Running = { url: string; pid: number; stop(): Promise<void> };

/** A port nobody listens on right now, on loopback only. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** `npm run demo-api` as its own process: the seeded demo on a free loopback port. */
export async function startDemoApi(options: { scale?: number } = {}): Promise<Running> {
  const port = await freePort();
  const child = spawnNode(['--import', 'tsx', 'src/demo-api/main.ts'], {
    DEMO_API_PORT: String(port),
    DEMO_TODAY: TODAY,
    DEMO_SEED: '42',
    DEMO_SCALE: String(options.scale ?? 1),
    DEMO_RATE_LIMIT: RATE_LIMIT,
  });
  await waitForLine(child, /Demo API ready/, 300_000);
  return running(child, `http://127.0.0.1:${port}/v1`);
}

/**
 * `npm start` as its own process, with the Node flags of its script. Without `apiBaseUrl` it
 * embeds the demo (scale as given); with it, the proxy forwards over HTTP to that API as in production.
 */
export async function startServer(
  options: { scale?: number; apiBaseUrl?: string; cacheTtlS?: number; cacheMaxMb?: number; redisUrl?: string } = {},
): Promise<Running> {
  const port = await freePort();
  const child = spawnNode(startScriptArgs(), {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_BASE_URL: options.apiBaseUrl ?? '',
    API_KEY: options.apiBaseUrl ? 'demo_key' : '',
    CACHE_TTL_S: String(options.cacheTtlS ?? 30),
    CACHE_MAX_MB: String(options.cacheMaxMb ?? 64),
    UPSTREAM_MAX_RATE_LIMIT: RATE_LIMIT,
    REDIS_URL: options.redisUrl ?? '',
    DEMO_TODAY: TODAY,
    DEMO_SEED: '42',
    DEMO_SCALE: String(options.scale ?? 1),
    DEMO_RATE_LIMIT: RATE_LIMIT,
    // Benches start two servers at once: they must not share the project's PGlite folder.
    DATA_DIR: 'memory://',
  });
  await waitForLine(child, /Cash-flow dashboard on/, 300_000);
  return running(child, `http://127.0.0.1:${port}`);
}

/** The arguments `npm start` gives node, read from package.json so the bench measures what ships. */
function startScriptArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...args] = (scripts['start'] ?? '').split(/\s+/);
  if (command !== 'node') throw new Error(`npm start should run node directly; it runs: ${scripts['start']}`);
  return args;
}

type Spawned = { process: ChildProcess; log: string };

/**
 * Output goes to a log file, not a pipe: the server writes a line per request, and a pipe that
 * the busy bench process drains late would stall the server on a full buffer.
 */
function spawnNode(args: string[], env: Record<string, string>): Spawned {
  const log = join(mkdtempSync(join(tmpdir(), 'bench-')), 'output.log');
  const fd = openSync(log, 'w');
  // A .env in the project must not leak an upstream or a key into the measurements: every variable is set here.
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return { process: child, log };
}

async function waitForLine({ process: child, log }: Spawned, pattern: RegExp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const output = () => readFileSync(log, 'utf8');
  while (!pattern.test(output())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      const reason = child.exitCode !== null ? `exited with ${child.exitCode}` : `no "${pattern.source}" within ${timeoutMs / 1000} s`;
      throw new Error(`${reason}; output:\n${output()}`);
    }
    await new Promise((resolveLater) => setTimeout(resolveLater, 100));
  }
}

function running({ process: child, log }: Spawned, url: string): Running {
  child.once('exit', () => rmSync(dirname(log), { recursive: true, force: true }));
  return {
    url,
    pid: child.pid ?? -1,
    stop: () =>
      new Promise((resolveStopped) => {
        if (child.exitCode !== null) return resolveStopped();
        child.once('exit', () => resolveStopped());
        child.kill('SIGTERM');
        // The server finishes open requests for up to 10 s on SIGTERM; the bench has none left.
        setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
      }),
  };
}
