import type { Day } from './calendar.ts';
import { NONE, TxFlag, type TransactionTable } from './transaction-table.ts';
import type { UuidWords } from './uuid.ts';

export type IndexSizes = { accounts: number; categories: number; counterparties: number; labels: number };

/**
 * The fixed order of /transactions (date descending, then id) as ranks, and per-value posting lists of
 * ranks, so a page or a date window is a binary search away instead of a scan. Rebuilt on insertion.
 */
export class TransactionIndex {
  /** rank → serial. */
  readonly order: Int32Array;
  /** rank → day, descending. */
  readonly rankDay: Int32Array;
  readonly byAccount: Int32Array[];
  /** A split transaction is listed under each category of its pieces. */
  readonly byCategory: Int32Array[];
  readonly byCounterparty: Int32Array[];
  readonly byLabel: Int32Array[];
  /** Ranks of transfers and user-excluded rows, the movements the cash-flow view leaves out. */
  readonly leftOut: Int32Array;

  constructor(
    private readonly table: TransactionTable,
    sizes: IndexSizes,
  ) {
    this.order = sortRanks(table);
    this.rankDay = this.order.map((serial) => table.day[serial]!);
    this.byAccount = postings(this.order, sizes.accounts, (serial, emit) => emit(table.account[serial]!));
    this.byCategory = postings(this.order, sizes.categories, (serial, emit) => emitCategories(table, serial, emit));
    this.byCounterparty = postings(this.order, sizes.counterparties, (serial, emit) => emit(table.counterparty[serial]!));
    this.byLabel = postings(this.order, sizes.labels, (serial, emit) => emitLabels(table.labelMask[serial]!, emit));
    this.leftOut = postings(this.order, 1, (serial, emit) => {
      const flags = table.flags[serial]!;
      if (!(flags & TxFlag.duplicate) && flags & (TxFlag.transfer | TxFlag.excluded)) emit(0);
    })[0]!;
  }

  get size(): number {
    return this.order.length;
  }

  /** Ranks [start, end) of the rows dated within [from, to] (either bound optional). */
  dayRange(from: Day | undefined, to: Day | undefined): [number, number] {
    const start = to === undefined ? 0 : this.firstRankWhere((rank) => this.rankDay[rank]! <= to);
    const end = from === undefined ? this.size : this.firstRankWhere((rank) => this.rankDay[rank]! < from);
    return [start, Math.max(start, end)];
  }

  /** First rank strictly after the row (day, id) in the fixed order; the row need not exist any more. */
  rankAfter(day: Day, id: UuidWords): number {
    return this.firstRankWhere((rank) => {
      const rankDay = this.rankDay[rank]!;
      if (rankDay !== day) return rankDay < day;
      return this.table.compareIdTo(this.order[rank]!, id) > 0;
    });
  }

  /** Binary search for the first rank satisfying a predicate that is monotone over ranks. */
  private firstRankWhere(predicate: (rank: number) => boolean): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (predicate(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/** Counting sort by day (newest first), then by id inside each day. */
function sortRanks(table: TransactionTable): Int32Array {
  const count = table.size;
  let minDay = Infinity;
  let maxDay = -Infinity;
  for (let serial = 0; serial < count; serial++) {
    minDay = Math.min(minDay, table.day[serial]!);
    maxDay = Math.max(maxDay, table.day[serial]!);
  }
  if (count === 0) return new Int32Array(0);
  const starts = new Int32Array(maxDay - minDay + 2);
  for (let serial = 0; serial < count; serial++) starts[maxDay - table.day[serial]! + 1]!++;
  for (let i = 1; i < starts.length; i++) starts[i]! += starts[i - 1]!;
  const order = new Int32Array(count);
  const cursor = starts.slice();
  for (let serial = 0; serial < count; serial++) order[cursor[maxDay - table.day[serial]!]!++] = serial;
  for (let i = 0; i + 1 < starts.length; i++) {
    if (starts[i + 1]! - starts[i]! > 1) order.subarray(starts[i], starts[i + 1]).sort((a, b) => table.compareIds(a, b));
  }
  return order;
}

type Emitter = (serial: number, emit: (key: number) => void) => void;

function postings(order: Int32Array, keyCount: number, keysOf: Emitter): Int32Array[] {
  const counts = new Int32Array(keyCount);
  order.forEach((serial) =>
    keysOf(serial, (key) => {
      if (key !== NONE) counts[key]!++;
    }),
  );
  const lists = Array.from(counts, (size) => new Int32Array(size));
  const fill = new Int32Array(keyCount);
  order.forEach((serial, rank) =>
    keysOf(serial, (key) => {
      if (key !== NONE) lists[key]![fill[key]!++] = rank;
    }),
  );
  return lists;
}

function emitCategories(table: TransactionTable, serial: number, emit: (key: number) => void): void {
  const start = table.pieceStart[serial]!;
  if (start === NONE) return emit(table.category[serial]!);
  const seen = new Set<number>();
  for (let piece = start; piece < start + table.pieceCount[serial]!; piece++) {
    const category = table.pieceCategory[piece]!;
    if (!seen.has(category)) emit(category);
    seen.add(category);
  }
}

function emitLabels(mask: number, emit: (key: number) => void): void {
  for (let label = 0; mask !== 0; label++, mask >>>= 1) if (mask & 1) emit(label);
}
