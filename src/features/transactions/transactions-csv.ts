import { relationId } from '../../api/schemas/common.ts';
import type { Transaction } from '../../api/schemas/transaction.ts';
import {
  accountName,
  categoryName,
  counterpartyName,
  nameText,
  type ReferenceLookups,
  transactionLabels,
} from './transaction-names.ts';

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Text from the API or a user, defused so a spreadsheet shows it instead of evaluating it. */
export function csvText(value: string | null): string {
  const text = value ?? '';
  return csvField(FORMULA_START.test(text) ? `'${text}` : text);
}

const HEADER = [
  'id', 'date', 'amount', 'currency', 'direction', 'status', 'source', 'description',
  'account_id', 'account', 'category_id', 'category', 'counterparty_id', 'counterparty',
  'label_ids', 'labels', 'comment', 'payer', 'payee', 'reference', 'created_at', 'updated_at',
];

function csvRow(transaction: Transaction, lookups: ReferenceLookups): string {
  const labels = transactionLabels(transaction, lookups);
  const details = transaction.bank_details;
  const cells = [
    csvText(transaction.id),
    csvText(transaction.date),
    // Amounts stay the API's exact Money string ("-1250.00"): a number cell, never a formula, so not prefixed.
    csvField(transaction.amount),
    csvText(transaction.currency),
    csvText(transaction.direction),
    csvText(transaction.status),
    csvText(transaction.source),
    csvText(transaction.description),
    csvText(relationId(transaction.account)),
    csvText(nameText(accountName(transaction, lookups))),
    csvText(transaction.category === null ? '' : relationId(transaction.category)),
    csvText(transaction.category === null ? 'Split' : nameText(categoryName(transaction, lookups))),
    csvText(transaction.counterparty === null ? '' : relationId(transaction.counterparty)),
    csvText(nameText(counterpartyName(transaction, lookups))),
    csvText(labels.map((label) => label.id).join(';')),
    csvText(labels.map((label) => nameText(label.name)).join('; ')),
    csvText(transaction.comment),
    csvText(details?.payer ?? null),
    csvText(details?.payee ?? null),
    csvText(details?.reference ?? null),
    csvText(transaction.created_at),
    csvText(transaction.updated_at),
  ];
  return cells.join(',');
}

/** The whole file: a header, one line per transaction, CRLF line ends (RFC 4180). */
export function transactionsCsv(transactions: readonly Transaction[], lookups: ReferenceLookups): string {
  const lines = [HEADER.join(','), ...transactions.map((transaction) => csvRow(transaction, lookups))];
  return `${lines.join('\r\n')}\r\n`;
}

/** transactions_2026-09-01_2026-11-20.csv */
export function exportFileName(window: { from: string; to: string }): string {
  return `transactions_${window.from}_${window.to}.csv`;
}
