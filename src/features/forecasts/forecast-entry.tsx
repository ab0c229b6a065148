import type { Forecast } from '../../core/api/schemas/forecast.ts';
import { Amount } from '../../components/amount.tsx';
import { presentStatus } from './forecast-status.ts';
import type { ForecastNoteMark } from './notes/forecast-note-marks.tsx';
import styles from './forecast-calendar.module.css';

type Props = { forecast: Forecast; name: string; noteMark: ForecastNoteMark | null; onOpen: (forecast: Forecast) => void };

/** One forecast in a day cell: who, how much (remaining when partial), and its status in a symbol and words. */
export function ForecastEntry({ forecast, name, noteMark, onOpen }: Props) {
  const status = presentStatus(forecast.status);
  const partial = forecast.status === 'partial';
  return (
    <button
      type="button"
      className={`${styles.entry} ${styles[status.tone]}`}
      onClick={() => onOpen(forecast)}
      data-forecast-id={forecast.id}
      data-status={forecast.status}
      title={name}
    >
      <span className={styles.entryLine}>
        <span className={styles.entryIcon} aria-hidden="true">
          {status.icon}
        </span>
        <span className={styles.entryName}>{name}</span>
        {noteMark?.(forecast.id)}
        <Amount value={partial ? forecast.remaining_amount : forecast.amount} currency={forecast.currency} signed />
      </span>
      {(status.tone === 'overdue' || status.tone === 'unknown') && <span className={styles.statusWord}>{status.label}</span>}
      {status.tone === 'planned' || status.tone === 'realised' ? <span className="visually-hidden">, {status.label}</span> : null}
      {partial && (
        <span className={styles.partialNote}>
          {status.label}, of <Amount value={forecast.amount} currency={forecast.currency} signed />
        </span>
      )}
    </button>
  );
}
