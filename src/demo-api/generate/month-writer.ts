import { dayOfMonth, endOfMonth, isoWeekday, monthOfYear, type Day } from '../calendar.ts';
import type { Cents } from '../money.ts';
import type { Random } from '../random.ts';
import { NONE, TxFlag, type TransactionRow } from '../transaction-table.ts';
import { randomUuidWords } from '../uuid.ts';
import type { GenerationContext } from './types.ts';

/** A row as a flow writes it; `variant` only when it means something (a card payment's merchant), random otherwise. */
export type Row = Omit<TransactionRow, 'id' | 'flags' | 'source' | 'variant'> & { flags?: number; variant?: number };

/** Writes the rows of one month, keeping each on a day its account has data for. */
export class MonthWriter {
  readonly random: Random;
  readonly first: Day;
  readonly last: Day;
  readonly season: number;

  constructor(
    readonly context: GenerationContext,
    monthStart: Day,
  ) {
    this.random = context.random;
    this.first = Math.max(monthStart, context.historyStart);
    this.last = Math.min(endOfMonth(monthStart), context.today);
    this.season = context.profile.season[monthOfYear(monthStart)]!;
  }

  /** A count for this month that averages `perMonth × scale`. */
  count(perMonth: number, seasonal = false): number {
    const expected = perMonth * this.context.scale * (seasonal ? this.season : 1) * ((this.last - this.first + 1) / 30.4);
    return Math.floor(expected) + (this.random.chance(expected % 1) ? 1 : 0);
  }

  /** Count and per-row amount factor for single monthly items (rent, taxes): one row of each per unit of scale. */
  single(): { count: number; factor: number } {
    const count = Math.max(1, Math.round(this.context.scale));
    return { count, factor: this.context.scale / count };
  }

  randomDay(): Day {
    return this.random.int(this.first, this.last);
  }

  /** The given day of month moved to the next weekday, or undefined when outside the data. */
  dayOfMonth(day: number): Day | undefined {
    let result = this.first - dayOfMonth(this.first) + day;
    while (isoWeekday(result) > 5) result++;
    return result >= this.first && result <= this.last ? result : undefined;
  }

  emit(row: Row): number {
    const account = this.context.accounts[row.account]!;
    if (row.day < account.openingDay || row.day > account.balanceAsOfDay) return NONE;
    // One object shape for every row keeps append monomorphic: a million rows are generated here.
    const serial = this.context.table.append({
      id: randomUuidWords(this.context.idRandom),
      day: row.day,
      amount: row.amount,
      account: row.account,
      category: row.category,
      counterparty: row.counterparty,
      labelMask: row.labelMask,
      flags: (row.flags ?? 0) | this.pendingFlag(row.account, row.day),
      source: account.source === 'manual' ? 'manual' : this.imported(row.account, row.day) ? 'import' : 'bank',
      kind: row.kind,
      variant: row.variant ?? this.random.uint32(),
      pieces: row.pieces,
      description: undefined,
    });
    if (account.source !== 'manual' && this.random.chance(0.004)) this.duplicate(serial);
    return serial;
  }

  private pendingFlag(account: number, day: Day): number {
    return this.context.profile.accounts[account]!.fresh === true && day > this.context.today - 3 && this.random.chance(0.6)
      ? TxFlag.pending
      : 0;
  }

  private imported(account: number, day: Day): boolean {
    const days = this.context.profile.accounts[account]!.importedBeforeDays;
    return days !== undefined && day < this.context.today - days;
  }

  /** A bank that delivered the same movement twice. */
  private duplicate(serial: number): void {
    const table = this.context.table;
    table.append({
      id: randomUuidWords(this.context.idRandom),
      day: table.day[serial]!,
      amount: table.amount[serial]!,
      account: table.account[serial]!,
      category: table.category[serial]!,
      counterparty: table.counterparty[serial]!,
      labelMask: table.labelMask[serial]!,
      flags: table.flags[serial]! | TxFlag.duplicate,
      source: 'bank',
      kind: table.kind[serial]!,
      variant: table.variant[serial]!,
    });
  }

  /** Picks from choices whose weights add up to 100. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let roll = this.random.next() * 100;
    for (const [value, weight] of choices) if ((roll -= weight) < 0) return value;
    return choices[choices.length - 1]![0];
  }

  /** Big customers and suppliers come back often: a skewed pick. */
  frequent(list: readonly number[]): number {
    return list[Math.floor(list.length * this.random.next() ** 2)]!;
  }

  /** Amount in cents between min and max euros, most of them near min. */
  skewed(min: number, max: number, power: number): Cents {
    return Math.round(min * 100 * (max / min) ** (this.random.next() ** power));
  }

  maybeLabel(probability: number, labels: readonly number[]): number {
    return this.random.chance(probability) ? 1 << this.random.pick(labels) : 0;
  }
}
