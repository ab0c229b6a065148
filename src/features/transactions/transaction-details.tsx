import type { ReactNode } from 'react';
import { relationId } from '../../core/api/schemas/common.ts';
import type { BankDetails, Transaction } from '../../core/api/schemas/transaction.ts';
import { Amount } from '../../components/amount.tsx';
import { FreeText } from '../../components/presentation/free-text.tsx';
import { formatDate, formatDateTime } from '../../core/calendar-date.ts';
import { CopyTextButton } from './copy-text-button.tsx';
import { JoinedNameText } from './joined-name-text.tsx';
import { LabelChips } from './label-chips.tsx';
import { StatusBadge } from './status-badge.tsx';
import {
  accountName,
  bankName,
  categoryName,
  counterpartyName,
  type ReferenceLookups,
  sourceText,
  SPLIT_EXPLANATION,
  transactionLabels,
} from './transaction-names.ts';
import styles from './transaction-details.module.css';

const DIRECTION_TEXT: Record<string, string> = { inflow: 'Inflow', outflow: 'Outflow' };

const BANK_DETAIL_FIELDS: [keyof BankDetails, string][] = [
  ['payer', 'Payer'],
  ['payer_details', 'Payer details'],
  ['payee', 'Payee'],
  ['payee_details', 'Payee details'],
  ['reference', 'Reference'],
  ['additional', 'Additional'],
];

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Every field of one transaction, names joined from the cached lists. */
export function TransactionDetails({ transaction, lookups }: { transaction: Transaction; lookups: ReferenceLookups }) {
  return (
    <>
      <section aria-labelledby="tx-section-movement">
        <h3 id="tx-section-movement" className={styles.sectionTitle}>
          Movement
        </h3>
        <dl className={styles.fields}>
          <Field term="Date">{formatDate(transaction.date, { dateStyle: 'full' })}</Field>
          <Field term="Amount">
            <Amount value={transaction.amount} currency={transaction.currency} signed />{' '}
            <span className="muted">{transaction.currency}</span>
          </Field>
          <Field term="Direction">{DIRECTION_TEXT[transaction.direction] ?? transaction.direction}</Field>
          <Field term="Status">
            <StatusBadge status={transaction.status} />
          </Field>
          <Field term="Source">{sourceText(transaction.source)}</Field>
          <Field term="Account">
            <JoinedNameText name={accountName(transaction, lookups)} />
          </Field>
          <Field term="Bank">
            <BankText transaction={transaction} lookups={lookups} />
          </Field>
          <Field term="Category">
            {transaction.category === null ? (
              <>
                Split <span className={styles.note}>{SPLIT_EXPLANATION}</span>
              </>
            ) : (
              <JoinedNameText name={categoryName(transaction, lookups)} />
            )}
          </Field>
          <Field term="Counterparty">
            <JoinedNameText name={counterpartyName(transaction, lookups)} absent="Not attributed" />
          </Field>
          <Field term="Labels">
            <LabelChips labels={transactionLabels(transaction, lookups)} wrap />
          </Field>
          <Field term="Comment">
            {transaction.comment ? (
              <FreeText text={transaction.comment} className={styles.text} />
            ) : (
              <span className="muted">No comment</span>
            )}
          </Field>
        </dl>
      </section>
      <section aria-labelledby="tx-section-bank">
        <h3 id="tx-section-bank" className={styles.sectionTitle}>
          Bank details
        </h3>
        {transaction.bank_details === null ? (
          <p className="muted">None: only transactions received from a bank carry the bank's raw fields.</p>
        ) : (
          <dl className={styles.fields}>
            {BANK_DETAIL_FIELDS.map(([field, term]) => {
              const value = transaction.bank_details?.[field];
              return (
                <Field key={field} term={term}>
                  {typeof value === 'string' ? <FreeText text={value} className={styles.text} /> : <span className="muted">—</span>}
                </Field>
              );
            })}
          </dl>
        )}
      </section>
      <section aria-labelledby="tx-section-record">
        <h3 id="tx-section-record" className={styles.sectionTitle}>
          Record
        </h3>
        <dl className={styles.fields}>
          <Field term="Created">
            <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at)}</time>
          </Field>
          <Field term="Updated">
            <time dateTime={transaction.updated_at}>{formatDateTime(transaction.updated_at)}</time>
          </Field>
          <Field term="Id">
            <code className={styles.id}>{transaction.id}</code> <CopyTextButton text={transaction.id} label="Copy transaction id" />
          </Field>
        </dl>
      </section>
    </>
  );
}

function BankText({ transaction, lookups }: { transaction: Transaction; lookups: ReferenceLookups }) {
  const account = lookups.accounts?.get(relationId(transaction.account));
  if (account?.source === 'delegated') return <span className="muted">A connection of another workspace (delegated account)</span>;
  if (account && account.bank === null) return <span className="muted">None (manual account)</span>;
  return <JoinedNameText name={bankName(transaction, lookups) ?? { kind: 'loading' }} />;
}
