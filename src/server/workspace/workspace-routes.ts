import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Me } from '../../core/workspace/contract.ts';
import { errorResponse } from '../http/error-envelope.ts';
import { ownPagesOnly } from '../http/fetch-site.ts';
import type { Person, PersonResolver } from '../identity/person.ts';
import type { StorageService } from '../storage/storage-service.ts';
import { isConnectionError } from '../storage/storage-unavailable.ts';
import type { Kysely } from 'kysely';
import { auditRetention, pruneHourly } from './audit-retention.ts';
import type { AuditRetention } from './audit-retention.ts';
import type { Database } from '../storage/schema.ts';
import { auditRoutes } from './audit-routes.ts';
import { createCsrfTokens } from './csrf-tokens.ts';
import type { CsrfTokens } from './csrf-tokens.ts';
import { memberRoutes } from './member-routes.ts';
import { requireRole } from './route-guards.ts';
import { viewRoutes } from './view-routes.ts';
import { notFound, notSignedIn, storageUnavailable } from './workspace-errors.ts';
import { openDb } from './workspace-env.ts';
import type { WorkspaceDeps, WorkspaceEnv } from './workspace-env.ts';
import { writeGuard } from './write-guard.ts';

export type WorkspaceRoutesOptions = {
  storage: Pick<StorageService, 'db' | 'database'>;
  resolvePerson: PersonResolver;
  /** The browser's address past trusted proxies, written in the audit trail. */
  clientAddress: (c: Context) => string;
  /** Whether the browser came over TLS, past trusted proxies (the write guard's own origin); the URL's scheme by default. */
  overTls?: (c: Context) => boolean;
  /** AUDIT_RETENTION_DAYS. */
  auditRetentionDays: number;
  /** ADMIN_EMAILS, lower case: admins whose role no one may lower here. */
  adminEmails?: readonly string[];
  /** Told when a team default changes (the team-defaults cache of index.html). */
  teamDefaultsChanged?: () => void;
  /** More endpoints behind the same sign-in and write guard (alerts, src/server/alerts). */
  moreRoutes?: (deps: WorkspaceDeps) => Hono<WorkspaceEnv>;
  now?: () => number;
};

/**
 * The workspace's endpoints, mounted at WORKSPACE_PREFIX: who am I, saved views, members and
 * their roles, the audit trail. Every answer is `no-store`; every write passes the write guard;
 * a database that does not answer is a 503, never half a change.
 */
export function createWorkspaceRoutes(options: WorkspaceRoutesOptions): Hono<WorkspaceEnv> {
  const now = options.now ?? Date.now;
  const retention = auditRetention(options.auditRetentionDays, now);
  const deps: WorkspaceDeps = {
    db: prunedHourlyOnceUsed(options.storage, retention),
    clientAddress: options.clientAddress,
    teamDefaultsChanged: options.teamDefaultsChanged ?? (() => {}),
  };
  const tokens = createCsrfTokens();
  const personOf = memoizedPerson(options.resolvePerson);

  const app = new Hono<WorkspaceEnv>();
  app.onError((error) => {
    if (isConnectionError(error)) return storageUnavailable();
    console.error(`Workspace: ${error.stack ?? error.message}`);
    return errorResponse(500, { type: 'server', code: 'internal_error', message: 'The workspace failed to answer; nothing was changed.' });
  });
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // A read, as on /api: another site's page must not read the workspace with the reader's cookies
  // (HEAD is routed as GET). Writes pass on to the write guard, which accepts only the same origin.
  app.get('*', ownPagesOnly({ message: 'The workspace answers only the dashboard’s own pages.' }));
  // An embedded database opens on its first use (seconds, the first time): the handlers then find it open.
  app.use(async (_c, next) => {
    await options.storage.database();
    return next();
  });
  app.use(writeGuard({ overTls: options.overTls ?? overTlsByUrl, expectedToken: async (c) => tokenOf(c, personOf, tokens, deps) }));
  app.use(async (c, next) => {
    const person = await personOf(c);
    if (person === null) return notSignedIn();
    c.set('person', person);
    return next();
  });
  for (const path of ['/members', '/members/*', '/audit', '/audit.csv']) app.use(path, requireRole('admin'));

  app.get('/me', async (c) => c.json(await meOf(c.get('person'), tokens, deps)));
  app.route('/', viewRoutes(deps));
  app.route('/', memberRoutes(deps, options.adminEmails));
  app.route('/', auditRoutes(deps, retention, now));
  if (options.moreRoutes) app.route('/', options.moreRoutes(deps));
  app.all('*', () => notFound('not_found', 'The workspace has no such endpoint.'));
  return app;
}

/**
 * The CSRF token a person's writes must carry, for guarding other writes (`POST /auth/sign-out`):
 * `writeGuard({ overTls, expectedToken: csrfTokenOf(storage, resolvePerson) })`.
 */
export function csrfTokenOf(storage: Pick<StorageService, 'db'>, resolvePerson: PersonResolver): (c: Context) => Promise<string | null> {
  const tokens = createCsrfTokens();
  const db = openDb(storage);
  return async (c) => {
    const person = await resolvePerson(c);
    return person === null ? null : tokens.tokenFor(db(), person.sessionKey);
  };
}

async function tokenOf(
  c: Context,
  personOf: (c: Context) => Promise<Person | null>,
  tokens: CsrfTokens,
  deps: WorkspaceDeps,
): Promise<string | null> {
  const person = await personOf(c);
  return person === null ? null : tokens.tokenFor(deps.db(), person.sessionKey);
}

async function meOf(person: Person, tokens: CsrfTokens, deps: WorkspaceDeps): Promise<Me> {
  return {
    user: { id: person.id, name: person.name, email: person.email, role: person.role },
    access: person.access,
    csrfToken: await tokens.tokenFor(deps.db(), person.sessionKey),
    canSignOut: person.access === 'oidc',
  };
}

/** One resolution per request, shared by the write guard and the handlers. */
function memoizedPerson(resolve: PersonResolver): (c: Context) => Promise<Person | null> {
  const known = new WeakMap<Request, Promise<Person | null>>();
  return (c) => {
    const pending = known.get(c.req.raw) ?? resolve(c);
    known.set(c.req.raw, pending);
    return pending;
  };
}

/** The open database; its first use starts the hourly prune, so an app that never sees the database starts no timer. */
function prunedHourlyOnceUsed(storage: Pick<StorageService, 'db'>, retention: AuditRetention): () => Kysely<Database> {
  const open = openDb(storage);
  let timerStarted = false;
  return () => {
    const db = open();
    if (!timerStarted) pruneHourly(retention, () => storage.db());
    timerStarted = true;
    return db;
  };
}

function overTlsByUrl(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:';
}
