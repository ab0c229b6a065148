import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './redis-server.ts';

const run = promisify(execFile);

/** The PostgreSQL the tests start themselves, on a free loopback port, in a folder removed after. */
export type TestPostgres = { url: string; stop(): Promise<void> };

/**
 * Where initdb and pg_ctl are: POSTGRES_BIN_DIR, then the PATH's usual home, then Debian's
 * versioned folders (its `postgresql` package keeps them off the PATH), newest first.
 */
export function findPostgresBinDir(): string | null {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  const candidates = [process.env.POSTGRES_BIN_DIR, '/usr/local/bin', '/usr/bin', ...debian];
  return candidates.find((dir) => dir !== undefined && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

/**
 * initdb and start in a temporary folder, fsync off (throw-away data). PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` user, which owns the folder.
 */
export async function startTestPostgres(binDir: string, port?: number): Promise<TestPostgres> {
  const home = await mkdtemp(join(tmpdir(), 'test-postgres-'));
  const dataDir = join(home, 'data');
  const socketDir = join(home, 'socket');
  await mkdir(socketDir);
  const asServer = await serverUser(home, socketDir);
  const pgCtl = (...args: string[]) => run(...asServer(join(binDir, 'pg_ctl'), args));
  const listenPort = port ?? (await freePort());
  try {
    await run(...asServer(join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']));
    const options = `-p ${listenPort} -k ${socketDir} -c listen_addresses=127.0.0.1 -F`;
    await pgCtl('start', '-D', dataDir, '-w', '-t', '60', '-s', '-l', join(home, 'server.log'), '-o', options);
  } catch (error) {
    await rm(home, { recursive: true, force: true });
    throw error;
  }
  async function stop(): Promise<void> {
    await pgCtl('stop', '-D', dataDir, '-m', 'immediate', '-w', '-s').catch(() => undefined);
    await rm(home, { recursive: true, force: true });
  }
  return { url: `postgresql://postgres@127.0.0.1:${listenPort}/postgres`, stop };
}

type Command = [file: string, args: string[]];

async function serverUser(...dirs: string[]): Promise<(file: string, args: string[]) => Command> {
  if (process.getuid?.() !== 0) return (file, args) => [file, args];
  const [uid, gid] = await Promise.all([idOf('-u'), idOf('-g')]);
  for (const dir of dirs) await chown(dir, uid, gid);
  return (file, args) => ['runuser', ['-u', 'postgres', '--', file, ...args]];
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, 'postgres']);
  return Number(stdout.trim());
}
