import type { Kysely } from 'kysely';
import type { VersionContent } from '../../core/cash-weeks/version-builder.ts';
import { cashWeeksRoutes } from '../cash-weeks/cash-weeks-routes.ts';
import type { CashWeeksRouteOptions } from '../cash-weeks/cash-weeks-routes.ts';
import type { Person } from '../identity/person.ts';
import type { Database } from '../storage/schema.ts';
import { guardedRoutesApp } from './alerts-fixture.ts';

/** The forecast-version and note routes behind the workspace's write guard and sign-in check (guardedRoutesApp). */
export function cashWeeksApp(db: Kysely<Database>, people: Map<string, Person>, options: CashWeeksRouteOptions) {
  return guardedRoutesApp(db, people, (deps) => cashWeeksRoutes(deps, options));
}

const CATEGORY = '5b0c6c1e-2f0a-4d8e-9d1e-0c9d7a1b2c3d';
const FORECAST = '0f7a2c54-6a1b-4c1d-8e2f-3a4b5c6d7e8f';

/** A small version as a builder would give it for the week of `today` (a Monday). */
export function versionContentFor(today: string): VersionContent {
  return {
    firstWeek: today,
    currency: 'EUR',
    opening: '125000.00',
    cells: [
      { categoryId: CATEGORY, week: today, amount: '-4200.50' },
      { categoryId: null, week: today, amount: '980.00' },
    ],
    items: [{ forecastId: FORECAST, label: 'Castellan Design', categoryId: CATEGORY, week: today, amount: '-4200.50' }],
  };
}
