import type { Forecast } from '../../core/api/schemas/forecast.ts';
import { parseMoney } from '../../core/money.ts';
import { Amount } from '../../components/amount.tsx';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { formatDate } from '../../core/calendar-date.ts';
import { today } from '../../browser/page-meta.ts';
import { forecastName } from './forecast-name.ts';
import type { ForecastNoteMark } from './notes/forecast-note-marks.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './forecast-calendar.module.css';

/** Part paid: the only case where what remains is neither the whole amount nor nothing. */
const isPartlyMatched = (forecast: Forecast) =>
  forecast.remaining_amount !== forecast.amount && parseMoney(forecast.remaining_amount) !== 0n;

type Props = {
  forecasts: readonly Forecast[];
  onOpenForecast: (forecast: Forecast) => void;
  caption: string;
  noteMark: ForecastNoteMark | null;
};

/**
 * The month as a list, earliest first: the agenda a reader scans top to bottom. On a phone the
 * status moves under the name and what remains under the amount, so date, name and amount fit.
 */
export function ForecastAgenda({ forecasts, onOpenForecast, caption, noteMark }: Props) {
  const rows = [...forecasts].reverse();
  const todayDate = today();
  const screen = useScreenText();
  if (rows.length === 0) return <p className={styles.empty}>No forecasts this month with these filters.</p>;
  return (
    <div className={styles.scroller}>
      <table className={styles.agenda}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Forecast</th>
            <th scope="col" className={styles.widerOnly}>
              Status
            </th>
            <th scope="col" className={styles.numeric}>
              Amount
            </th>
            <th scope="col" className={`${styles.numeric} ${styles.widerOnly}`}>
              Remaining
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((forecast) => (
            <tr key={forecast.id} data-forecast-id={forecast.id} data-date={forecast.date}>
              <td className={styles.nowrap}>
                <time dateTime={forecast.date}>
                  <span className={styles.widerOnly}>
                    {formatDate(forecast.date, { weekday: 'short', day: 'numeric', month: 'short' })}
                  </span>
                  <span className={styles.phoneOnly}>{formatDate(forecast.date, { day: 'numeric', month: 'short' })}</span>
                </time>
                {forecast.date === todayDate && <span className={styles.todayTag}>Today</span>}
              </td>
              <th scope="row" className={styles.agendaName}>
                <button type="button" className={styles.linkButton} onClick={() => onOpenForecast(forecast)}>
                  {forecastName(forecast, screen)}
                </button>
                {noteMark?.(forecast.id)}
                <span className={`${styles.phoneOnly} ${styles.stacked}`}>
                  <StatusBadge status={forecast.status} />
                </span>
              </th>
              <td className={styles.widerOnly}>
                <StatusBadge status={forecast.status} />
              </td>
              <td className={styles.numeric}>
                <Amount value={forecast.amount} currency={forecast.currency} signed />
                {isPartlyMatched(forecast) && (
                  <span className={`${styles.phoneOnly} ${styles.stacked} ${styles.remainingNote}`}>
                    <Amount value={forecast.remaining_amount} currency={forecast.currency} signed /> left
                  </span>
                )}
              </td>
              <td className={`${styles.numeric} ${styles.widerOnly}`}>
                <Amount value={forecast.remaining_amount} currency={forecast.currency} signed />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
