import { Amount } from '../../components/amount.tsx';
import { periodRange, type CashPoint } from './to-cash-series.ts';
import styles from './overview.module.css';

/** The chart's figures, exact, as a table: for screen readers and for anyone who wants the numbers. */
export function CashSeriesTable({ points, currency }: { points: readonly CashPoint[]; currency: string }) {
  return (
    <details className={styles.dataTable}>
      <summary>Show the chart’s figures as a table</summary>
      <div className={styles.tableScroller}>
        <table>
          <caption className="visually-hidden">Cash balance and flows per period</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Opening balance</th>
              <th scope="col">Inflows</th>
              <th scope="col">Outflows</th>
              <th scope="col">Closing balance</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.periodStart}>
                <th scope="row">{periodRange(point)}</th>
                <td>{point.exact.starting === null ? '—' : <Amount value={point.exact.starting} currency={currency} />}</td>
                <td>
                  <Amount value={point.exact.inflows} currency={currency} signed />
                </td>
                <td>
                  <Amount value={point.exact.outflows} currency={currency} signed />
                </td>
                <td>{point.exact.final === null ? '—' : <Amount value={point.exact.final} currency={currency} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
