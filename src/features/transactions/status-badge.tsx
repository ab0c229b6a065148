import { statusText } from './transaction-names.ts';
import styles from './status-badge.module.css';

/** Pending rows are marked in words; their amount can still change when the bank books them. */
export function StatusBadge({ status }: { status: string }) {
  if (status === 'pending') {
    return (
      <span className={styles.pending} title="Pending: not yet booked by the bank; the amount can still change">
        {statusText(status)}
      </span>
    );
  }
  return <span className={status === 'booked' ? 'muted' : undefined}>{statusText(status)}</span>;
}
