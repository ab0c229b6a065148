import { Hono } from 'hono';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { DatabaseConnection } from 'kysely';
import { WORKSPACE_PREFIX } from '../../core/workspace/contract.ts';
import type { Role } from '../../core/workspace/contract.ts';
import type { Person, PersonResolver } from '../identity/person.ts';
import type { PGlite } from '@electric-sql/pglite';
import { migrateToLatest } from '../storage/open-storage.ts';
import type { Storage } from '../storage/open-storage.ts';
import type { Database } from '../storage/schema.ts';
import { createWorkspaceRoutes } from '../workspace/workspace-routes.ts';
import type { WorkspaceRoutesOptions } from '../workspace/workspace-routes.ts';

/**
 * A migrated PGlite in memory: the engine `npm start` uses when DATABASE_URL is unset. Each one
 * starts from a copy of one migrated database per test worker (the workers run test files one
 * after another without isolation): initdb and the migrations cost seconds of CPU for each of
 * the seventeen a run makes (24 s and 50 s on a heavily loaded machine, where loading the copy
 * took 6 s).
 */
export async function memoryStorage(): Promise<Storage> {
  migratedCopy ??= migratedDatabaseCopy();
  const storage = await pgliteStorage(await migratedCopy);
  // Nothing to apply, unless a migration came after the copy was made.
  await migrateToLatest(storage.db);
  return storage;
}

let migratedCopy: Promise<Blob> | undefined;

async function migratedDatabaseCopy(): Promise<Blob> {
  const storage = await pgliteStorage();
  try {
    await migrateToLatest(storage.db);
    return await storage.pglite.dumpDataDir('none');
  } finally {
    await storage.close();
  }
}

async function pgliteStorage(loadDataDir?: Blob): Promise<Storage & { pglite: PGlite }> {
  const [{ PGlite }, { PGliteDialect }, { Kysely }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely-pglite-dialect'),
    import('kysely'),
  ]);
  const pglite = await PGlite.create('memory://', loadDataDir === undefined ? {} : { loadDataDir });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, pglite, close: () => db.destroy() };
}

/** A user in the database, as the identity resolver would have made them. */
export async function addPerson(db: Kysely<Database>, subject: string, role: Role): Promise<Person> {
  const row = await db
    .insertInto('users')
    .values({ issuer: 'proxy', subject, display_name: subject, role })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name: subject, email: `${subject}@example.com`, role, access: 'proxy', sessionKey: `proxy:${subject}` };
}

/** Between an alert file's tests: no rule, no delivery (and, where a test counts them, no audit line) left from the last. */
export async function clearAlerts(db: Kysely<Database>, { audit = false } = {}): Promise<void> {
  await db.deleteFrom('alert_deliveries').execute();
  await db.deleteFrom('alert_rules').execute();
  if (audit) await db.deleteFrom('audit_events').execute();
}

export const PERSON_HEADER = 'X-Test-Person';

/** The person named in `X-Test-Person`, their role read from the database as the real resolvers do. */
export function personHeaderResolver(db: () => Kysely<Database> | null, people: Map<string, Person>): PersonResolver {
  return async (c) => {
    const person = people.get(c.req.header(PERSON_HEADER) ?? '');
    if (person === undefined) return null;
    const row = await db()?.selectFrom('users').select('role').where('id', '=', person.id).executeTakeFirst();
    return { ...person, role: row?.role ?? person.role };
  };
}

/**
 * The workspace's routes at their prefix, the person named in `X-Test-Person` signed in, the
 * client address from `X-Test-From`.
 */
export function workspaceApp(
  db: () => Kysely<Database> | null,
  people: Map<string, Person>,
  overrides: Partial<WorkspaceRoutesOptions> = {},
): Hono {
  const app = new Hono();
  const routes = createWorkspaceRoutes({
    storage: { db, database: () => Promise.resolve(db()) },
    resolvePerson: personHeaderResolver(db, people),
    clientAddress: (c) => c.req.header('X-Test-From') ?? '192.0.2.1',
    auditRetentionDays: 400,
    ...overrides,
  });
  app.route(WORKSPACE_PREFIX, routes);
  return app;
}

/**
 * A database that has gone away: every query fails as a refused connection does (ECONNREFUSED),
 * the way a PostgreSQL stopped under a running server answers.
 */
export function unreachableDatabase(): Kysely<Database> {
  class RefusingDriver extends DummyDriver {
    override acquireConnection(): Promise<DatabaseConnection> {
      return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    }
  }
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RefusingDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
