import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '..', '..', '..');

/**
 * A throw-away project root holding a copy of src/ (the server imports src/core, which plans
 * each view's first requests) and a built dist/ newer than every input, so
 * `node --import tsx src/server/main.ts` starts without running Vite and without reading the
 * developer's real `.env`.
 */
export function sandboxRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'dashboard-main-'));
  cpSync(join(REPO, 'src'), join(root, 'src'), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir');
  mkdirSync(join(root, 'dist'));
  writeFileSync(
    join(root, 'dist', 'index.html'),
    '<!doctype html><meta name="dashboard-data-source" content="upstream" /><meta name="dashboard-today" content="" /><p>dashboard</p>',
  );
  return root;
}

export type SpawnedServer = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/**
 * Runs `node --import tsx src/server/main.ts` in `root` with exactly `env` (plus PATH, and an
 * in-memory database unless `env` names one). Node itself, not the `tsx` command: that one runs
 * the server as a child of its own, so a SIGKILL meant to crash the server left it running,
 * orphaned, and still answering.
 */
export function spawnServer(root: string, env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'server', 'main.ts')], {
    cwd: root,
    // Servers started together from one root would otherwise share one PGlite folder.
    env: { PATH: process.env.PATH ?? '', DATA_DIR: 'memory://', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return { child, output: () => output, exited };
}

/** Resolves with the URL the server printed once it listens. */
export async function listeningUrl(server: SpawnedServer, timeoutMs = 25_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /on (http:\/\/\S+\/)/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}
