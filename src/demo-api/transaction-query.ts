import type { Direction } from './model.ts';
import type { TransactionIndex } from './transaction-index.ts';
import type { TransactionTable } from './transaction-table.ts';

/** Filters of /transactions and its summary, as internal indexes. An empty list matches nothing. */
export type TransactionFilter = {
  accounts?: number[];
  categories?: number[];
  counterparties?: number[];
  labels?: number[];
  direction?: Direction;
};

/**
 * Visits, in rank order within [start, end), the ranks matching every filter (AND) with any of each
 * filter's values (OR). Intersects posting lists by leapfrogging, so a page costs O(limit · log n) even
 * deep in a million rows. Stops when `visit` returns false.
 */
export function forEachMatch(
  index: TransactionIndex,
  table: TransactionTable,
  filter: TransactionFilter,
  start: number,
  end: number,
  visit: (rank: number) => boolean | void,
): void {
  const dimensions = [
    filter.accounts?.map((i) => index.byAccount[i]!),
    filter.categories?.map((i) => index.byCategory[i]!),
    filter.counterparties?.map((i) => index.byCounterparty[i]!),
    filter.labels?.map((i) => index.byLabel[i]!),
  ].flatMap((lists) => (lists === undefined ? [] : [new Union(lists)]));
  const directionOk = (rank: number): boolean => {
    if (filter.direction === undefined) return true;
    const amount = table.amount[index.order[rank]!]!;
    return filter.direction === 'inflow' ? amount >= 0 : amount < 0;
  };
  if (dimensions.length === 0) {
    for (let rank = start; rank < end; rank++) if (directionOk(rank) && visit(rank) === false) return;
    return;
  }
  let rank = start;
  while (rank < end) {
    const next = agree(dimensions, rank);
    if (next !== rank) {
      rank = next;
      continue;
    }
    if (directionOk(rank) && visit(rank) === false) return;
    rank++;
  }
}

/** The smallest rank ≥ `from` that every dimension contains, or a value past it that some dimension forces. */
function agree(dimensions: Union[], from: number): number {
  const rank = from;
  for (const dimension of dimensions) {
    const next = dimension.seek(rank);
    if (next !== rank) return next;
  }
  return rank;
}

/** The OR of several ascending posting lists, searched forward only. */
class Union {
  private readonly positions: Int32Array;

  constructor(private readonly lists: Int32Array[]) {
    this.positions = new Int32Array(lists.length);
  }

  /** Smallest listed rank ≥ target (Infinity when none); targets never decrease between calls. */
  seek(target: number): number {
    let best = Infinity;
    this.lists.forEach((list, i) => {
      const position = lowerBound(list, target, this.positions[i]!);
      this.positions[i] = position;
      if (position < list.length) best = Math.min(best, list[position]!);
    });
    return best;
  }
}

/** First position ≥ from whose value is ≥ target, galloping then bisecting. */
function lowerBound(list: Int32Array, target: number, from: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < list.length && list[high]! < target) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}
