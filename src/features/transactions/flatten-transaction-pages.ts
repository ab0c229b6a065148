import type { ApiError } from '../../api/api-error.ts';
import type { ListPage } from '../../api/api-fetch.ts';
import type { Transaction } from '../../api/schemas/transaction.ts';

export type TransactionList = {
  /** In the API's order (date descending, then id), each id once. */
  rows: Transaction[];
  byId: ReadonlyMap<string, Transaction>;
  invalidRows: ApiError[];
};

/**
 * Joins the loaded pages into one list. A pending transaction can move when it books
 * (spec 3: consumers upsert by id), so an id met twice keeps its occurrence in the later
 * page, the fresher answer, at that page's position.
 */
export function flattenTransactionPages(pages: readonly ListPage<Transaction>[]): TransactionList {
  const byId = new Map<string, Transaction>();
  for (const page of pages) for (const row of page.items) byId.set(row.id, row);
  const rows: Transaction[] = [];
  const invalidRows: ApiError[] = [];
  for (const page of pages) {
    invalidRows.push(...page.invalidRows);
    for (const row of page.items) if (byId.get(row.id) === row) rows.push(row);
  }
  return { rows, byId, invalidRows };
}
