import { toIsoDate, type Day } from '../calendar.ts';
import { tooManyGroups } from '../errors.ts';
import type { CurrencyCode } from '../fx.ts';
import { formatMoney, type Cents } from '../money.ts';
import type { DemoStore } from '../store.ts';
import { forEachMatch, type TransactionFilter } from '../transaction-query.ts';
import { NONE, TxFlag } from '../transaction-table.ts';
import { grouping, type GroupBy, type Movement } from './groups.ts';
import { buildPeriods, type Interval, type Periods } from './periods.ts';

export type SummaryRequest = {
  from: Day;
  to: Day;
  interval: Interval;
  groupBy: GroupBy | undefined;
  currency: CurrencyCode;
  filter: TransactionFilter;
};

/** docs/api-assumptions.md: more rows than this in a grouped summary is too_many_groups. */
export const MAX_GROUPED_ROWS = 2_000;

type Flows = { inflows: Cents; outflows: Cents; count: number };

/** GET /transactions/summary (spec 4.5) in the response shape of docs/api-assumptions.md. */
export function computeSummary(store: DemoStore, request: SummaryRequest) {
  const periods = buildPeriods(request.from, request.to, request.interval);
  const met = new Set<CurrencyCode>();
  const { cells, totals, groupKey } = countFlows(store, request, periods, met);
  const rows = request.groupBy === undefined ? periodRows(store, request, periods, cells, met) : groupedRows(periods, cells, groupKey);
  const totalsJson = request.groupBy === undefined ? { ...flowsJson(totals), ...windowBalances(store, request, met) } : flowsJson(totals);
  met.delete(request.currency);
  return {
    object: 'summary',
    window: { from: toIsoDate(request.from), to: toIsoDate(request.to) },
    interval: request.interval,
    group_by: request.groupBy ?? null,
    currency: request.currency,
    has_data: totals.count > 0,
    conversion: { converted: met.size > 0, basis: met.size > 0 ? 'transaction_date_rate' : null, source_currencies: [...met].sort() },
    totals: totalsJson,
    rows,
  };
}

/** Per-cell sums in flat typed arrays: the summary's hot loop touches nothing else. */
class FlowTable {
  readonly inflows: Float64Array;
  readonly outflows: Float64Array;
  readonly counts: Float64Array;

  constructor(size: number) {
    this.inflows = new Float64Array(size);
    this.outflows = new Float64Array(size);
    this.counts = new Float64Array(size);
  }

  add(cell: number, amount: Cents): void {
    if (amount < 0) this.outflows[cell]! += amount;
    else this.inflows[cell]! += amount;
    this.counts[cell]!++;
  }

  flows(cell: number): Flows {
    return { inflows: this.inflows[cell]!, outflows: this.outflows[cell]!, count: this.counts[cell]! };
  }
}

/** Sums counted movements per (period, group) cell; transfers, exclusions and duplicates are left out. */
function countFlows(store: DemoStore, request: SummaryRequest, periods: Periods, met: Set<CurrencyCode>) {
  const { table, index, workspace, fx } = store;
  const groups = grouping(request.groupBy, workspace);
  const cells = new FlowTable(periods.starts.length * groups.size);
  const totals = new FlowTable(1);
  const wantedCategories = request.filter.categories && new Set(request.filter.categories);
  const movement: Movement = { amount: 0, category: 0, counterparty: 0, labelMask: 0, account: 0 };
  let rowOffset = 0;
  let converted = 0;
  const addToSlot = (slot: number) => cells.add(rowOffset + slot, converted);
  let day = 0;
  let currency: CurrencyCode = request.currency;
  const count = (amount: Cents, category: number) => {
    converted = fx.convert(amount, currency, request.currency, day);
    movement.amount = amount;
    movement.category = category;
    totals.add(0, converted);
    groups.slotsOf(movement, addToSlot);
  };
  const [start, end] = index.dayRange(request.from, request.to);
  forEachMatch(index, table, request.filter, start, end, (rank) => {
    const serial = index.order[rank]!;
    if (table.flags[serial]! & (TxFlag.duplicate | TxFlag.transfer | TxFlag.excluded)) return;
    day = table.day[serial]!;
    rowOffset = periods.of(day) * groups.size;
    movement.account = table.account[serial]!;
    movement.counterparty = table.counterparty[serial]!;
    movement.labelMask = table.labelMask[serial]!;
    currency = workspace.accounts[movement.account]!.currency;
    met.add(currency);
    const first = table.pieceStart[serial]!;
    if (first === NONE) return count(table.amount[serial]!, table.category[serial]!);
    // A split counts through its pieces only; under a category filter, only the pieces in those categories.
    for (let piece = first; piece < first + table.pieceCount[serial]!; piece++) {
      const category = table.pieceCategory[piece]!;
      if (!wantedCategories || wantedCategories.has(category)) count(table.pieceAmount[piece]!, category);
    }
  });
  return { cells, totals: totals.flows(0), groupKey: groups.key };
}

function flowsJson(flows: Flows) {
  return {
    inflows: formatMoney(flows.inflows),
    outflows: formatMoney(flows.outflows),
    net: formatMoney(flows.inflows + flows.outflows),
    count: flows.count,
  };
}

function groupedRows(periods: Periods, cells: FlowTable, groupKey: (slot: number) => string | null) {
  const groupCount = cells.counts.length / periods.starts.length;
  const rows = [];
  for (let period = 0; period < periods.starts.length; period++) {
    const inPeriod = [];
    for (let slot = 0; slot < groupCount; slot++) {
      const cell = period * groupCount + slot;
      if (cells.counts[cell]! > 0) inPeriod.push({ group: groupKey(slot), flows: cells.flows(cell) });
    }
    inPeriod.sort((a, b) => compareGroups(a.group, b.group));
    for (const { group, flows } of inPeriod) rows.push({ ...periodJson(periods, period), group, ...flowsJson(flows) });
    if (rows.length > MAX_GROUPED_ROWS) throw tooManyGroups(MAX_GROUPED_ROWS);
  }
  return rows;
}

function compareGroups(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

function periodJson(periods: Periods, period: number) {
  return { period_start: toIsoDate(periods.starts[period]!), period_end: toIsoDate(periods.ends[period]!) };
}

/** Period rows: flows plus the balances, transfers and exclusions of the accounts in scope. */
function periodRows(store: DemoStore, request: SummaryRequest, periods: Periods, cells: FlowTable, met: Set<CurrencyCode>) {
  const { transfers, excluded } = leftOutMovements(store, request, periods, met);
  return periods.starts.map((start, period) => ({
    ...periodJson(periods, period),
    ...flowsJson(cells.flows(period)),
    starting_balance: formatMoney(balance(store, request, start - 1, met)),
    transfers: formatMoney(transfers[period]!),
    excluded: formatMoney(excluded[period]!),
    final_balance: formatMoney(balance(store, request, periods.ends[period]!, met)),
  }));
}

function windowBalances(store: DemoStore, request: SummaryRequest, met: Set<CurrencyCode>) {
  const whole: Periods = { starts: [request.from], ends: [request.to], of: () => 0 };
  const { transfers, excluded } = leftOutMovements(store, request, whole, met);
  return {
    starting_balance: formatMoney(balance(store, request, request.from - 1, met)),
    transfers: formatMoney(transfers[0]!),
    excluded: formatMoney(excluded[0]!),
    final_balance: formatMoney(balance(store, request, request.to, met)),
  };
}

function scope(store: DemoStore, request: SummaryRequest): number[] {
  return request.filter.accounts ?? store.workspace.accounts.map((account) => account.index);
}

/** End-of-day balance of the accounts in scope, each converted at that day's rate. */
function balance(store: DemoStore, request: SummaryRequest, day: Day, met: Set<CurrencyCode>): Cents {
  return scope(store, request).reduce((sum, index) => {
    const currency = store.workspace.accounts[index]!.currency;
    met.add(currency);
    return sum + store.fx.convert(store.balances.at(index, day), currency, request.currency, day);
  }, 0);
}

/** Transfers between own accounts and user-excluded movements of the accounts in scope, per period. */
function leftOutMovements(store: DemoStore, request: SummaryRequest, periods: Periods, met: Set<CurrencyCode>) {
  const { index, table, workspace, fx } = store;
  const inScope = new Set(scope(store, request));
  const transfers = periods.starts.map(() => 0);
  const excluded = periods.starts.map(() => 0);
  const [start, end] = index.dayRange(request.from, request.to);
  for (const rank of index.leftOut) {
    if (rank < start) continue;
    if (rank >= end) break;
    const serial = index.order[rank]!;
    const account = table.account[serial]!;
    if (!inScope.has(account)) continue;
    const day = table.day[serial]!;
    const currency = workspace.accounts[account]!.currency;
    met.add(currency);
    const amount = fx.convert(table.amount[serial]!, currency, request.currency, day);
    const target = table.flags[serial]! & TxFlag.transfer ? transfers : excluded;
    target[periods.of(day)]! += amount;
  }
  return { transfers, excluded };
}
