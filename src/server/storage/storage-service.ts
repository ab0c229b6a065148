import type { Kysely } from 'kysely';
import { migrateToLatest, openStorage, storageName } from './open-storage.ts';
import type { Storage, StorageConfig } from './open-storage.ts';
import { pingDatabase } from './ping-store.ts';
import type { Database } from './schema.ts';

/** The workspace's database as the server holds it: opened when needed, never in the way of the API's figures. */
export type StorageService = {
  /** The database if it is open and migrated now; null otherwise. Never opens it (for what can do without: the team defaults). */
  db(): Kysely<Database> | null;
  /** The database, opened and migrated first if need be; null while it cannot be (down, unreachable, failing). */
  database(): Promise<Kysely<Database> | null>;
  /** The database's readiness check, as /readyz takes one (operations/readyz.ts): only degrades, never fails readiness. */
  readiness: { name: string; failure(): Promise<string | null>; degradesOnly: boolean };
  close(): Promise<void>;
};

export type StorageOptions = {
  /** Warnings: the database unavailable. */
  log: (line: string) => void;
  /** The start-up line naming the database and its migrations, once it is open. */
  info?: (line: string) => void;
  /** A probe slower than this counts as a database that does not answer. */
  probeTimeoutMs?: number;
  /** Balancers probe every few seconds: one query answers them all for this long. */
  probeCacheMs?: number;
  now?: () => number;
  open?: typeof openStorage;
};

const NOT_ANSWERING = 'The database does not answer.';

/**
 * Opens and migrates the storage without making anyone wait for it: at start for a server
 * (DATABASE_URL) or a PGlite folder, its first start included, since the header asks who is
 * signed in on every page and a first start (initdb, seconds) left at first use made the first
 * reader wait for it. Only `memory://` (the tests' servers, most of which never save) opens on
 * first use. A database that is down costs one log line; each later use or probe tries the
 * migrations again, so the workspace comes back without a restart.
 */
export function startStorage(config: StorageConfig, options: StorageOptions): StorageService {
  const { log, info = log, probeTimeoutMs = 2_000, probeCacheMs = 5_000, now = Date.now, open = openStorage } = options;
  const name = storageName(config);
  let storage: Storage | null = null;
  let migrated = false;
  let opening: Promise<void> | null = null;
  let settled = false;

  async function migrate(opened: Storage): Promise<void> {
    const { applied, newlyApplied } = await migrateToLatest(opened.db);
    if (!migrated) info(`Database: ${name}, ${applied} migrations applied (${newlyApplied} just now).`);
    migrated = true;
  }

  function begin(): Promise<void> {
    opening ??= open(config, log)
      .then(async (opened) => {
        storage = opened;
        await migrate(opened);
      })
      .catch((error: unknown) => log(`Database: ${name} is unavailable (${messageOf(error)}); serving the API's figures without it.`))
      .finally(() => (settled = true));
    return opening;
  }
  if (opensAtStart(config)) void begin();
  // Creating a PGlite database takes seconds: said now, so no one waits for a line that comes with the first save.
  else info(`Database: ${name}, created on first use.`);

  /** The migrated database, retrying the migrations of one that was down; throws when it does not answer in time. */
  async function migratedDb(): Promise<Kysely<Database> | null> {
    if (storage === null) return null;
    if (!migrated) await withTimeout(migrate(storage), probeTimeoutMs);
    return storage.db;
  }

  async function probe(): Promise<string | null> {
    // Not needed yet: nothing is wrong with a database no one has asked for.
    if (opening === null) return null;
    // PGlite's first start takes seconds: a balancer's probe is answered now, not then.
    if (!settled) return 'The database is opening.';
    try {
      const db = await migratedDb();
      if (db === null) return 'The database is not open.';
      await withTimeout(pingDatabase(db), probeTimeoutMs);
      return null;
    } catch {
      return NOT_ANSWERING;
    }
  }

  let cached: { at: number; failure: Promise<string | null> } | null = null;
  async function failure(): Promise<string | null> {
    if (cached === null || now() - cached.at >= probeCacheMs) cached = { at: now(), failure: probe() };
    return cached.failure;
  }

  return {
    db: () => (migrated ? (storage?.db ?? null) : null),
    async database() {
      await begin();
      return migratedDb().catch(() => null);
    },
    // Every instance shares the database: were its failure to fail readiness, balancers would take
    // the whole dashboard away for what only stops saving.
    readiness: { name: 'database', failure, degradesOnly: true },
    async close() {
      if (opening === null) return;
      if (!settled && !keepsFiles(config)) {
        // Nothing to lose in memory or on a server (an interrupted migration rolls back): stop now.
        void opening.then(() => storage?.close());
        return;
      }
      // A first start interrupted half-way would leave a data folder PGlite cannot open again.
      await opening;
      await storage?.close();
    },
  };
}

function opensAtStart(config: StorageConfig): boolean {
  return config.kind === 'postgres' || keepsFiles(config);
}

function keepsFiles(config: StorageConfig): boolean {
  return config.kind === 'embedded' && !config.dataDir.startsWith('memory://');
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Node reports a refused connection to every address of a name as an AggregateError without a message. */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  if (error.message !== '') return error.message;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error.name;
}
