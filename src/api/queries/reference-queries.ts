import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import {
  type AccountsRequest,
  accountsRequest,
  referenceListRequest,
  type ReferenceListKind,
  type ReferenceListRequest,
} from '../../core/api/requests.ts';
import { accountSchema } from '../../core/api/schemas/account.ts';
import {
  bankSchema,
  categorySchema,
  counterpartySchema,
  labelSchema,
  type Bank,
  type Category,
  type Counterparty,
  type Label,
} from '../../core/api/schemas/reference.ts';
import { apiGetList } from '../api-fetch.ts';
import { fetchAllPages } from '../fetch-all-pages.ts';
import { apiKeys } from './query-keys.ts';

/**
 * Reference lists change rarely and every table joins names from them, so each is fetched
 * once (all pages) and kept: rows then carry ids only, no `expand` on every request.
 */
const REFERENCE_STALE_MS = 10 * 60_000;

type ReferenceItems = { banks: Bank; categories: Category; counterparties: Counterparty; labels: Label };

const referenceSchemas: { [Kind in ReferenceListKind]: z.ZodMiniType<ReferenceItems[Kind]> } = {
  banks: bankSchema,
  categories: categorySchema,
  counterparties: counterpartySchema,
  labels: labelSchema,
};

/** A whole reference list, as a request descriptor describes it (src/core/api/requests.ts). */
export const referenceListQueryFor = <Kind extends ReferenceListKind>(request: ReferenceListRequest<Kind>) => {
  const schema: z.ZodMiniType<ReferenceItems[Kind]> = referenceSchemas[request.endpoint];
  return queryOptions({
    queryKey: apiKeys.list(request.endpoint, request.params),
    queryFn: ({ signal }) => fetchAllPages(request.path, schema, { params: request.params, signal }),
    staleTime: REFERENCE_STALE_MS,
  });
};

export const referenceListQuery = <Kind extends ReferenceListKind>(kind: Kind) => referenceListQueryFor(referenceListRequest(kind));

export const accountsQueryFor = (request: AccountsRequest) =>
  queryOptions({
    queryKey: apiKeys.list(request.endpoint, request.params),
    queryFn: async ({ signal }) => {
      const page = await apiGetList(request.path, accountSchema, { params: request.params, signal });
      return { items: page.items, invalidRows: page.invalidRows };
    },
    staleTime: 60_000,
  });

export const accountsQuery = () => accountsQueryFor(accountsRequest());
