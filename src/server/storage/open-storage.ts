import type { Kysely, Migration } from 'kysely';
import { createDataFolderIfMissing } from './pglite-first-start.ts';
import { keepDataFolderPrivate } from './private-data-folder.ts';
import type { Database } from './schema.ts';

/** Where the workspace keeps its data: PGlite in a folder (or `memory://` in tests), or a PostgreSQL server. */
export type StorageConfig = { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; url: string };

export type Storage = { db: Kysely<Database>; close(): Promise<void> };

/** A connection that does not come in this time is a database that does not answer. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A typed Kysely over the configured engine. The drivers load here, on first use, so a process
 * that never opens storage (the Vite dev plugin, most tests) never pays for them.
 */
export async function openStorage(config: StorageConfig, log: (line: string) => void = console.warn): Promise<Storage> {
  const { Kysely } = await import('kysely');
  const dialect = config.kind === 'embedded' ? await pgliteDialect(config.dataDir, log) : await postgresDialect(config.url, log);
  const db = new Kysely<Database>({ dialect });
  return { db, close: () => db.destroy() };
}

async function pgliteDialect(dataDir: string, log: (line: string) => void) {
  if (!dataDir.includes('://')) {
    await keepDataFolderPrivate(dataDir, log);
    await createDataFolderIfMissing(dataDir);
  }
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
  return new PGliteDialect(await PGlite.create(dataDir));
}

async function postgresDialect(url: string, log: (line: string) => void) {
  const [{ default: pg }, { PostgresDialect }] = await Promise.all([import('pg'), import('kysely')]);
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: 10 });
  // An idle connection the server drops would otherwise be an unhandled 'error' event: the process would exit.
  pool.on('error', (error) => log(`Database connection lost: ${error.message}`));
  return new PostgresDialect({ pool });
}

/** How many migrations the database holds once migrated, and how many of them this call applied. */
export type MigrationCount = { applied: number; newlyApplied: number };

/**
 * Applies every migration not yet applied. Kysely's Migrator holds a PostgreSQL advisory lock
 * while it runs, so instances starting together take turns and each migration runs once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationCount> {
  const { Migrator } = await import('kysely');
  const migrator = new Migrator({ db, provider: { getMigrations: loadMigrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error === undefined)
    return {
      applied: Object.keys(await loadMigrations()).length,
      newlyApplied: results.filter((result) => result.status === 'Success').length,
    };
  throw error instanceof Error ? error : new Error('A migration failed.', { cause: error });
}

/**
 * The database as a start-up line names it, never with its password: `PostgreSQL db.internal:5432/dashboard`,
 * `PGlite at /srv/dashboard/data`, `PGlite in memory`.
 */
export function storageName(config: StorageConfig): string {
  if (config.kind === 'embedded') return config.dataDir.startsWith('memory://') ? 'PGlite in memory' : `PGlite at ${config.dataDir}`;
  try {
    const url = new URL(config.url);
    return `PostgreSQL ${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** Named so they sort in the order they were written; listed by hand so tsx and tsc both see them. */
async function loadMigrations(): Promise<Record<string, Migration>> {
  return {
    '0001-workspace': await import('./migrations/0001-workspace.ts'),
    '0002-alerts': await import('./migrations/0002-alerts.ts'),
    '0003-cash-weeks': await import('./migrations/0003-cash-weeks.ts'),
    '0004-used-sign-ins': await import('./migrations/0004-used-sign-ins.ts'),
    '0005-mapped-role': await import('./migrations/0005-mapped-role.ts'),
    '0006-alert-episodes': await import('./migrations/0006-alert-episodes.ts'),
    '0007-alert-channel-failures': await import('./migrations/0007-alert-channel-failures.ts'),
  };
}
