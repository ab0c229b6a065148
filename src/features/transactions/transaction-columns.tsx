import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { Amount } from '../../components/amount.tsx';
import { FreeText } from '../../components/presentation/free-text.tsx';
import type { Transaction } from '../../core/api/schemas/transaction.ts';
import { formatDate } from '../../core/calendar-date.ts';
import { JoinedNameText } from './joined-name-text.tsx';
import { LabelChips } from './label-chips.tsx';
import { SplitBadge } from './split-badge.tsx';
import { StatusBadge } from './status-badge.tsx';
import { accountName, categoryName, counterpartyName, type ReferenceLookups, sourceText, transactionLabels } from './transaction-names.ts';
import styles from './transaction-columns.module.css';

/** No sorting or filtering features: the API's fixed order is the table's order. */
/**
 * Two digits each, in the reader's order ("20/11/26", "11/20/26"): a short style spells a four-digit year in some
 * locales, which a phone's column cut.
 */
const PHONE_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: '2-digit' };

export const transactionTableFeatures = tableFeatures({});

const column = createColumnHelper<typeof transactionTableFeatures, Transaction>();

/** The columns, built once per set of loaded reference lists (memoise the call). */
export function transactionColumns(lookups: ReferenceLookups) {
  return column.columns([
    column.accessor('date', {
      header: 'Date',
      // A phone shows the short form (11/20/26), so the description keeps the width; the hidden form is hidden from screen readers too.
      cell: (info) => (
        <time dateTime={info.getValue()}>
          <span className={styles.longDate}>{formatDate(info.getValue())}</span>
          <span className={styles.shortDate}>{formatDate(info.getValue(), PHONE_DATE)}</span>
        </time>
      ),
    }),
    column.accessor('description', {
      header: 'Description',
      cell: (info) => {
        const description = info.getValue();
        return (
          <>
            {info.row.original.status === 'pending' && (
              // Phones hide the status column; the word moves here so pending is never colour alone.
              <span className={styles.narrowStatus}>
                <StatusBadge status="pending" />{' '}
              </span>
            )}
            {description ? <FreeText text={description} titled /> : <span className="muted">No description</span>}
          </>
        );
      },
    }),
    column.display({
      id: 'counterparty',
      header: 'Counterparty',
      cell: ({ row }) => <JoinedNameText name={counterpartyName(row.original, lookups)} />,
    }),
    column.display({
      id: 'category',
      header: 'Category',
      cell: ({ row }) => (row.original.category === null ? <SplitBadge /> : <JoinedNameText name={categoryName(row.original, lookups)} />),
    }),
    column.display({
      id: 'labels',
      header: 'Labels',
      cell: ({ row }) => <LabelChips labels={transactionLabels(row.original, lookups)} />,
    }),
    column.display({
      id: 'account',
      header: 'Account',
      cell: ({ row }) => <JoinedNameText name={accountName(row.original, lookups)} />,
    }),
    column.accessor('amount', {
      header: 'Amount',
      cell: ({ row }) => <Amount value={row.original.amount} currency={row.original.currency} signed />,
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    column.accessor('source', {
      header: 'Source',
      cell: (info) => sourceText(info.getValue()),
    }),
  ]);
}
