import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { WORKSPACE_PREFIX } from '../../core/workspace/contract.ts';
import { alertRoutes } from '../alerts/alert-routes.ts';
import type { AlertRouteOptions } from '../alerts/alert-routes.ts';
import type { WorkspaceDeps } from '../workspace/workspace-env.ts';
import type { Person } from '../identity/person.ts';
import type { Database } from '../storage/schema.ts';
import { isConnectionError } from '../storage/storage-unavailable.ts';
import { createCsrfTokens } from '../workspace/csrf-tokens.ts';
import { notSignedIn, storageUnavailable } from '../workspace/workspace-errors.ts';
import type { WorkspaceEnv } from '../workspace/workspace-env.ts';
import { writeGuard } from '../workspace/write-guard.ts';
import { personHeaderResolver } from './workspace-fixture.ts';

/** The alert routes behind the workspace's write guard and sign-in check (guardedRoutesApp). */
export function alertsApp(db: Kysely<Database>, people: Map<string, Person>, options: AlertRouteOptions) {
  return guardedRoutesApp(db, people, (deps) => alertRoutes(deps, options));
}

/**
 * Workspace routes behind the workspace's own write guard and sign-in check, as
 * createWorkspaceRoutes mounts its parts, the person named in `X-Test-Person`. `tokenOf` gives
 * the CSRF token a person's writes carry.
 */
export function guardedRoutesApp(db: Kysely<Database>, people: Map<string, Person>, routesOf: (deps: WorkspaceDeps) => Hono<WorkspaceEnv>) {
  const resolve = personHeaderResolver(() => db, people);
  const tokens = createCsrfTokens();
  const routes = new Hono<WorkspaceEnv>();
  routes.onError((error) => {
    if (isConnectionError(error)) return storageUnavailable();
    throw error;
  });
  routes.use(
    writeGuard({
      overTls: () => false,
      expectedToken: async (c) => {
        const person = await resolve(c);
        return person === null ? null : tokens.tokenFor(db, person.sessionKey);
      },
    }),
  );
  routes.use(async (c, next) => {
    const person = await resolve(c);
    if (person === null) return notSignedIn();
    c.set('person', person);
    return next();
  });
  routes.route('/', routesOf({ db: () => db, clientAddress: () => '192.0.2.1', teamDefaultsChanged: () => {} }));
  const app = new Hono();
  app.route(WORKSPACE_PREFIX, routes);
  const tokenOf = (person: Person) => tokens.tokenFor(db, person.sessionKey);
  return { app, tokenOf };
}
