import { toMoneyString } from '../../core/money.ts';
import { Amount } from '../../components/amount.tsx';
import { FreeText } from '../../components/presentation/free-text.tsx';
import { formatDate } from '../../core/calendar-date.ts';
import type { AgedForecast } from './age-overdue.ts';
import styles from './overdue.module.css';

const statusWords: Record<string, string> = { overdue: 'Overdue: nothing matched yet', partial: 'Partial: the rest is still due' };

/** One counterparty's late forecasts, oldest first, each with what is still outstanding. */
export function LateForecastList({ id, forecasts, caption }: { id: string; forecasts: readonly AgedForecast[]; caption: string }) {
  return (
    <div id={id} className={styles.itemsFrame}>
      <table className={styles.items}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Expected</th>
            <th scope="col" className={styles.figure}>
              Days late
            </th>
            <th scope="col">Forecast</th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.figure}>
              Amount
            </th>
            <th scope="col" className={styles.figure}>
              Outstanding
            </th>
          </tr>
        </thead>
        <tbody>
          {forecasts.map(({ forecast, daysLate, remaining }) => (
            <tr key={forecast.id} data-forecast-id={forecast.id}>
              <td className={styles.nowrap}>{formatDate(forecast.date)}</td>
              <td className={`${styles.figure} tabular`}>{daysLate}</td>
              <th scope="row" className={styles.itemName}>
                {forecast.description === null ? 'Forecast without a description' : <FreeText text={forecast.description} />}
              </th>
              <td>{statusWords[forecast.status] ?? forecast.status}</td>
              <td className={styles.figure}>
                <Amount value={forecast.amount} currency={forecast.currency} />
              </td>
              <td className={styles.figure}>
                <Amount value={toMoneyString(remaining)} currency={forecast.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
