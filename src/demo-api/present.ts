import { toIsoDate, toIsoDateTime } from './calendar.ts';
import { commentFor, describeKind, ibanFor } from './generate/kinds.ts';
import { formatMoney } from './money.ts';
import type {
  AccountRecord,
  BankRecord,
  CategoryRecord,
  CounterpartyRecord,
  ForecastRecord,
  LabelRecord,
  RecurrenceRecord,
} from './model.ts';
import { mix } from './random.ts';
import type { DemoStore } from './store.ts';
import { NONE, TX_SOURCES, TxFlag } from './transaction-table.ts';
import { formatUuid } from './uuid.ts';

// JSON objects of spec section 2, built only for the rows a response returns.

export function bankJson(bank: BankRecord) {
  return {
    object: 'bank',
    id: bank.id,
    name: bank.name,
    country_code: bank.countryCode,
    status: bank.status,
    last_sync_at: bank.lastSyncAt,
    consent_expires_at: bank.consentExpiresAt,
    created_at: bank.createdAt,
    updated_at: bank.updatedAt,
  };
}

/** A delegated account's connection belongs to another workspace: its id is never expanded. */
export function accountJson(store: DemoStore, account: AccountRecord, expandBank = false) {
  const bank =
    expandBank && account.source === 'bank' ? store.workspace.banks.find((candidate) => candidate.id === account.bankId) : undefined;
  return {
    object: 'account',
    id: account.id,
    name: account.name,
    currency: account.currency,
    group: account.group,
    source: account.source,
    balance: formatMoney(store.balances.at(account.index, account.balanceAsOfDay)),
    balance_as_of: toIsoDate(account.balanceAsOfDay),
    opening_balance: formatMoney(account.openingBalance),
    opening_date: toIsoDate(account.openingDay),
    bank: bank ? bankJson(bank) : account.bankId,
    external_account_id: account.externalAccountId,
    original_name: account.originalName,
    created_at: account.createdAt,
    updated_at: account.updatedAt,
  };
}

export function categoryJson(category: CategoryRecord) {
  return {
    object: 'category',
    id: category.id,
    name: category.name,
    code: category.code,
    direction: category.direction,
    activity: category.activity,
    parent_id: category.parentId,
    position: category.position,
    color: category.color,
    created_at: category.createdAt,
    updated_at: category.updatedAt,
  };
}

export function counterpartyJson(counterparty: CounterpartyRecord) {
  return {
    object: 'counterparty',
    id: counterparty.id,
    name: counterparty.name,
    country_code: counterparty.countryCode,
    color: counterparty.color,
    symbol: counterparty.symbol,
    created_at: counterparty.createdAt,
    updated_at: counterparty.updatedAt,
  };
}

export function labelJson(label: LabelRecord) {
  return {
    object: 'label',
    id: label.id,
    name: label.name,
    type: label.type,
    color: label.color,
    created_at: label.createdAt,
    updated_at: label.updatedAt,
  };
}

export function recurrenceJson(recurrence: RecurrenceRecord) {
  return {
    id: recurrence.id,
    name: recurrence.name,
    interval: recurrence.interval,
    every: recurrence.every,
    start_date: recurrence.startDate,
    end_date: recurrence.endDate,
    occurrences: recurrence.occurrences,
  };
}

export type TransactionExpand = 'account' | 'category' | 'counterparty' | 'labels';

export function transactionJson(store: DemoStore, serial: number, expand: ReadonlySet<TransactionExpand> = new Set()) {
  const { table, workspace } = store;
  const account = workspace.accounts[table.account[serial]!]!;
  const category = table.category[serial]!;
  const counterparty = table.counterparty[serial]!;
  const amount = table.amount[serial]!;
  const day = table.day[serial]!;
  const variant = table.variant[serial]!;
  const source = TX_SOURCES[table.source[serial]!]!;
  const counterpartyRecord = counterparty === NONE ? undefined : workspace.counterparties[counterparty];
  const text = describeKind(table.kind[serial]!, variant, day, counterpartyRecord?.name ?? null);
  const mask = table.labelMask[serial]!;
  const labels = mask === 0 ? [] : workspace.labels.filter((label) => mask & (1 << label.index));
  const createdAt = toIsoDateTime(day, 21_600 + (mix(variant, serial) % 50_000));
  return {
    object: 'transaction',
    id: formatUuid(...table.idWords(serial)),
    date: toIsoDate(day),
    amount: formatMoney(amount),
    currency: account.currency,
    direction: amount < 0 ? 'outflow' : 'inflow',
    status: table.flags[serial]! & TxFlag.pending ? 'pending' : 'booked',
    source,
    description: table.descriptions.get(serial) ?? text.description,
    comment: commentFor(variant),
    account: expand.has('account') ? accountJson(store, account) : account.id,
    category:
      category === NONE
        ? null
        : expand.has('category')
          ? categoryJson(workspace.categories[category]!)
          : workspace.categories[category]!.id,
    counterparty:
      counterpartyRecord === undefined ? null : expand.has('counterparty') ? counterpartyJson(counterpartyRecord) : counterpartyRecord.id,
    labels: labels.map((label) => (expand.has('labels') ? labelJson(label) : label.id)),
    bank_details:
      source === 'bank' ? bankDetails(store.workspace.company, amount, counterpartyRecord, account, text.reference, text.additional) : null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function bankDetails(
  company: string,
  amount: number,
  counterparty: CounterpartyRecord | undefined,
  account: AccountRecord,
  reference: string | null,
  additional: string | null,
) {
  const other = { name: counterparty?.name.toUpperCase() ?? null, iban: counterparty ? ibanFor(counterparty.index + 1) : null };
  const own = { name: company.toUpperCase(), iban: ibanFor(1000 + account.index) };
  const [payer, payee] = amount < 0 ? [own, other] : [other, own];
  return { payer: payer.name, payer_details: payer.iban, payee: payee.name, payee_details: payee.iban, reference, additional };
}

export type ForecastExpand = 'category' | 'counterparty' | 'labels' | 'recurrence' | 'linked_transactions';

export function forecastJson(store: DemoStore, forecast: ForecastRecord, expand: ReadonlySet<ForecastExpand> = new Set()) {
  const { workspace } = store;
  const category = workspace.categories[forecast.categoryIndex]!;
  const counterparty = forecast.counterpartyIndex === null ? null : workspace.counterparties[forecast.counterpartyIndex]!;
  const recurrence = forecast.recurrenceIndex === null ? null : store.recurrences[forecast.recurrenceIndex]!;
  const labels = forecast.labelIndexes.map((index) => workspace.labels[index]!);
  return {
    object: 'forecast',
    id: forecast.id,
    date: toIsoDate(forecast.day),
    amount: formatMoney(forecast.amount),
    remaining_amount: formatMoney(remainingAmount(store, forecast)),
    currency: forecast.currency,
    direction: forecast.amount < 0 ? 'outflow' : 'inflow',
    status: forecastStatus(store, forecast),
    description: forecast.description,
    comment: forecast.comment,
    category: expand.has('category') ? categoryJson(category) : category.id,
    counterparty: counterparty === null ? null : expand.has('counterparty') ? counterpartyJson(counterparty) : counterparty.id,
    labels: labels.map((label) => (expand.has('labels') ? labelJson(label) : label.id)),
    recurrence: recurrence === null ? null : expand.has('recurrence') ? recurrenceJson(recurrence) : recurrence.id,
    linked_transactions: forecast.linkedSerials.map((serial) =>
      expand.has('linked_transactions') ? transactionJson(store, serial) : formatUuid(...store.table.idWords(serial)),
    ),
    created_at: forecast.createdAt,
    updated_at: forecast.updatedAt,
  };
}

/**
 * Amount minus what the linked transactions paid, never past zero. A payment in another currency
 * pays its amount at its own day's rate (docs/api-assumptions.md, "Forecast currency").
 */
export function remainingAmount(store: DemoStore, forecast: ForecastRecord): number {
  const { table, fx, workspace } = store;
  const paidIn = (serial: number) =>
    fx.convert(table.amount[serial]!, workspace.accounts[table.account[serial]!]!.currency, forecast.currency, table.day[serial]!);
  const paid = forecast.linkedSerials.reduce((sum, serial) => sum + paidIn(serial), 0);
  const remaining = forecast.amount - paid;
  return forecast.amount < 0 ? Math.min(0, remaining) : Math.max(0, remaining);
}

/** Section 3: planned / overdue without matches, partial until nothing remains, then realised. */
export function forecastStatus(store: DemoStore, forecast: ForecastRecord): 'planned' | 'overdue' | 'partial' | 'realised' {
  if (forecast.linkedSerials.length === 0) return forecast.day < store.today ? 'overdue' : 'planned';
  return remainingAmount(store, forecast) === 0 ? 'realised' : 'partial';
}
