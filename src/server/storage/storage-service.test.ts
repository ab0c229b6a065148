import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { freePort } from '../testing/redis-server.ts';
import { openStorage } from './open-storage.ts';
import type { Storage } from './open-storage.ts';
import { startStorage } from './storage-service.ts';

describe('startStorage', () => {
  it('with the database unreachable: one log line, readiness fails, no database handed out', async () => {
    const lines: string[] = [];
    const port = await freePort();
    const service = startStorage(
      { kind: 'postgres', url: `postgresql://dash:s3cret-pw@127.0.0.1:${port}/cashflow` },
      { log: (line) => lines.push(line), probeCacheMs: 0 },
    );
    await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 10_000 });
    expect(lines[0]).toMatch(
      new RegExp(
        `^Database: PostgreSQL 127\\.0\\.0\\.1:${port}/cashflow is unavailable \\(.*ECONNREFUSED.*\\); serving the API's figures without it\\.$`,
      ),
    );
    expect(lines[0]).not.toContain('s3cret-pw');
    expect(await service.readiness.failure()).toBe('The database does not answer.');
    expect(service.db()).toBeNull();
    await service.close();
  });

  it('in memory (a first start): not opened until used, then opening, then ready; a probe is cached, then repeated', async () => {
    let clock = 0;
    let opened: Storage | null = null;
    const opens: string[] = [];
    const open: typeof openStorage = async (config, log) => {
      opens.push(config.kind);
      return (opened = await openStorage(config, log));
    };
    const said: string[] = [];
    const service = startStorage(
      { kind: 'embedded', dataDir: 'memory://' },
      { log: () => undefined, info: (line) => said.push(line), now: () => clock, open, probeCacheMs: 5_000 },
    );
    expect(said).toEqual(['Database: PGlite in memory, created on first use.']);
    expect(await service.readiness.failure()).toBeNull();
    expect(service.db()).toBeNull();
    expect(opens).toEqual([]);

    const using = service.database();
    clock += 5_000;
    expect(await service.readiness.failure()).toBe('The database is opening.');
    const db = await using;
    expect(said[1]).toMatch(/^Database: PGlite in memory, (\d+) migrations applied \(\1 just now\)\.$/);
    expect(await db?.selectFrom('saved_views').selectAll().execute()).toEqual([]);
    expect(service.db()).toBe(db);
    clock += 5_000;
    expect(await service.readiness.failure()).toBeNull();
    expect(opens).toEqual(['embedded']);

    await opened!.close();
    expect(await service.readiness.failure()).toBeNull();
    clock += 5_000;
    expect(await service.readiness.failure()).toBe('The database does not answer.');
    expect(service.readiness.degradesOnly).toBe(true);
  }, 90_000);

  it(
    'a PGlite folder: made in a worker at start without waiting to be used, this user’s alone (0700, files 0600), ' +
      'opened again at the next start, fixed when found open to others',
    async () => {
      const umaskBefore = process.umask(0o022);
      const dataDir = join(mkdtempSync(join(tmpdir(), 'dashboard-pglite-')), 'data');
      try {
        const first = startStorage({ kind: 'embedded', dataDir }, { log: () => undefined });
        // Made at start: nothing asked for it.
        await vi.waitFor(() => expect(first.db()).not.toBeNull(), { timeout: 60_000 });
        expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
        const db = await first.database();
        await db!.insertInto('workspace_secrets').values({ name: 'probe', value: 'kept' }).execute();
        await first.close();
        expect(openToOthers(dataDir)).toEqual([]);
        expect(statSync(dataDir).mode & 0o777).toBe(0o700);

        // A folder an earlier version made: open to group and others.
        chmodSync(dataDir, 0o755);
        const wal = join(
          dataDir,
          'pg_wal',
          readdirSync(join(dataDir, 'pg_wal')).find((name) => /^[0-9A-F]{24}$/.test(name))!,
        );
        chmodSync(wal, 0o644);
        const lines: string[] = [];
        const said: string[] = [];
        const second = startStorage({ kind: 'embedded', dataDir }, { log: (line) => lines.push(line), info: (line) => said.push(line) });
        await vi.waitFor(() => expect(second.db()).not.toBeNull(), { timeout: 30_000 });
        expect(await second.db()!.selectFrom('workspace_secrets').select('value').execute()).toEqual([{ value: 'kept' }]);
        await second.db()!.insertInto('workspace_secrets').values({ name: 'later', value: 'also private' }).execute();
        await second.close();
        expect(lines).toEqual([expect.stringMatching(/^Storage: DATA_DIR .* was open to other users \(mode 0755, 2 entries /)]);
        // Opened at start, with nothing left to apply.
        expect(said).toEqual([
          expect.stringMatching(new RegExp(`^Database: PGlite at ${dataDir}, \\d+ migrations applied \\(0 just now\\)\\.$`)),
        ]);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        process.umask(umaskBefore);
        rmSync(dirname(dataDir), { recursive: true, force: true });
      }
    },
    90_000,
  );

  it('shutdown does not wait for an in-memory database still opening, but does for a data folder', async () => {
    const closed: string[] = [];
    let finishOpening = (): void => undefined;
    const open: typeof openStorage = (config) =>
      new Promise((resolve) => {
        finishOpening = () =>
          resolve({ db: null as never, close: async () => void closed.push(config.kind === 'embedded' ? config.dataDir : config.url) });
      });
    const memory = startStorage({ kind: 'embedded', dataDir: 'memory://' }, { log: () => undefined, open });
    void memory.database();
    await memory.close();
    expect(closed).toEqual([]);

    const folder = startStorage({ kind: 'embedded', dataDir: '/var/lib/cashflow' }, { log: () => undefined, open });
    void folder.database();
    let folderClosed = false;
    const closing = folder.close().then(() => (folderClosed = true));
    // Every callback ready to run has run: a close that did not wait for the opening would have ended.
    await new Promise((resolve) => setImmediate(resolve));
    expect(folderClosed).toBe(false);
    finishOpening();
    await closing;
    expect(closed).toEqual(['/var/lib/cashflow']);
  });
});

/** Every file and folder under `root` that its group or others may read, write or enter. */
function openToOthers(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => join(root, name))
    .filter((path) => (statSync(path).mode & 0o077) !== 0);
}
