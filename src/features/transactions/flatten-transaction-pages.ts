import type { ApiError } from '../../api/api-error.ts';
import type { ListPage } from '../../api/api-fetch.ts';
import type { Transaction } from '../../core/api/schemas/transaction.ts';

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

/** A flattened list and the pages it was built from, to extend when more pages arrive. */
export type FlattenedPages = { pages: readonly ListPage<Transaction>[]; list: TransactionList };

/**
 * `flattenTransactionPages`, in time proportional to the pages added since `previous` when
 * `pages` extends them (infinite scrolling appends pages): at 100,000 loaded rows a new page
 * must not rebuild the whole list. Anything else (a refetch, trimmed pages, other filters)
 * starts over. The id map is shared with `previous`, which it only ever extends.
 */
export function extendFlattenedPages(previous: FlattenedPages | null, pages: readonly ListPage<Transaction>[]): FlattenedPages {
  const extendsPrevious =
    previous !== null && previous.pages.length <= pages.length && previous.pages.every((page, index) => pages[index] === page);
  if (!extendsPrevious) return { pages, list: flattenTransactionPages(pages) };
  if (previous.pages.length === pages.length) return previous;
  const added = pages.slice(previous.pages.length);
  const byId = previous.list.byId as Map<string, Transaction>;
  let movedEarlierRow = false;
  for (const page of added) {
    for (const row of page.items) {
      if (byId.has(row.id)) movedEarlierRow = true;
      byId.set(row.id, row);
    }
  }
  const kept = movedEarlierRow ? previous.list.rows.filter((row) => byId.get(row.id) === row) : previous.list.rows;
  const addedRows = added.flatMap((page) => page.items.filter((row) => byId.get(row.id) === row));
  return {
    pages,
    list: { rows: kept.concat(addedRows), byId, invalidRows: previous.list.invalidRows.concat(added.flatMap((page) => page.invalidRows)) },
  };
}
