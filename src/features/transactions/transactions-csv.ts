import { relationId } from '../../core/api/schemas/common.ts';
import { toCsv } from '../../core/csv.ts';
import type { Transaction } from '../../core/api/schemas/transaction.ts';
import { accountName, categoryName, counterpartyName, nameText, type ReferenceLookups, transactionLabels } from './transaction-names.ts';

const HEADER = [
  'id',
  'date',
  'amount',
  'currency',
  'direction',
  'status',
  'source',
  'description',
  'account_id',
  'account',
  'category_id',
  'category',
  'counterparty_id',
  'counterparty',
  'label_ids',
  'labels',
  'comment',
  'payer',
  'payee',
  'reference',
  'created_at',
  'updated_at',
];

function csvRow(transaction: Transaction, lookups: ReferenceLookups): (string | null)[] {
  const labels = transactionLabels(transaction, lookups);
  const details = transaction.bank_details;
  return [
    transaction.id,
    transaction.date,
    // The API's exact Money string ("-1250.00"): csvCell leaves plain numbers untouched.
    transaction.amount,
    transaction.currency,
    transaction.direction,
    transaction.status,
    transaction.source,
    transaction.description,
    relationId(transaction.account),
    nameText(accountName(transaction, lookups)),
    transaction.category === null ? '' : relationId(transaction.category),
    transaction.category === null ? 'Split' : nameText(categoryName(transaction, lookups)),
    transaction.counterparty === null ? '' : relationId(transaction.counterparty),
    nameText(counterpartyName(transaction, lookups)),
    labels.map((label) => label.id).join(';'),
    labels.map((label) => nameText(label.name)).join('; '),
    transaction.comment,
    details?.payer ?? null,
    details?.payee ?? null,
    details?.reference ?? null,
    transaction.created_at,
    transaction.updated_at,
  ];
}

/** The whole file: a header, one line per transaction, CRLF line ends (RFC 4180). */
export function transactionsCsv(transactions: readonly Transaction[], lookups: ReferenceLookups): string {
  return toCsv(
    HEADER,
    transactions.map((transaction) => csvRow(transaction, lookups)),
  );
}

/** transactions_2026-09-01_2026-11-20.csv */
export function exportFileName(window: { from: string; to: string }): string {
  return `transactions_${window.from}_${window.to}.csv`;
}
