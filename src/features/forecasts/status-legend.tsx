import { knownStatuses, presentStatus } from './forecast-status.ts';
import styles from './forecast-calendar.module.css';

/** The symbols of the calendar in words. */
export function StatusLegend() {
  return (
    <p className={styles.legend}>
      <span className="visually-hidden">Status symbols: </span>
      {knownStatuses.map((status) => {
        const { icon, label, tone } = presentStatus(status);
        return (
          <span key={status} className={`${styles.badge} ${styles[tone]}`}>
            <span aria-hidden="true">{icon} </span>
            {label}
          </span>
        );
      })}
      <span className="muted">Partial entries show what remains of the amount.</span>
    </p>
  );
}
