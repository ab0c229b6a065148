import { describe, expect, it, vi } from 'vitest';
import { freePort } from '../testing/redis-server.ts';
import { openStorage } from './open-storage.ts';
import type { Storage } from './open-storage.ts';
import { startStorage } from './storage-service.ts';

describe('startStorage', () => {
  it('with the database unreachable: one log line, readiness fails, no database handed out', async () => {
    const lines: string[] = [];
    const port = await freePort();
    const service = startStorage({ kind: 'postgres', url: `postgresql://dash:s3cret-pw@127.0.0.1:${port}/cashflow` }, { log: (line) => lines.push(line), probeCacheMs: 0 });
    await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 10_000 });
    expect(lines[0]).toMatch(/^Storage: the database is unavailable \(.*ECONNREFUSED.*\); serving the API's figures without it\.$/);
    expect(lines[0]).not.toContain('s3cret-pw');
    expect(await service.readiness.failure()).toBe('The database does not answer.');
    expect(service.db()).toBeNull();
    await service.close();
  });

  it('on PGlite: opening, then ready with the migrated database; a probe is cached, then repeated', async () => {
    let clock = 0;
    let opened: Storage | null = null;
    const open: typeof openStorage = async (config, log) => (opened = await openStorage(config, log));
    const service = startStorage({ kind: 'embedded', dataDir: 'memory://' }, { log: () => undefined, now: () => clock, open, probeCacheMs: 5_000 });
    expect(await service.readiness.failure()).toBe('The database is opening.');
    clock += 5_000;
    await vi.waitFor(async () => {
      clock += 5_000;
      expect(await service.readiness.failure()).toBeNull();
    }, { timeout: 60_000, interval: 200 });
    const db = service.db();
    expect(await db?.selectFrom('saved_views').selectAll().execute()).toEqual([]);

    await opened!.close();
    expect(await service.readiness.failure()).toBeNull();
    clock += 5_000;
    expect(await service.readiness.failure()).toBe('The database does not answer.');
  }, 90_000);

  it('shutdown does not wait for an in-memory database still opening, but does for a data folder', async () => {
    const closed: string[] = [];
    let finishOpening = (): void => undefined;
    const open: typeof openStorage = (config) =>
      new Promise((resolve) => {
        finishOpening = () => resolve({ db: null as never, close: async () => void closed.push(config.kind === 'embedded' ? config.dataDir : config.url) });
      });
    await startStorage({ kind: 'embedded', dataDir: 'memory://' }, { log: () => undefined, open }).close();
    expect(closed).toEqual([]);

    const folder = startStorage({ kind: 'embedded', dataDir: '/var/lib/cashflow' }, { log: () => undefined, open });
    let folderClosed = false;
    const closing = folder.close().then(() => (folderClosed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(folderClosed).toBe(false);
    finishOpening();
    await closing;
    expect(closed).toEqual(['/var/lib/cashflow']);
  });
});
