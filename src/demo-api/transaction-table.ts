import type { Day } from './calendar.ts';
import type { Cents } from './money.ts';
import type { UuidWords } from './uuid.ts';

/** What the cash-flow view needs to know about a row; never exposed in JSON. */
export const TxFlag = { pending: 1, transfer: 2, excluded: 4, duplicate: 8 } as const;
export const TX_SOURCES = ['manual', 'import', 'bank'] as const;
export type TxSource = (typeof TX_SOURCES)[number];

export const NONE = -1;

export type TransactionRow = {
  id: UuidWords;
  day: Day;
  amount: Cents;
  account: number;
  /** NONE for a split transaction. */
  category: number;
  counterparty: number;
  /** Bit i set when the row carries label i. */
  labelMask: number;
  flags: number;
  source: TxSource;
  /** Which generator made the row; drives its description and bank details. */
  kind: number;
  variant: number;
  pieces?: { category: number; amount: Cents }[];
  description?: string;
};

/**
 * Column storage for transactions, one typed array per field, addressed by a serial that never changes
 * (the order of insertion). A million rows take about 60 MB instead of the ~1 GB of plain objects.
 */
export class TransactionTable {
  size = 0;
  day = new Int32Array(0);
  amount = new Float64Array(0);
  account = new Uint8Array(0);
  category = new Int16Array(0);
  counterparty = new Int16Array(0);
  labelMask = new Uint32Array(0);
  flags = new Uint8Array(0);
  source = new Uint8Array(0);
  kind = new Uint8Array(0);
  variant = new Uint32Array(0);
  id0 = new Uint32Array(0);
  id1 = new Uint32Array(0);
  id2 = new Uint32Array(0);
  id3 = new Uint32Array(0);
  /** Index of the first piece in pieceCategory/pieceAmount, or NONE. */
  pieceStart = new Int32Array(0);
  pieceCount = new Uint8Array(0);
  pieceCategory: number[] = [];
  pieceAmount: Cents[] = [];
  readonly descriptions = new Map<number, string>();

  constructor(capacity = 1024) {
    this.grow(capacity);
  }

  append(row: TransactionRow): number {
    if (this.size === this.day.length) this.grow(this.size * 2);
    const serial = this.size++;
    this.day[serial] = row.day;
    this.amount[serial] = row.amount;
    this.account[serial] = row.account;
    this.category[serial] = row.category;
    this.counterparty[serial] = row.counterparty;
    this.labelMask[serial] = row.labelMask;
    this.flags[serial] = row.flags;
    this.source[serial] = TX_SOURCES.indexOf(row.source);
    this.kind[serial] = row.kind;
    this.variant[serial] = row.variant;
    [this.id0[serial], this.id1[serial], this.id2[serial], this.id3[serial]] = row.id;
    this.pieceStart[serial] = row.pieces ? this.pieceCategory.length : NONE;
    this.pieceCount[serial] = row.pieces?.length ?? 0;
    for (const piece of row.pieces ?? []) {
      this.pieceCategory.push(piece.category);
      this.pieceAmount.push(piece.amount);
    }
    if (row.description !== undefined) this.descriptions.set(serial, row.description);
    return serial;
  }

  /** Compares ids as their lowercase strings would compare. */
  compareIds(a: number, b: number): number {
    return this.id0[a]! - this.id0[b]! || this.id1[a]! - this.id1[b]! || this.id2[a]! - this.id2[b]! || this.id3[a]! - this.id3[b]!;
  }

  compareIdTo(serial: number, id: UuidWords): number {
    return this.id0[serial]! - id[0] || this.id1[serial]! - id[1] || this.id2[serial]! - id[2] || this.id3[serial]! - id[3];
  }

  idWords(serial: number): UuidWords {
    return [this.id0[serial]!, this.id1[serial]!, this.id2[serial]!, this.id3[serial]!];
  }

  private grow(capacity: number): void {
    const resize = <T extends Int32Array | Float64Array | Uint8Array | Int16Array | Uint32Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old.subarray(0, this.size));
      return next;
    };
    this.day = resize(this.day, (n) => new Int32Array(n));
    this.amount = resize(this.amount, (n) => new Float64Array(n));
    this.account = resize(this.account, (n) => new Uint8Array(n));
    this.category = resize(this.category, (n) => new Int16Array(n));
    this.counterparty = resize(this.counterparty, (n) => new Int16Array(n));
    this.labelMask = resize(this.labelMask, (n) => new Uint32Array(n));
    this.flags = resize(this.flags, (n) => new Uint8Array(n));
    this.source = resize(this.source, (n) => new Uint8Array(n));
    this.kind = resize(this.kind, (n) => new Uint8Array(n));
    this.variant = resize(this.variant, (n) => new Uint32Array(n));
    this.id0 = resize(this.id0, (n) => new Uint32Array(n));
    this.id1 = resize(this.id1, (n) => new Uint32Array(n));
    this.id2 = resize(this.id2, (n) => new Uint32Array(n));
    this.id3 = resize(this.id3, (n) => new Uint32Array(n));
    this.pieceStart = resize(this.pieceStart, (n) => new Int32Array(n));
    this.pieceCount = resize(this.pieceCount, (n) => new Uint8Array(n));
  }
}
