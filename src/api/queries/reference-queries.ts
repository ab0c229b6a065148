import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiGetList } from '../api-fetch.ts';
import { ALL_PAGES_LIMIT, fetchAllPages } from '../fetch-all-pages.ts';
import { firstRequestMeta } from './first-request.ts';
import { accountSchema } from '../schemas/account.ts';
import { bankSchema, categorySchema, counterpartySchema, labelSchema, type Bank, type Category, type Counterparty, type Label } from '../schemas/reference.ts';
import { apiKeys } from './query-keys.ts';

/**
 * Reference lists change rarely and every table joins names from them, so each is fetched
 * once (all pages) and kept: rows then carry ids only, no `expand` on every request.
 */
const REFERENCE_STALE_MS = 10 * 60_000;

type ReferenceItems = { banks: Bank; categories: Category; counterparties: Counterparty; labels: Label };

/** A paged reference list, named as its endpoint is. */
export type ReferenceListKind = keyof ReferenceItems;

const referenceSchemas: { [Kind in ReferenceListKind]: z.ZodMiniType<ReferenceItems[Kind]> } = {
  banks: bankSchema,
  categories: categorySchema,
  counterparties: counterpartySchema,
  labels: labelSchema,
};

export const referenceListQuery = <Kind extends ReferenceListKind>(kind: Kind) => {
  const schema: z.ZodMiniType<ReferenceItems[Kind]> = referenceSchemas[kind];
  return queryOptions({
    queryKey: apiKeys.list(kind, {}),
    queryFn: ({ signal }) => fetchAllPages(`/${kind}`, schema, { signal }),
    staleTime: REFERENCE_STALE_MS,
    meta: firstRequestMeta(`/${kind}`, { limit: ALL_PAGES_LIMIT }),
  });
};

/** Accounts are unpaged (spec 4.4): one request returns them all. */
export const accountsQuery = () =>
  queryOptions({
    queryKey: apiKeys.list('accounts', {}),
    queryFn: async ({ signal }) => {
      const page = await apiGetList('/accounts', accountSchema, { signal });
      return { items: page.items, invalidRows: page.invalidRows };
    },
    staleTime: 60_000,
    meta: firstRequestMeta('/accounts'),
  });
