import { toMoneyString } from '../../api/money.ts';
import { Amount } from '../../components/amount.tsx';
import type { CurrencyTotals } from '../../lib/forecast-totals.ts';
import styles from './forecasts-page.module.css';

/** The month's figures, one row per currency: totals in different currencies are never mixed. */
export function MonthTotals({ totals, title }: { totals: CurrencyTotals[]; title: string }) {
  if (totals.length === 0) return null;
  return (
    <table className={styles.totals}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Currency</th>
          <th scope="col">Expected inflows</th>
          <th scope="col">Expected outflows</th>
          <th scope="col">Net</th>
          <th scope="col">Overdue outstanding</th>
          <th scope="col">Forecasts</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => (
          <tr key={total.currency} data-currency={total.currency}>
            <th scope="row">{total.currency}</th>
            <td data-total="inflows"><Amount value={toMoneyString(total.inflows)} currency={total.currency} signed /></td>
            <td data-total="outflows"><Amount value={toMoneyString(total.outflows)} currency={total.currency} signed /></td>
            <td data-total="net"><Amount value={toMoneyString(total.net)} currency={total.currency} signed /></td>
            <td data-total="overdue">
              {total.overdueOutstanding !== 0n && <span aria-hidden="true">⚠ </span>}
              <Amount value={toMoneyString(total.overdueOutstanding)} currency={total.currency} signed />
            </td>
            <td className="tabular">{total.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
