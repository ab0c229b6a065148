import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { VersionContent } from '../../core/cash-weeks/version-builder.ts';
import { WORKSPACE_PREFIX } from '../../core/workspace/contract.ts';
import { cashWeeksRoutes } from '../cash-weeks/cash-weeks-routes.ts';
import type { CashWeeksRouteOptions } from '../cash-weeks/cash-weeks-routes.ts';
import type { Person } from '../identity/person.ts';
import type { Database } from '../storage/schema.ts';
import { isConnectionError } from '../storage/storage-unavailable.ts';
import { createCsrfTokens } from '../workspace/csrf-tokens.ts';
import { notSignedIn, storageUnavailable } from '../workspace/workspace-errors.ts';
import type { WorkspaceEnv } from '../workspace/workspace-env.ts';
import { writeGuard } from '../workspace/write-guard.ts';
import { personHeaderResolver } from './workspace-fixture.ts';

/**
 * The forecast-version and note routes behind the workspace's own write guard and sign-in check,
 * as createWorkspaceRoutes mounts its parts (the same frame as alertsApp), the person named in
 * `X-Test-Person`. `tokenOf` gives the CSRF token a person's writes carry.
 */
export function cashWeeksApp(db: Kysely<Database>, people: Map<string, Person>, options: CashWeeksRouteOptions) {
  const resolve = personHeaderResolver(() => db, people);
  const tokens = createCsrfTokens();
  const routes = new Hono<WorkspaceEnv>();
  routes.onError((error) => {
    if (isConnectionError(error)) return storageUnavailable();
    throw error;
  });
  routes.use(writeGuard({ overTls: () => false, expectedToken: async (c) => {
    const person = await resolve(c);
    return person === null ? null : tokens.tokenFor(db, person.sessionKey);
  } }));
  routes.use(async (c, next) => {
    const person = await resolve(c);
    if (person === null) return notSignedIn();
    c.set('person', person);
    return next();
  });
  routes.route('/', cashWeeksRoutes({ db: () => db, clientAddress: () => '192.0.2.1', teamDefaultsChanged: () => {} }, options));
  const app = new Hono();
  app.route(WORKSPACE_PREFIX, routes);
  const tokenOf = (person: Person) => tokens.tokenFor(db, person.sessionKey);
  return { app, tokenOf };
}

const CATEGORY = '5b0c6c1e-2f0a-4d8e-9d1e-0c9d7a1b2c3d';
const FORECAST = '0f7a2c54-6a1b-4c1d-8e2f-3a4b5c6d7e8f';

/** A small version as a builder would give it for the week of `today` (a Monday). */
export function versionContentFor(today: string): VersionContent {
  return {
    firstWeek: today,
    currency: 'EUR',
    opening: '125000.00',
    cells: [{ categoryId: CATEGORY, week: today, amount: '-4200.50' }, { categoryId: null, week: today, amount: '980.00' }],
    items: [{ forecastId: FORECAST, label: 'Castellan Design', categoryId: CATEGORY, week: today, amount: '-4200.50' }],
  };
}
