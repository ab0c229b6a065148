import type { AccountRecord, BankRecord, RecurrenceRecord } from '../model.ts';
import { FORECAST_STATUSES } from '../routes/forecasts.ts';
import type { TxSource } from '../transaction-table.ts';
import { constant, object, openEnum, orNull, ref, type Schema } from './json-schema.ts';

const kind = (name: string): Schema => constant(name, `Spec 2: the constant \`${name}\` names the kind of object.`);
const text: Schema = { type: 'string' };
const textOrNull = (description?: string) => orNull(text, description);
const stamps = { created_at: ref('DateTime'), updated_at: ref('DateTime') };

/** An id, or the object when the caller lists the relation in `expand` (spec 2.12: one level deep). */
const relation = (target: string, description: string): Schema => ({ description, oneOf: [ref('Uuid'), ref(target)] });
const relationOrNull = (target: string, description: string): Schema => ({
  description,
  oneOf: [ref('Uuid'), ref(target), { type: 'null' }],
});
const relations = (target: string, description: string): Schema => ({
  type: 'array',
  description,
  items: { oneOf: [ref('Uuid'), ref(target)] },
});

const BANK_STATUS: Record<BankRecord['status'], string> = {
  connected: 'working; the only value meaning the data behind it is current',
  loading: 'a sync is in progress',
  requires_action: 'a person must sign in or re-approve the connection',
  error: 'any other failure',
};

const ACCOUNT_SOURCE: Record<AccountRecord['source'], string> = {
  manual: 'kept by hand in the workspace',
  bank: 'fed by a bank connection of this workspace',
  delegated: 'a bank account another workspace has delegated to this one',
};

const TRANSACTION_SOURCE: Record<TxSource, string> = {
  manual: 'entered by hand',
  import: 'imported from a file',
  bank: 'received from a bank connection',
};

const TRANSACTION_STATUS: Record<'booked' | 'pending', string> = {
  booked: 'booked',
  pending: 'comes from a bank, not yet booked; its amount can change when it books, so consumers upsert by `id`',
};

const FORECAST_STATUS: Record<(typeof FORECAST_STATUSES)[number], string> = {
  planned: 'dated today or later, no matched transactions',
  overdue: 'dated before today, no matched transactions',
  partial: 'has matched transactions but is not complete',
  realised: 'complete',
};

const RECURRENCE_INTERVAL: Record<RecurrenceRecord['interval'], string> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  year: 'yearly',
};

const bank = object('Spec 2.8: one authorisation with one bank. Several accounts can share a connection.', {
  object: kind('bank'),
  id: ref('Uuid'),
  name: { type: 'string', description: 'The bank name as the provider reports it.' },
  country_code: orNull(ref('CountryCode')),
  status: openEnum('Spec 3: BankStatus.', BANK_STATUS),
  last_sync_at: orNull(
    ref('DateTime'),
    'When the provider last returned data successfully. A `connected` connection with an old value is the case worth alerting on.',
  ),
  consent_expires_at: orNull(ref('DateTime'), 'When consent needs renewal, if the provider reports it.'),
  ...stamps,
});

const account = object('Spec 2.7: an account with its computed balance.', {
  object: kind('account'),
  id: ref('Uuid'),
  name: text,
  currency: ref('Currency'),
  group: textOrNull('Free-text grouping.'),
  source: openEnum('Spec 2.7: where the account comes from.', ACCOUNT_SOURCE),
  balance: ref('Money', 'End-of-day balance for the day in `balance_as_of`.'),
  balance_as_of: ref(
    'Date',
    "docs/api-assumptions.md: the connection's last successful sync date for `bank` accounts, today for `manual` and `delegated` ones.",
  ),
  opening_balance: ref('Money'),
  opening_date: ref('Date', 'The date the opening balance applies to.'),
  bank: relationOrNull(
    'Bank',
    'Spec 2.7: the connection; the Bank object with `expand=bank`; `null` for a manual account.' +
      ' On a `delegated` account the connection belongs to another workspace:' +
      ' the id is returned but never expanded.',
  ),
  external_account_id: textOrNull('The identifier at the provider; `null` for manual accounts.'),
  original_name: textOrNull('The name as the bank reports it before any rename; `null` for manual accounts.'),
  ...stamps,
});

const category = object('Spec 2.9.', {
  object: kind('category'),
  id: ref('Uuid'),
  name: text,
  code: textOrNull(
    'The identifier in the template the workspace was created from; `null` for user-created categories.' +
      ' Only `uncategorized_inflows` and `uncategorized_outflows` exist in every workspace.',
  ),
  direction: ref('Direction'),
  activity: ref('Activity'),
  parent_id: orNull(ref('Uuid'), '`null` for top-level categories.'),
  position: { type: 'integer', description: 'The order among siblings (spec 4.1).' },
  color: orNull(ref('Color')),
  ...stamps,
});

const counterparty = object('Spec 2.10: a customer or supplier.', {
  object: kind('counterparty'),
  id: ref('Uuid'),
  name: text,
  country_code: orNull(ref('CountryCode')),
  color: orNull(ref('Color')),
  symbol: textOrNull('Short text shown in the avatar.'),
  ...stamps,
});

const labelType = object('Spec 2.11: the group of a label. It has no `object` field and no endpoint of its own.', {
  id: ref('Uuid'),
  name: text,
});

const label = object('Spec 2.11.', {
  object: kind('label'),
  id: ref('Uuid'),
  name: text,
  type: orNull(ref('LabelType'), 'The group of the label; `null` when ungrouped.'),
  color: orNull(ref('Color')),
  ...stamps,
});

const recurrence = object('Spec 2.4: the recurring plan that generated a forecast. It has no `object` field.', {
  id: ref('Uuid'),
  name: text,
  interval: openEnum('Spec 2.4.', RECURRENCE_INTERVAL),
  every: { type: 'integer', minimum: 1, description: 'The number of intervals between occurrences (`month` with `every` 1 is monthly).' },
  start_date: ref('Date'),
  end_date: ref('Date'),
  occurrences: { type: 'integer', description: 'The total number of forecasts generated by the plan.' },
});

const nullableText = textOrNull();
const bankDetails = object('Spec 2.6: the raw fields received from the bank; all six are always present.', {
  payer: nullableText,
  payer_details: textOrNull('Payer account identifiers as given by the bank.'),
  payee: nullableText,
  payee_details: nullableText,
  reference: textOrNull('The payment reference or information line.'),
  additional: nullableText,
});

const transaction = object('Spec 2.5: a booked or pending movement on an account.', {
  object: kind('transaction'),
  id: ref('Uuid'),
  date: ref('Date', 'The booking date.'),
  amount: ref('Money'),
  currency: ref('Currency'),
  direction: ref('Direction'),
  status: openEnum('Spec 3: TransactionStatus.', TRANSACTION_STATUS),
  source: openEnum('Spec 2.5: how the transaction entered the workspace.', TRANSACTION_SOURCE),
  description: nullableText,
  comment: textOrNull('Free text added by users.'),
  account: relation('Account', 'The account; the Account object with `expand=account`.'),
  category: relationOrNull(
    'Category',
    'The category; the Category object with `expand=category`; `null` for a split transaction,' +
      ' whose categorisation is on its pieces (spec 2.5; the pieces are not exposed).',
  ),
  counterparty: relationOrNull(
    'Counterparty',
    'The counterparty; the Counterparty object with `expand=counterparty`; `null` when unattributed.',
  ),
  labels: relations('Label', 'Label ids; Label objects with `expand=labels`.'),
  bank_details: orNull(ref('BankDetails'), '`null` unless `source` is `bank`.'),
  ...stamps,
});

const forecast = object('Spec 2.3: a planned inflow or outflow. Only forecasts that have a date are exposed.', {
  object: kind('forecast'),
  id: ref('Uuid'),
  date: ref('Date', 'The day the movement is expected.'),
  amount: ref('Money'),
  remaining_amount: ref('Money', 'The part of `amount` not yet matched by linked transactions.'),
  currency: ref('Currency'),
  direction: ref('Direction'),
  status: openEnum('Spec 3: ForecastStatus.', FORECAST_STATUS),
  description: nullableText,
  comment: nullableText,
  category: relation('Category', 'The category; the Category object with `expand=category`.'),
  counterparty: relationOrNull(
    'Counterparty',
    'The counterparty; the Counterparty object with `expand=counterparty`; `null` when unattributed.',
  ),
  labels: relations('Label', 'Label ids; Label objects with `expand=labels`.'),
  recurrence: relationOrNull(
    'Recurrence',
    'The recurring plan; the Recurrence object with `expand=recurrence`; `null` for a one-off forecast.',
  ),
  linked_transactions: relations(
    'Transaction',
    'The transactions matched to the forecast: ids; Transaction objects with `expand=linked_transactions`,' +
      ' whose own relations stay ids (spec 2.12: one level deep).',
  ),
  ...stamps,
});

/** The resource objects of spec 2.3 to 2.11. */
export const resourceSchemas: Record<string, Schema> = {
  Bank: bank,
  Account: account,
  Category: category,
  Counterparty: counterparty,
  LabelType: labelType,
  Label: label,
  Recurrence: recurrence,
  BankDetails: bankDetails,
  Transaction: transaction,
  Forecast: forecast,
};
