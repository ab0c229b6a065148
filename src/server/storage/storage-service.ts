import type { Kysely } from 'kysely';
import type { ReadinessCheck } from '../operations/readyz.ts';
import { migrateToLatest, openStorage } from './open-storage.ts';
import type { Storage, StorageConfig } from './open-storage.ts';
import type { Database } from './schema.ts';

/** The workspace's database as the server holds it: opened in the background, never in the way of the API's figures. */
export type StorageService = {
  /** The database once opened and migrated; null before that or while it cannot be. */
  db(): Kysely<Database> | null;
  readiness: ReadinessCheck;
  close(): Promise<void>;
};

export type StorageOptions = {
  log: (line: string) => void;
  /** A probe slower than this counts as a database that does not answer. */
  probeTimeoutMs?: number;
  /** Balancers probe every few seconds: one query answers them all for this long. */
  probeCacheMs?: number;
  now?: () => number;
  open?: typeof openStorage;
};

const NOT_ANSWERING = 'The database does not answer.';

/**
 * Opens and migrates the storage without waiting for it: a database that is down at start costs
 * one log line, and /readyz reports it. Each readiness probe while it is down tries the
 * migrations again, so the workspace comes back when the database does, without a restart.
 */
export function startStorage(config: StorageConfig, options: StorageOptions): StorageService {
  const { log, probeTimeoutMs = 2_000, probeCacheMs = 5_000, now = Date.now, open = openStorage } = options;
  let storage: Storage | null = null;
  let migrated = false;
  let settled = false;

  async function migrate(opened: Storage): Promise<void> {
    await migrateToLatest(opened.db);
    migrated = true;
  }

  const opening = open(config, log)
    .then(async (opened) => {
      storage = opened;
      await migrate(opened);
    })
    .catch((error: unknown) => log(`Storage: the database is unavailable (${messageOf(error)}); serving the API's figures without it.`))
    .finally(() => (settled = true));

  async function probe(): Promise<string | null> {
    // PGlite's first start takes seconds: a balancer's probe is answered now, not then.
    if (!settled) return 'The database is opening.';
    if (storage === null) return 'The database is not open.';
    try {
      if (!migrated) await withTimeout(migrate(storage), probeTimeoutMs);
      await withTimeout(storage.db.selectNoFrom((select) => select.lit(1).as('one')).execute(), probeTimeoutMs);
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
    db: () => (migrated ? storage?.db ?? null : null),
    readiness: { name: 'database', failure },
    async close() {
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
