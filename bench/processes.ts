import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const TODAY = '2026-11-20';
/** High enough that no measurement is ever throttled; the limit has its own tests. */
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
  const child = spawnNode('src/demo-api/main.ts', {
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
 * `npm start` as its own process. Without `apiBaseUrl` it embeds the demo (scale as given);
 * with it, the proxy forwards over HTTP to that API as in production.
 */
export async function startServer(options: { scale?: number; apiBaseUrl?: string; cacheTtlS?: number } = {}): Promise<Running> {
  const port = await freePort();
  const child = spawnNode('src/server/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_BASE_URL: options.apiBaseUrl ?? '',
    API_KEY: options.apiBaseUrl ? 'demo_key' : '',
    CACHE_TTL_S: String(options.cacheTtlS ?? 30),
    DEMO_TODAY: TODAY,
    DEMO_SEED: '42',
    DEMO_SCALE: String(options.scale ?? 1),
    DEMO_RATE_LIMIT: RATE_LIMIT,
  });
  await waitForLine(child, /Cash-flow dashboard on/, 300_000);
  return running(child, `http://127.0.0.1:${port}`);
}

function spawnNode(script: string, env: Record<string, string>): ChildProcess {
  // A .env in the project must not leak an upstream or a key into the measurements: every variable is set here.
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolveReady, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`no "${pattern.source}" within ${timeoutMs / 1000} s`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(new Error(`${error.message}; output:\n${output}`));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`exited with ${code}`)));
  });
}

function running(child: ChildProcess, url: string): Running {
  child.removeAllListeners('exit');
  // Keep draining the request log so a full pipe never stalls the process under load.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.removeAllListeners('data');
    stream?.resume();
  }
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
