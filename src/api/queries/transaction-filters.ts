import type { QueryParams } from '../api-fetch.ts';

/** The shared filters of /transactions and /transactions/summary (spec 4.3, 4.5). */
export type TransactionFilters = {
  from?: string | undefined;
  to?: string | undefined;
  bank_id?: readonly string[] | undefined;
  account_id?: readonly string[] | undefined;
  category_id?: readonly string[] | undefined;
  counterparty_id?: readonly string[] | undefined;
  label_id?: readonly string[] | undefined;
  direction?: string | undefined;
};

/** Only the parameters the endpoint documents, in a stable order for query keys and cursors. */
export function transactionFilterParams(filters: TransactionFilters): QueryParams {
  return {
    from: filters.from,
    to: filters.to,
    bank_id: nonEmpty(filters.bank_id),
    account_id: nonEmpty(filters.account_id),
    category_id: nonEmpty(filters.category_id),
    counterparty_id: nonEmpty(filters.counterparty_id),
    label_id: nonEmpty(filters.label_id),
    direction: filters.direction,
  };
}

function nonEmpty(ids: readonly string[] | undefined): readonly string[] | undefined {
  return ids && ids.length > 0 ? [...ids].sort() : undefined;
}
