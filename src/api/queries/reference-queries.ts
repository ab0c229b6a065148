import { queryOptions } from '@tanstack/react-query';
import { apiGetList } from '../api-fetch.ts';
import { fetchAllPages } from '../fetch-all-pages.ts';
import { accountSchema } from '../schemas/account.ts';
import { bankSchema, categorySchema, counterpartySchema, labelSchema } from '../schemas/reference.ts';
import { apiKeys } from './query-keys.ts';

/**
 * Reference lists change rarely and every table joins names from them, so each is fetched
 * once (all pages) and kept: rows then carry ids only, no `expand` on every request.
 */
const REFERENCE_STALE_MS = 10 * 60_000;

export const banksQuery = () =>
  queryOptions({
    queryKey: apiKeys.list('banks', {}),
    queryFn: ({ signal }) => fetchAllPages('/banks', bankSchema, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: apiKeys.list('categories', {}),
    queryFn: ({ signal }) => fetchAllPages('/categories', categorySchema, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

export const counterpartiesQuery = () =>
  queryOptions({
    queryKey: apiKeys.list('counterparties', {}),
    queryFn: ({ signal }) => fetchAllPages('/counterparties', counterpartySchema, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

export const labelsQuery = () =>
  queryOptions({
    queryKey: apiKeys.list('labels', {}),
    queryFn: ({ signal }) => fetchAllPages('/labels', labelSchema, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/** Accounts are unpaged (spec 4.4): one request returns them all. */
export const accountsQuery = () =>
  queryOptions({
    queryKey: apiKeys.list('accounts', {}),
    queryFn: async ({ signal }) => {
      const page = await apiGetList('/accounts', accountSchema, { signal });
      return { items: page.items, invalidRows: page.invalidRows };
    },
    staleTime: 60_000,
  });
