import type { DemoStore } from '../store.ts';
import { convertExactly, matches, referenceBalance, rowsOf, type ReferenceFilter } from './reference.ts';

export type Flows = { inflows: number; outflows: number; count: number };
export type ReferenceRow = Flows & { period_start: string; period_end: string; group?: string | null };

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);

/** The bucket of a date: itself, its ISO week (Monday to Sunday) or its calendar month. */
export function bucket(date: string, interval: 'day' | 'week' | 'month'): [string, string] {
  if (interval === 'day') return [date, date];
  const time = Date.parse(`${date}T00:00:00Z`);
  if (interval === 'week') {
    const monday = addDays(date, -((new Date(time).getUTCDay() + 6) % 7));
    return [monday, addDays(monday, 6)];
  }
  const first = `${date.slice(0, 7)}-01`;
  const next = new Date(time);
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  return [first, addDays(iso(next.getTime()), -1)];
}

/** Every period of a window, clipped to it. */
export function periodsOf(from: string, to: string, interval: 'day' | 'week' | 'month'): [string, string][] {
  const periods: [string, string][] = [];
  for (let date = from; date <= to;) {
    const [, end] = bucket(date, interval);
    periods.push([date, end < to ? end : to]);
    date = addDays(end, 1);
  }
  return periods;
}

type Request = {
  from: string;
  to: string;
  interval: 'day' | 'week' | 'month';
  groupBy?: string;
  currency: string;
  filter: ReferenceFilter;
};

/** The counted movements of spec 4.5 computed row by row from plain data. */
export function referenceFlows(store: DemoStore, request: Request): { rows: ReferenceRow[]; totals: Flows; currencies: Set<string> } {
  const { categories } = store.workspace;
  const cells = new Map<string, ReferenceRow>();
  const totals: Flows = { inflows: 0, outflows: 0, count: 0 };
  const currencies = new Set<string>();
  const filter = { ...request.filter, from: request.from, to: request.to };
  for (const row of rowsOf(store)) {
    if (!matches(row, filter) || row.treatment !== 'normal') continue;
    const pieces = row.pieces
      ? row.pieces.filter((piece) => !filter.categoryIds || filter.categoryIds.includes(piece.categoryId))
      : [{ categoryId: row.categoryId!, amount: row.amount }];
    const [periodStart] = bucket(row.date, request.interval);
    const start = periodStart < request.from ? request.from : periodStart;
    currencies.add(row.currency);
    for (const piece of pieces) {
      const amount = convertExactly(store, piece.amount, row.currency, request.currency, row.date);
      const groups: (string | null)[] = (() => {
        switch (request.groupBy) {
          case 'category':
            return [piece.categoryId];
          case 'counterparty':
            return [row.counterpartyId];
          case 'label':
            return row.labelIds.length > 0 ? row.labelIds : [null];
          case 'account':
            return [row.accountId];
          case 'activity':
            return [categories.find((c) => c.id === piece.categoryId)!.activity];
          case 'direction':
            return [piece.amount < 0 ? 'outflow' : 'inflow'];
          default:
            return [undefined as unknown as null];
        }
      })();
      add(totals, amount);
      for (const group of groups) {
        const key = `${start}|${group}`;
        const end = bucket(row.date, request.interval)[1];
        const cell = cells.get(key) ?? {
          period_start: start,
          period_end: end > request.to ? request.to : end,
          ...(request.groupBy ? { group } : {}),
          inflows: 0,
          outflows: 0,
          count: 0,
        };
        add(cell, amount);
        cells.set(key, cell);
      }
    }
  }
  const rows = [...cells.values()].sort((a, b) => {
    if (a.period_start !== b.period_start) return a.period_start < b.period_start ? -1 : 1;
    const [x, y] = [a.group ?? null, b.group ?? null];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  });
  return { rows, totals, currencies };
}

function add(flows: Flows, amount: number): void {
  if (amount < 0) flows.outflows += amount;
  else flows.inflows += amount;
  flows.count++;
}

/** Balances, transfers and exclusions of the accounts in scope (account_id and bank_id only) for a period. */
export function referenceBalances(store: DemoStore, filter: ReferenceFilter, currency: string, start: string, end: string) {
  const accounts = store.workspace.accounts.filter(
    (account) =>
      (!filter.accountIds || filter.accountIds.includes(account.id)) &&
      (!filter.bankIds || (account.bankId !== null && filter.bankIds.includes(account.bankId))),
  );
  const rows = rowsOf(store);
  const balanceAt = (date: string) =>
    accounts.reduce(
      (sum, account) => sum + convertExactly(store, referenceBalance(store, account.id, date), account.currency, currency, date),
      0,
    );
  let transfers = 0;
  let excluded = 0;
  for (const row of rows) {
    if (row.date < start || row.date > end || !accounts.some((account) => account.id === row.accountId)) continue;
    const amount = convertExactly(store, row.amount, row.currency, currency, row.date);
    if (row.treatment === 'transfer') transfers += amount;
    if (row.treatment === 'excluded') excluded += amount;
  }
  return { starting_balance: balanceAt(addDays(start, -1)), transfers, excluded, final_balance: balanceAt(end) };
}
