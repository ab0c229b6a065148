import { startOfMonth, type Day } from '../calendar.ts';
import type { Cents } from '../money.ts';
import { NONE, TxFlag, type TransactionTable } from '../transaction-table.ts';

/**
 * The bank movements a plan is matched to and learns from: from the plan's first month, without
 * transfers, duplicates or excluded movements (they are no cash flow to plan), by kind and
 * month, each list in date order.
 */
export class Movements {
  private readonly byKindMonth = new Map<string, number[]>();
  private readonly used = new Set<number>();

  constructor(
    readonly table: TransactionTable,
    readonly from: Day,
    /** What a movement pays of a forecast in the workspace currency: its amount at its own day's rate. */
    readonly inEuros: (serial: number) => Cents,
  ) {
    const skipped = TxFlag.duplicate | TxFlag.transfer | TxFlag.excluded;
    for (let serial = 0; serial < table.size; serial++) {
      if (table.day[serial]! < from || table.flags[serial]! & skipped) continue;
      const key = keyOf(table.kind[serial]!, table.day[serial]!);
      const list = this.byKindMonth.get(key) ?? [];
      list.push(serial);
      this.byKindMonth.set(key, list);
    }
    for (const list of this.byKindMonth.values()) list.sort((a, b) => table.day[a]! - table.day[b]!);
  }

  /** Every movement of a kind in the month of `day`; only those of one category when it is given. */
  inMonth(kind: number, day: Day, category?: number): readonly number[] {
    const all = this.byKindMonth.get(keyOf(kind, day)) ?? [];
    return category === undefined ? all : all.filter((serial) => this.categoryOf(serial) === category);
  }

  /** The categories the movements of a kind fall in. */
  categoriesOf(kind: number): number[] {
    const found = new Set<number>();
    for (const [key, serials] of this.byKindMonth)
      if (key.startsWith(`${kind}:`)) serials.forEach((serial) => found.add(this.categoryOf(serial)));
    return [...found].sort((a, b) => a - b);
  }

  /** The movements of a kind (and category) in the month of `day` that no forecast links yet, taken for one. */
  takeMonth(kind: number, day: Day, category?: number): number[] {
    const taken = this.inMonth(kind, day, category).filter((serial) => !this.used.has(serial));
    taken.forEach((serial) => this.used.add(serial));
    return taken;
  }

  /** One movement for one forecast, or false when another forecast links it already. */
  take(serial: number): boolean {
    if (this.used.has(serial)) return false;
    this.used.add(serial);
    return true;
  }

  /** What the movements pay in euros, each at its own day's rate. */
  sum(serials: readonly number[]): Cents {
    return serials.reduce((total, serial) => total + this.inEuros(serial), 0);
  }

  /** A split movement has no category of its own: its first piece's stands for it. */
  categoryOf(serial: number): number {
    const category = this.table.category[serial]!;
    const firstPiece = this.table.pieceStart[serial]!;
    return category === NONE && firstPiece !== NONE ? this.table.pieceCategory[firstPiece]! : category;
  }

  labelsOf(serial: number): number[] {
    const mask = this.table.labelMask[serial]!;
    return Array.from({ length: 32 }, (_, bit) => bit).filter((bit) => mask & (1 << bit));
  }
}

function keyOf(kind: number, day: Day): string {
  return `${kind}:${startOfMonth(day)}`;
}
