import { oneOf } from '../../core/one-of.ts';
import { knownStatuses, type KnownStatus, presentStatus } from './forecast-status.ts';
import styles from './forecasts-page.module.css';

type Props = { status: KnownStatus | undefined; onStatus: (status: KnownStatus | undefined) => void };

export function StatusSelect({ status, onStatus }: Props) {
  return (
    <label className={styles.statusFilter}>
      Status{' '}
      <select value={status ?? ''} onChange={(event) => onStatus(oneOf(knownStatuses, event.target.value))}>
        <option value="">All statuses</option>
        {knownStatuses.map((value) => (
          <option key={value} value={value}>
            {presentStatus(value).label}
          </option>
        ))}
      </select>
    </label>
  );
}
