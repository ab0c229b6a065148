import type { Day } from '../calendar.ts';
import type { Direction } from '../model.ts';
import { toIndexes, type QueryParams } from '../params.ts';
import type { DemoStore } from '../store.ts';
import type { TransactionFilter } from '../transaction-query.ts';

const DIRECTIONS: readonly Direction[] = ['inflow', 'outflow'];

export type TransactionFilters = {
  from: Day | undefined;
  to: Day | undefined;
  filter: TransactionFilter;
  /** The filters as the caller gave them, normalised: what a cursor is bound to. */
  echo: Record<string, unknown>;
};

/** The shared filters of /transactions and its summary (spec 4.3, 4.5). */
export function readTransactionFilters(query: QueryParams, store: DemoStore): TransactionFilters {
  const { from, to } = query.window();
  const ids = {
    account_id: query.ids('account_id'),
    bank_id: query.ids('bank_id'),
    category_id: query.ids('category_id'),
    counterparty_id: query.ids('counterparty_id'),
    label_id: query.ids('label_id'),
  };
  const direction = query.oneOf('direction', DIRECTIONS);
  const filter: TransactionFilter = {
    accounts: accountsInScope(store, ids.account_id, ids.bank_id),
    categories: toIndexes(ids.category_id, store.categoryById),
    counterparties: toIndexes(ids.counterparty_id, store.counterpartyById),
    labels: toIndexes(ids.label_id, store.labelById),
    ...(direction === undefined ? {} : { direction }),
  };
  return { from, to, filter, echo: { from, to, ...ids, direction } };
}

/** account_id AND bank_id: the accounts named that are also fed by one of the connections named. */
function accountsInScope(store: DemoStore, accountIds: string[] | undefined, bankIds: string[] | undefined): number[] | undefined {
  const named = toIndexes(accountIds, store.accountById);
  if (bankIds === undefined) return named;
  const fed = store.workspace.accounts
    .filter((account) => account.bankId !== null && bankIds.includes(account.bankId))
    .map((account) => account.index);
  return named === undefined ? fed : named.filter((index) => fed.includes(index));
}
