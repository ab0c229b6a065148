import type { Transaction } from '../../core/api/schemas/transaction.ts';
import { useReferenceData } from '../../api/queries/use-reference-data.ts';
import { Amount } from '../../components/amount.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { FreeText } from '../../components/presentation/free-text.tsx';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { formatDate } from '../../core/calendar-date.ts';
import { StatusBadge } from './status-badge.tsx';
import { TransactionDetails } from './transaction-details.tsx';
import type { ReferenceLookups } from './transaction-names.ts';
import styles from './transaction-details-dialog.module.css';

/** What the list knows about the transaction in the link. */
export type DetailsTarget =
  | { kind: 'found'; transaction: Transaction }
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown; retry: () => void }
  | { kind: 'missing'; id: string; loadedCount: number; hasMore: boolean };

type Props = {
  target: DetailsTarget | null;
  lookups: ReferenceLookups;
  onClose: () => void;
  onClearFilters: () => void;
};

/** The side panel of one transaction: a modal dialog, Escape closes it, focus goes back to its row. */
export function TransactionDetailsDialog({ target, lookups, onClose, onClearFilters }: Props) {
  const open = target !== null;
  const ref = useModalDialog(open);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label="Transaction details"
      // `close` also fires when a cleared target shuts the dialog: only a close the reader made (Escape) is reported.
      onClose={() => {
        if (open) onClose();
      }}
      // The app's shortcuts (← → step the window) must not act behind the modal.
      onKeyDown={(event) => event.stopPropagation()}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {target && (
        <div className={styles.panel}>
          <button type="button" className={`button button-quiet ${styles.close}`} onClick={onClose} aria-label="Close details">
            ✕
          </button>
          <DialogBody target={target} lookups={lookups} onClose={onClose} onClearFilters={onClearFilters} />
        </div>
      )}
    </dialog>
  );
}

function DialogBody({ target, lookups, onClose, onClearFilters }: Props & { target: DetailsTarget }) {
  if (target.kind === 'loading') {
    return (
      <>
        <h2 id="transaction-details-title">Transaction</h2>
        <Skeleton lines={8} label="Loading the transaction" />
      </>
    );
  }
  if (target.kind === 'failed') {
    return (
      <>
        <h2 id="transaction-details-title">Transaction</h2>
        <ErrorPanel error={target.error} subject="the transactions" onRetry={target.retry} />
      </>
    );
  }
  if (target.kind === 'missing') {
    return (
      <>
        <h2 id="transaction-details-title">This transaction is not in the current list</h2>
        <p>
          None of the {target.loadedCount.toLocaleString()} transactions loaded for these filters has the id <code>{target.id}</code>.{' '}
          {target.hasMore
            ? 'It may be outside the filters and date window, or further down the list than what has loaded so far.'
            : 'It is outside the current filters and date window, or no longer exists.'}
        </p>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" onClick={onClearFilters}>
            Clear filters
          </button>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </>
    );
  }
  return <FoundTransaction transaction={target.transaction} lookups={lookups} />;
}

function FoundTransaction({ transaction, lookups }: { transaction: Transaction; lookups: ReferenceLookups }) {
  const { lists, failures } = useReferenceData(['banks']);
  const screen = useScreenText();
  const banks = lists.banks && screen.masked ? new Map(screen.banks(lists.banks.items).map((bank) => [bank.id, bank])) : lists.banks?.byId;
  return (
    <>
      <p className={`muted ${styles.kicker}`}>{formatDate(transaction.date, { dateStyle: 'long' })}</p>
      <h2 id="transaction-details-title" className={styles.title}>
        {transaction.description === null ? 'No description' : <FreeText text={transaction.description} />}
      </h2>
      <p className={styles.headline}>
        <span className={styles.amount}>
          <Amount value={transaction.amount} currency={transaction.currency} signed />
        </span>
        <StatusBadge status={transaction.status} />
      </p>
      {failures.map((failure) => (
        <ErrorPanel key={failure.kind} error={failure.error} subject="bank names" onRetry={failure.retry} />
      ))}
      <TransactionDetails transaction={transaction} lookups={{ ...lookups, banks }} />
    </>
  );
}
