import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPostgresBinDir, startTestPostgres } from '../testing/postgres-server.ts';
import { freePort } from '../testing/redis-server.ts';
import type { TestPostgres } from '../testing/postgres-server.ts';
import { migrateToLatest, openStorage } from './open-storage.ts';
import type { Storage } from './open-storage.ts';
import { startStorage } from './storage-service.ts';

const binDir = findPostgresBinDir();
const title =
  binDir === null
    ? 'storage on a real PostgreSQL (SKIPPED: no initdb/pg_ctl found; apt-get install postgresql)'
    : 'storage on a real PostgreSQL';

/** Two instances sharing one PostgreSQL, as DATABASE_URL sets them up. */
describe.skipIf(binDir === null)(title, () => {
  let server: TestPostgres;
  let instances: Storage[] = [];

  beforeAll(async () => {
    server = await startTestPostgres(binDir ?? '');
    instances = await Promise.all([openStorage({ kind: 'postgres', url: server.url }), openStorage({ kind: 'postgres', url: server.url })]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await server?.stop();
  }, 30_000);

  it('two instances migrating at once both succeed, and the schema is applied once', async () => {
    await Promise.all(instances.map((instance) => migrateToLatest(instance.db)));
    const [first] = instances;
    const applied = await first!.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied).toEqual([
      { name: '0001-workspace' },
      { name: '0002-alerts' },
      { name: '0003-cash-weeks' },
      { name: '0004-used-sign-ins' },
      { name: '0005-mapped-role' },
      { name: '0006-alert-episodes' },
      { name: '0007-alert-channel-failures' },
    ]);
    const tables = await first!.db
      .selectFrom('pg_tables' as never)
      .select('tablename' as never)
      .where('schemaname' as never, '=', 'public' as never)
      .orderBy('tablename' as never)
      .execute();
    expect(tables.map((row) => (row as { tablename: string }).tablename)).toEqual([
      'alert_channel_failures',
      'alert_deliveries',
      'alert_destinations',
      'alert_rules',
      'alert_subscriptions',
      'audit_events',
      'forecast_versions',
      'kysely_migration',
      'kysely_migration_lock',
      'notes',
      'saved_views',
      'sessions',
      'used_sign_ins',
      'users',
      'version_schedule',
      'workspace_secrets',
    ]);
  });
});

describe.skipIf(binDir === null)(`${title}, down at start`, () => {
  it('the workspace comes back when the database does, without a restart', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const service = startStorage(
      { kind: 'postgres', url: `postgresql://postgres@127.0.0.1:${port}/postgres` },
      { log: (line) => lines.push(line), probeCacheMs: 0 },
    );
    await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 10_000 });
    expect(await service.readiness.failure()).toBe('The database does not answer.');
    const server = await startTestPostgres(binDir ?? '', port);
    try {
      expect(await service.readiness.failure()).toBeNull();
      expect(await (await service.database())?.selectFrom('users').selectAll().execute()).toEqual([]);
    } finally {
      await service.close();
      await server.stop();
    }
  }, 60_000);
});
