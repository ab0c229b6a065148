import { presentStatus } from './forecast-status.ts';
import styles from './forecast-calendar.module.css';

/** Status in a symbol and its word; an unknown status reads as its raw name. */
export function StatusBadge({ status }: { status: string }) {
  const { icon, label, tone } = presentStatus(status);
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-status={status}>
      <span aria-hidden="true">{icon} </span>
      {label}
    </span>
  );
}
