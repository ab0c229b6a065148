import { toMoneyString } from '../../../core/money.ts';
import { Amount } from '../../../components/amount.tsx';
import { formatDate } from '../../../core/calendar-date.ts';
import type { Runway } from '../../../core/runway/cash-runway.ts';
import { holdsLowest, weeklyClosing } from './weekly-closing.ts';
import styles from '../forecasts-page.module.css';

/** The chart's figures, exact, week by week: the chart is hidden from screen readers, this is not. */
export function RunwayFiguresTable({ runway, currency }: { runway: Runway; currency: string }) {
  const rows = weeklyClosing(runway.points);
  return (
    <details className={styles.figuresTable}>
      <summary>Show the projection’s figures as a table</summary>
      <div className={styles.figuresScroller} tabIndex={0} role="region" aria-label="Projected cash, week by week">
        <table>
          <caption className="visually-hidden">Projected cash at the end of each week</caption>
          <thead>
            <tr>
              <th scope="col">End of week</th>
              <th scope="col">Projected cash</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.date}>
                <th scope="row">
                  <time dateTime={row.date}>{formatDate(row.date)}</time>
                </th>
                <td>
                  <Amount value={toMoneyString(row.balance)} currency={currency} />
                  {holdsLowest(rows, index, runway.lowest.date) && (
                    <span className={styles.lowNote}>
                      {' '}
                      (lowest this week: <Amount value={toMoneyString(runway.lowest.balance)} currency={currency} /> on{' '}
                      {formatDate(runway.lowest.date)})
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
