import type { DemoStore, TransactionView } from '../store.ts';

/**
 * Straightforward re-computations from the store's raw rows, sharing no code with the indexes, the
 * query engine or the summary, so the tests compare two independent routes to the same answer.
 */

export type ReferenceFilter = {
  from?: string;
  to?: string;
  accountIds?: string[];
  bankIds?: string[];
  categoryIds?: string[];
  counterpartyIds?: string[];
  labelIds?: string[];
  direction?: 'inflow' | 'outflow';
};

/** Date descending, then id: compared as plain strings. */
export function apiOrder(a: { date: string; id: string }, b: { date: string; id: string }): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function matches(row: TransactionView, filter: ReferenceFilter): boolean {
  if (filter.from !== undefined && row.date < filter.from) return false;
  if (filter.to !== undefined && row.date > filter.to) return false;
  if (filter.accountIds && !filter.accountIds.includes(row.accountId)) return false;
  if (filter.bankIds && (row.bankId === null || !filter.bankIds.includes(row.bankId))) return false;
  if (filter.categoryIds) {
    const categories = row.pieces ? row.pieces.map((piece) => piece.categoryId) : [row.categoryId];
    if (!categories.some((category) => category !== null && filter.categoryIds!.includes(category))) return false;
  }
  if (filter.counterpartyIds && (row.counterpartyId === null || !filter.counterpartyIds.includes(row.counterpartyId))) return false;
  if (filter.labelIds && !row.labelIds.some((label) => filter.labelIds!.includes(label))) return false;
  if (filter.direction === 'inflow' && row.amount < 0) return false;
  if (filter.direction === 'outflow' && row.amount >= 0) return false;
  return true;
}

const snapshots = new WeakMap<DemoStore, { size: number; rows: TransactionView[] }>();

/** The store's rows as plain data, re-read whenever a row was inserted. */
export function rowsOf(store: DemoStore): TransactionView[] {
  const cached = snapshots.get(store);
  if (cached && cached.size === store.table.size) return cached.rows;
  const rows = [...store.transactions()];
  snapshots.set(store, { size: store.table.size, rows });
  return rows;
}

/** Ids /transactions should list for a filter, in API order. */
export function expectedIds(store: DemoStore, filter: ReferenceFilter): string[] {
  return rowsOf(store)
    .filter((row) => matches(row, filter))
    .sort(apiOrder)
    .map((row) => row.id);
}

/** Exact conversion with BigInt: cents × rate(from) / rate(to), rounded half away from zero. */
export function convertExactly(store: DemoStore, cents: number, from: string, to: string, date: string): number {
  if (from === to) return cents;
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const rate = (currency: string) => BigInt(store.fx.rate(currency as 'EUR', day));
  const numerator = BigInt(cents) * rate(from);
  const denominator = rate(to);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return Number(negative ? -quotient : quotient);
}

/** Parses the spec's Money string into cents without floating point. */
export function cents(money: unknown): number {
  if (typeof money !== 'string' || !/^-?\d+\.\d{2}$/.test(money)) throw new Error(`not Money: ${String(money)}`);
  const negative = money.startsWith('-');
  const [whole, fraction] = money.replace('-', '').split('.') as [string, string];
  const value = Number(whole) * 100 + Number(fraction);
  return negative ? -value : value;
}

/** End-of-day balance of an account from its opening balance and every non-duplicate row up to `date`. */
export function referenceBalance(store: DemoStore, accountId: string, date: string): number {
  const account = store.workspace.accounts.find((candidate) => candidate.id === accountId)!;
  const openingDate = new Date(account.openingDay * 86_400_000).toISOString().slice(0, 10);
  let balance = account.openingBalance;
  for (const row of rowsOf(store)) {
    if (row.accountId === accountId && row.treatment !== 'duplicate' && row.date >= openingDate && row.date <= date) balance += row.amount;
  }
  return balance;
}
