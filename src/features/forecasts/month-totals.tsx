import { toMoneyString } from '../../api/money.ts';
import { Amount } from '../../components/amount.tsx';
import type { CurrencyTotals, LateSide } from '../../lib/forecast-totals.ts';
import styles from './forecasts-page.module.css';

/** A late side's amount and how many forecasts make it; the ⚠ repeats in words what the header says. */
function LateCell({ side, currency, kind }: { side: LateSide; currency: string; kind: 'receipts' | 'payments' }) {
  return (
    <td data-total={`late-${kind}`} data-count={side.count}>
      {side.count > 0 && <span aria-hidden="true">⚠ </span>}
      <Amount value={toMoneyString(side.remaining)} currency={currency} signed />
      <span className={styles.lateCount}> ({side.count})</span>
    </td>
  );
}

/** The month's figures, one row per currency: totals in different currencies are never mixed. */
export function MonthTotals({ totals, title }: { totals: CurrencyTotals[]; title: string }) {
  if (totals.length === 0) return null;
  return (
    <div className={styles.totalsBlock}>
      {/* Focusable so a keyboard can scroll the columns a narrow screen hides. */}
      <table className={`scroll-shadows ${styles.totals}`} aria-describedby="late-definition" tabIndex={0}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col">Expected inflows</th>
            <th scope="col">Expected outflows</th>
            <th scope="col">Net</th>
            <th scope="col">Late receipts, to collect</th>
            <th scope="col">Late payments, to pay</th>
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
              <LateCell side={total.late.receipts} currency={total.currency} kind="receipts" />
              <LateCell side={total.late.payments} currency={total.currency} kind="payments" />
              <td className="tabular">{total.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id="late-definition" className={styles.chartNote}>
        Late: overdue, or partly matched and dated before today; the amounts are what they still expect, with the number of forecasts
        in brackets. Receipts and payments are shown apart, never netted.
      </p>
    </div>
  );
}
