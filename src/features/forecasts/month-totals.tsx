import { toMoneyString } from '../../core/money.ts';
import { Amount } from '../../components/amount.tsx';
import type { CurrencyTotals, LateSide } from '../../core/runway/forecast-totals.ts';
import styles from './forecasts-page.module.css';

/** Column headers, also written over each figure when a narrow screen stacks a currency's figures (data-label). */
const LABELS = {
  inflows: 'Expected inflows',
  outflows: 'Expected outflows',
  net: 'Net',
  receipts: 'Late receipts, to collect',
  payments: 'Late payments, to pay',
  count: 'Forecasts',
} as const;

/** A late side's amount and how many forecasts make it; the ⚠ repeats in words what the header says. */
function LateCell({ side, currency, kind }: { side: LateSide; currency: string; kind: 'receipts' | 'payments' }) {
  return (
    <td data-total={`late-${kind}`} data-count={side.count} data-label={LABELS[kind]}>
      {side.count > 0 && <span aria-hidden="true">⚠ </span>}
      <Amount value={toMoneyString(side.remaining)} currency={currency} signed />
      <span className={styles.lateCount}> ({side.count})</span>
    </td>
  );
}

function TotalsRow({ total }: { total: CurrencyTotals }) {
  const flow = (kind: 'inflows' | 'outflows' | 'net') => (
    <td data-total={kind} data-label={LABELS[kind]}>
      <Amount value={toMoneyString(total[kind])} currency={total.currency} signed />
    </td>
  );
  return (
    <tr data-currency={total.currency}>
      <th scope="row">{total.currency}</th>
      {flow('inflows')}
      {flow('outflows')}
      {flow('net')}
      <LateCell side={total.late.receipts} currency={total.currency} kind="receipts" />
      <LateCell side={total.late.payments} currency={total.currency} kind="payments" />
      <td className="tabular" data-label={LABELS.count}>
        {total.count}
      </td>
    </tr>
  );
}

/** The month's figures, one row per currency: totals in different currencies are never mixed. */
export function MonthTotals({ totals, title }: { totals: CurrencyTotals[]; title: string }) {
  if (totals.length === 0) return null;
  return (
    <div className={styles.totalsBlock}>
      {/* Focusable so a keyboard can scroll the columns when figures outgrow even the stacked layout. */}
      <table className={`scroll-shadows ${styles.totals}`} aria-describedby="late-definition" tabIndex={0}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            {Object.values(LABELS).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <TotalsRow key={total.currency} total={total} />
          ))}
        </tbody>
      </table>
      <p id="late-definition" className={styles.chartNote}>
        Late: overdue, or partly matched and dated before today; the amounts are what they still expect, with the number of forecasts in
        brackets. Receipts and payments are shown apart, never netted.
      </p>
    </div>
  );
}
