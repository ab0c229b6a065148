import { AccountBalances } from './balances.ts';
import { parseDay, type Day } from './calendar.ts';
import type { CurrencyCode, FxRates } from './fx.ts';
import { generateData } from './generate/workspace.ts';
import { KIND } from './generate/kinds.ts';
import { parseMoney, type Cents } from './money.ts';
import type { ForecastRecord, RecurrenceRecord, Workspace } from './model.ts';
import type { DemoOptions } from './options.ts';
import { createRandom, type Random } from './random.ts';
import { TransactionIndex } from './transaction-index.ts';
import { NONE, TX_SOURCES, TxFlag, type TransactionTable, type TxSource } from './transaction-table.ts';
import { formatUuid, randomUuidWords } from './uuid.ts';

/** A transaction to add while the demo runs (tests use it to prove cursors survive insertions). */
export type NewTransaction = {
  date: string;
  /** Money string, e.g. "-120.00". */
  amount: string;
  accountId: string;
  categoryId?: string;
  counterpartyId?: string | null;
  labelIds?: string[];
  description?: string;
  status?: 'booked' | 'pending';
  /** How the cash-flow view treats it; `normal` is counted. */
  treatment?: 'normal' | 'transfer' | 'excluded' | 'duplicate';
  /** Split pieces; their amounts must add up to `amount`. */
  pieces?: { categoryId: string; amount: string }[];
};

/** A transaction as plain data, for tests and reference computations. */
export type TransactionView = {
  id: string;
  date: string;
  amount: Cents;
  currency: CurrencyCode;
  accountId: string;
  bankId: string | null;
  categoryId: string | null;
  counterpartyId: string | null;
  labelIds: string[];
  status: 'booked' | 'pending';
  source: TxSource;
  treatment: 'normal' | 'transfer' | 'excluded' | 'duplicate';
  pieces: { categoryId: string; amount: Cents }[] | null;
};

/** All demo data plus the indexes that serve it. */
export class DemoStore {
  readonly workspace: Workspace;
  readonly table: TransactionTable;
  readonly forecasts: ForecastRecord[];
  readonly recurrences: RecurrenceRecord[];
  readonly fx: FxRates;
  readonly today: Day;
  readonly firstDay: Day;
  readonly lastDay: Day;
  index: TransactionIndex;
  balances: AccountBalances;
  readonly accountById: Map<string, number>;
  readonly categoryById: Map<string, number>;
  readonly counterpartyById: Map<string, number>;
  readonly labelById: Map<string, number>;
  private readonly insertRandom: Random;

  constructor(options: Pick<DemoOptions, 'seed' | 'today' | 'scale'>) {
    const data = generateData(options);
    this.workspace = data.workspace;
    this.table = data.table;
    this.forecasts = data.forecasts.sort((a, b) => b.day - a.day || (a.id < b.id ? -1 : 1));
    this.recurrences = data.recurrences;
    this.fx = data.fx;
    this.today = data.today;
    this.firstDay = data.firstDay;
    this.lastDay = data.lastDay;
    this.accountById = byId(this.workspace.accounts);
    this.categoryById = byId(this.workspace.categories);
    this.counterpartyById = byId(this.workspace.counterparties);
    this.labelById = byId(this.workspace.labels);
    this.insertRandom = createRandom(options.seed, 'inserted');
    this.index = this.buildIndex();
    this.balances = this.buildBalances();
  }

  /** Adds a transaction and re-indexes (O(n): a test hook, not a write path). Returns the new id. */
  insertTransaction(input: NewTransaction): string {
    const day = parseDay(input.date);
    const amount = parseMoney(input.amount);
    const account = this.accountById.get(input.accountId);
    if (day === undefined || amount === undefined || account === undefined)
      throw new Error('insertTransaction: bad date, amount or account');
    const pieces = input.pieces?.map((piece) => ({
      category: this.required(this.categoryById, piece.categoryId),
      amount: parseMoney(piece.amount) ?? NaN,
    }));
    if (pieces && pieces.reduce((sum, piece) => sum + piece.amount, 0) !== amount)
      throw new Error('insertTransaction: pieces must add up to the amount');
    const id = randomUuidWords(this.insertRandom);
    const treatment = { normal: 0, transfer: TxFlag.transfer, excluded: TxFlag.excluded, duplicate: TxFlag.duplicate }[
      input.treatment ?? 'normal'
    ];
    this.table.append({
      id,
      day,
      amount,
      account,
      category: pieces ? NONE : this.required(this.categoryById, input.categoryId ?? ''),
      counterparty: input.counterpartyId ? this.required(this.counterpartyById, input.counterpartyId) : NONE,
      labelMask: (input.labelIds ?? []).reduce((mask, labelId) => mask | (1 << this.required(this.labelById, labelId)), 0),
      flags: treatment | (input.status === 'pending' ? TxFlag.pending : 0),
      source: this.workspace.accounts[account]!.source === 'manual' ? 'manual' : 'bank',
      kind: KIND.inserted,
      variant: 0,
      description: input.description ?? 'Inserted transaction',
      ...(pieces ? { pieces } : {}),
    });
    this.index = this.buildIndex();
    this.balances = this.buildBalances();
    return formatUuid(...id);
  }

  /** Every transaction as plain data, in storage order (not the API order). */
  *transactions(): Generator<TransactionView> {
    for (let serial = 0; serial < this.table.size; serial++) yield this.view(serial);
  }

  view(serial: number): TransactionView {
    const { table, workspace } = this;
    const account = workspace.accounts[table.account[serial]!]!;
    const flags = table.flags[serial]!;
    const start = table.pieceStart[serial]!;
    const category = table.category[serial]!;
    const counterparty = table.counterparty[serial]!;
    return {
      id: formatUuid(...table.idWords(serial)),
      date: new Date(table.day[serial]! * 86_400_000).toISOString().slice(0, 10),
      amount: table.amount[serial]!,
      currency: account.currency,
      accountId: account.id,
      bankId: account.bankId,
      categoryId: category === NONE ? null : workspace.categories[category]!.id,
      counterpartyId: counterparty === NONE ? null : workspace.counterparties[counterparty]!.id,
      labelIds: workspace.labels.filter((label) => table.labelMask[serial]! & (1 << label.index)).map((label) => label.id),
      status: flags & TxFlag.pending ? 'pending' : 'booked',
      source: TX_SOURCES[table.source[serial]!]!,
      treatment:
        flags & TxFlag.duplicate ? 'duplicate' : flags & TxFlag.transfer ? 'transfer' : flags & TxFlag.excluded ? 'excluded' : 'normal',
      pieces:
        start === NONE
          ? null
          : Array.from({ length: table.pieceCount[serial]! }, (_, i) => ({
              categoryId: workspace.categories[table.pieceCategory[start + i]!]!.id,
              amount: table.pieceAmount[start + i]!,
            })),
    };
  }

  private required(map: Map<string, number>, id: string): number {
    const index = map.get(id);
    if (index === undefined) throw new Error(`insertTransaction: unknown id ${id}`);
    return index;
  }

  private buildIndex(): TransactionIndex {
    const { accounts, categories, counterparties, labels } = this.workspace;
    return new TransactionIndex(this.table, {
      accounts: accounts.length,
      categories: categories.length,
      counterparties: counterparties.length,
      labels: labels.length,
    });
  }

  private buildBalances(): AccountBalances {
    return new AccountBalances(this.table, this.workspace.accounts, this.firstDay, this.lastDay);
  }
}

function byId(records: { id: string; index: number }[]): Map<string, number> {
  return new Map(records.map((record) => [record.id, record.index]));
}
