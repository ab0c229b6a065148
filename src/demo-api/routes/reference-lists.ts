import { Hono } from 'hono';
import { compareKeys, queryFingerprint, type SortKey } from '../cursor.ts';
import { pageByKey } from '../paging.ts';
import { QueryParams } from '../params.ts';
import { byNameThenId, categoryKey, sortByKey } from '../orders.ts';
import { bankJson, categoryJson, counterpartyJson, labelJson } from '../present.ts';
import type { DemoStore } from '../store.ts';

/** GET /banks, /categories, /counterparties, /labels: paged, in the orders of 4.1, without filters. */
export function referenceListRoutes(store: DemoStore): Hono {
  const { banks, categories, counterparties, labels } = store.workspace;
  const app = new Hono();
  list(app, 'banks', banks, byNameThenId, bankJson);
  list(app, 'categories', categories, categoryKey(categories), categoryJson);
  list(app, 'counterparties', counterparties, byNameThenId, counterpartyJson);
  list(app, 'labels', labels, byNameThenId, labelJson);
  return app;
}

function list<T, J>(app: Hono, name: string, items: readonly T[], key: (item: T) => SortKey, toJson: (item: T) => J): void {
  const sorted = sortByKey(items, key, compareKeys);
  const fingerprint = queryFingerprint(name, {});
  app.get(`/${name}`, (c) => {
    const query = new QueryParams(new URL(c.req.url).searchParams);
    return c.json(pageByKey(sorted, key, toJson, { limit: query.limit(), cursor: query.raw('cursor'), fingerprint }));
  });
}
