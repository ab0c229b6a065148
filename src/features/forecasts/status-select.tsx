import { knownStatuses, presentStatus } from './forecast-status.ts';
import styles from './forecasts-page.module.css';

type Props = { status: string | undefined; onStatus: (status: string | undefined) => void };

export function StatusSelect({ status, onStatus }: Props) {
  return (
    <label className={styles.statusFilter}>
      Status{' '}
      <select value={status ?? ''} onChange={(event) => onStatus(event.target.value || undefined)}>
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
