import { Hono } from 'hono';
import { compareKeys } from '../cursor.ts';
import { listEnvelope } from '../paging.ts';
import { QueryParams } from '../params.ts';
import { byNameThenId, sortByKey } from '../orders.ts';
import { accountJson } from '../present.ts';
import type { DemoStore } from '../store.ts';

export const ACCOUNT_EXPANDS = ['bank'] as const;

/** GET /accounts (spec 4.4): every account in one response; `limit` and `cursor` are not parameters here. */
export function accountRoutes(store: DemoStore): Hono {
  const accounts = sortByKey(store.workspace.accounts, byNameThenId, compareKeys);
  return new Hono().get('/', (c) => {
    const expand = new QueryParams(new URL(c.req.url).searchParams).expand(ACCOUNT_EXPANDS);
    return c.json(
      listEnvelope(
        accounts.map((account) => accountJson(store, account, expand.has('bank'))),
        null,
      ),
    );
  });
}
