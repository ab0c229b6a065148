import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

/** The Redis the tests start themselves: Debian's redis-server, or REDIS_SERVER_PATH. */
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';
export const TEST_REDIS_PASSWORD = 'test-redis-password-7c1e';

export type TestRedis = {
  /** With the password, as an operator would write it. */
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (nothing is persisted); nothing when it runs. */
  start(): Promise<void>;
};

/** A throw-away Redis on a free loopback port: no persistence, a password, stopped by the test. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    if (child && child.exitCode === null) return;
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--requirepass', TEST_REDIS_PASSWORD];
    child = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
    await waitForPort(port, child);
  }

  async function stop(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return { url: `redis://:${TEST_REDIS_PASSWORD}@127.0.0.1:${port}/0`, port, stop, start };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`redis-server exited with ${child.exitCode}: is it installed (apt-get install redis-server)?`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
